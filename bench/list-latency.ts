/**
 * npm run bench: latency and throughput of the first page of the news list, signed in as the admin,
 * beside a bare Fastify route and, per database, the list's floor (Fastify running the same query on
 * the same database) measured in the same run with the same settings, so that the figures can be read
 * as a multiple of what this machine does at best. Loopback only; bounded by BENCH_SECONDS.
 */
import { join } from "node:path";
import { type Figures, measure, measureAlternating, type Settings } from "./measure.ts";
import { writeResults } from "./report.ts";
import { startApi, startBare, startFloor, type Target } from "./targets.ts";

function seconds(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 300)
    throw new Error(`BENCH_SECONDS must be a whole number of seconds from 1 to 300, got '${raw}'`);
  return value;
}

const settings: Settings = {
  connections: 50,
  warmupSeconds: 2,
  seconds: seconds(process.env.BENCH_SECONDS),
  rounds: 3,
};
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const databases = [undefined, ...(postgresUrl ? [postgresUrl] : [])];

const figures: Figures[] = [];
async function measureThenClose(target: Target) {
  try {
    console.log(`measuring ${target.name}: GET ${target.path} (${target.records ?? "-"} records)`);
    figures.push(await measure(target, settings));
  } finally {
    await target.close();
  }
}

await measureThenClose(await startBare());
for (const databaseUrl of databases) {
  const api = await startApi(databaseUrl);
  try {
    const floor = await startFloor(api);
    try {
      figures.push(...(await measureAlternating(floor, api, settings)));
    } finally {
      await floor.close();
    }
  } finally {
    // The floor shares the API's database, which closes with the API.
    await api.close();
  }
}

const table = writeResults(join(import.meta.dirname, "results"), "list-latency", figures, settings);
console.log(`\n${table}\n`);
