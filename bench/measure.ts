/** One target under autocannon: a discarded warm-up, then the measured run. */
import { execFile } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import autocannon from "autocannon";
import type { Target } from "./targets.ts";

const runFile = promisify(execFile);

export interface Settings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** rounds a pair of targets is measured in, in alternating order (measureAlternating, measurePaired) */
  rounds?: number;
  /**
   * the load from a process of its own (load-generator.ts) on the last CPU, the caller having put the
   * server's process on the others (pinnedCpus); unset: from a worker thread of the server's process
   */
  pinnedLoad?: boolean;
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

/**
 * The CPUs of a machine with at least two: the last for the load generator, the others for the
 * server under measurement. Pinned, neither takes the other's CPU in the middle of a run, which on a
 * two-CPU machine moved the same server's figures by a fifth from one run to the next.
 */
export function pinnedCpus(): { server: string; load: string } | null {
  // the machine's CPUs, not availableParallelism(): in the server's process, pinned, that is one
  const count = cpus().length;
  if (process.platform !== "linux" || count < 2) return null;
  return { server: count === 2 ? "0" : `0-${count - 2}`, load: String(count - 1) };
}

/** A warm-up and a measured run from load-generator.ts on the load's CPU; the measured run's result. */
async function runPinned(target: Target, settings: Settings) {
  const pinned = pinnedCpus();
  const load = [
    fileURLToPath(import.meta.resolve("./load-generator.ts")),
    JSON.stringify({
      url: `${target.url}${target.path}`,
      headers: target.headers,
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
    }),
  ];
  const [command, args] = pinned
    ? ["taskset", ["-c", pinned.load, process.execPath, ...load]]
    : [process.execPath, load];
  const { stdout } = await runFile(command, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Awaited<ReturnType<typeof run>>;
}

export async function measure(target: Target, settings: Settings): Promise<Figures> {
  let result: Awaited<ReturnType<typeof run>>;
  if (settings.pinnedLoad) result = await runPinned(target, settings);
  else {
    await run(target, settings.connections, settings.warmupSeconds);
    result = await run(target, settings.connections, settings.seconds);
  }
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

export interface PairedFigures {
  a: Figures;
  b: Figures;
  /** a's requests per second ÷ b's, in each round */
  ratios: number[];
  /** the median of `ratios` */
  ratio: number;
}

/**
 * Two targets measured `settings.rounds` times in alternating order (measureAlternating), compared
 * round by round: the ratio of a pair is
 * the median of its rounds' ratios, each of two runs a few seconds apart, so that a machine slowing
 * down or speeding up between rounds moves both sides of a ratio, not one. `a` and `b`: each target's
 * run with the median requests per second.
 */
export async function measurePaired(a: Target, b: Target, settings: Settings): Promise<PairedFigures> {
  const rounds: [Figures, Figures][] = [];
  for (let round = 0; round < (settings.rounds ?? 1); round++) {
    const first = round % 2 === 0 ? a : b;
    const second = first === a ? b : a;
    console.log(`measuring ${first.name} and ${second.name} (round ${round + 1})`);
    const one = await measure(first, settings);
    const other = await measure(second, settings);
    rounds.push(first === a ? [one, other] : [other, one]);
  }
  const ratios = rounds.map(([x, y]) => Math.round((x.requestsPerSecond / y.requestsPerSecond) * 100) / 100);
  const byRate = (figures: Figures) => figures.requestsPerSecond;
  return {
    a: medianBy(
      rounds.map(([x]) => x),
      byRate,
    ),
    b: medianBy(
      rounds.map(([, y]) => y),
      byRate,
    ),
    ratios,
    ratio: medianBy(ratios, (r) => r),
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
  const paired = await measurePaired(a, b, settings);
  return [paired.a, paired.b];
}

/** The middle value of `values` ordered by `by` (the lower of the two middle ones in an even count). */
function medianBy<T>(values: T[], by: (value: T) => number): T {
  const middle = [...values].sort((x, y) => by(x) - by(y))[Math.floor((values.length - 1) / 2)];
  if (middle === undefined) throw new Error("no round measured");
  return middle;
}
