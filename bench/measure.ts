/** One target under autocannon: a discarded warm-up, then the measured run. */
import autocannon from "autocannon";
import type { Target } from "./targets.ts";

export interface Settings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Figures {
  target: string;
  path: string;
  database: Target["database"];
  records: number | null;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

// The load comes from a worker thread: on the main thread it would share the event loop with the
// server under measurement and inflate its latency.
function run(target: Target, connections: number, seconds: number) {
  return autocannon({
    url: `${target.url}${target.path}`,
    headers: target.headers,
    connections,
    duration: seconds,
    workers: 1,
  });
}

export async function measure(target: Target, settings: Settings): Promise<Figures> {
  await run(target, settings.connections, settings.warmupSeconds);
  const result = await run(target, settings.connections, settings.seconds);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    target: target.name,
    path: target.path,
    database: target.database,
    records: target.records,
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    meanMs: round(result.latency.mean),
    maxMs: round(result.latency.max),
    requestsPerSecond: round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
