/**
 * The load of one measurement (measure.ts) from a process of its own: autocannon's warm-up and its
 * measured run in the same process, so that the measured run meets a client whose code is compiled
 * (a fresh process lost half its requests per second in its first seconds). Prints the measured
 * run's result as JSON. Argument: `{ url, headers, connections, warmupSeconds, seconds }` as JSON.
 */
import autocannon from "autocannon";

const { url, headers, connections, warmupSeconds, seconds } = JSON.parse(process.argv[2] ?? "{}") as {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
};
await autocannon({ url, headers, connections, duration: warmupSeconds });
const result = await autocannon({ url, headers, connections, duration: seconds });
process.stdout.write(JSON.stringify(result));
