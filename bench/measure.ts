/** One target under autocannon: a discarded warm-up, then the measured run. */
import autocannon from "autocannon";
import type { Target } from "./targets.ts";

export interface Settings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** rounds a pair of targets is measured in, in alternating order (measureAlternating) */
  rounds?: number;
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

/**
 * Two targets on one database measured `settings.rounds` times, in alternating order (a, b, b, a, …):
 * whichever goes second in a round meets a database and a machine the first has warmed or tired, so a
 * single pass in a fixed order leans the ratio one way. Each target's figures are its run with the
 * median requests per second.
 */
export async function measureAlternating(
  a: Target,
  b: Target,
  settings: Settings,
): Promise<[Figures, Figures]> {
  const runs: [Figures[], Figures[]] = [[], []];
  for (let round = 0; round < (settings.rounds ?? 1); round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const target = i === 0 ? a : b;
      console.log(`measuring ${target.name} (round ${round + 1}): GET ${target.path}`);
      runs[i]?.push(await measure(target, settings));
    }
  }
  const median = (figures: Figures[]) => {
    const sorted = [...figures].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond);
    const middle = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!middle) throw new Error("no run measured");
    return middle;
  };
  return [median(runs[0]), median(runs[1])];
}
