/**
 * npm run bench: the app's news list and a floor's GeoJSON (docs/app-api.md) at 100 connections, answered in full (200)
 * and revalidated (304, If-None-Match), each beside a floor in the same run: Fastify answering the same
 * bytes from memory, with every header the API sends (and 304 the same way). The ratios say what reading the
 * database, the publication rule, serialising and tagging cost against a server that does none of it.
 * Targets of issue 31: ≥ 0.6 × the floor for 200s, ≥ 0.8 × for 304s. Per database; loopback only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { type Figures, measurePaired, pinnedCpus, type Settings } from "./measure.ts";
import { floorHeaders as copied } from "./memory-floor-headers.ts";
import { row } from "./summary-row.ts";
import { startApi, type Target } from "./targets.ts";

const settings: Settings = {
  connections: 100,
  warmupSeconds: 1,
  seconds: Number(process.env.BENCH_SECONDS || 3),
  rounds: 7,
  pinnedLoad: true,
};
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const databases = [undefined, ...(postgresUrl ? [postgresUrl] : [])];
/** the reads measured: what an app opening its news asks for */
const reads = [
  { name: "articles", path: "/api/app/v1/articles?page=1&lang=pl" },
  { name: "floor-p0", path: "/api/app/v1/map/p0?lang=pl" },
];
const targets = { ok: 0.6, notModified: 0.8 };

interface Pair {
  read: string;
  database: string;
  answer: "200" | "304";
  api: Figures;
  floor: Figures;
  /** the API's req/s ÷ the floor's in each round */
  ratios: number[];
  /** their median */
  ratio: number;
  target: number;
}

/**
 * The floor of one read: its bytes kept in memory, sent with every header the API sent with them
 * (200), and 304 on the same tag with every header of the API's 304.
 */
async function memoryFloor(bytes: Buffer, full: Headers, revalidated: Headers) {
  const app = Fastify({ logger: false });
  const tag = full.get("etag") ?? "";
  const fullHeaders = copied(full);
  const revalidatedHeaders = copied(revalidated);
  app.get("/floor", async (request, reply) => {
    if (request.headers["if-none-match"] === tag) return reply.code(304).headers(revalidatedHeaders).send();
    return reply.headers(fullHeaders).send(bytes);
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { app, url };
}

/** Measures the reads on one database (undefined: PGlite) and answers their pairs. */
async function measureDatabase(databaseUrl: string | undefined): Promise<Pair[]> {
  const pairs: Pair[] = [];
  // The load comes from one address: the per-address limit is lifted for it.
  const api = await startApi(databaseUrl, { APP_MAX_PER_ADDRESS_PER_MINUTE: "100000000" });
  try {
    for (const read of reads) {
      const first = await fetch(`${api.url}${read.path}`, { headers: { "accept-encoding": "identity" } });
      const bytes = Buffer.from(await first.arrayBuffer());
      if (first.status !== 200) throw new Error(`${read.path}: ${first.status} ${bytes}`);
      const tag = first.headers.get("etag") ?? "";
      const again = await fetch(`${api.url}${read.path}`, {
        headers: { "accept-encoding": "identity", "if-none-match": tag },
      });
      if (again.status !== 304) throw new Error(`${read.path} again: ${again.status}`);
      const floor = await memoryFloor(bytes, first.headers, again.headers);
      try {
        for (const answer of ["200", "304"] as const) {
          const headers: Record<string, string> = answer === "304" ? { "if-none-match": tag } : {};
          const apiTarget: Target = {
            ...api,
            name: `app-${read.name}-${answer}-${api.database}`,
            path: read.path,
            headers,
          };
          const floorTarget: Target = {
            name: `floor-${read.name}-${answer}-${api.database}`,
            path: "/floor",
            database: api.database,
            headers,
            records: null,
            url: floor.url,
            close: async () => {},
          };
          const { a, b: f, ratios, ratio } = await measurePaired(apiTarget, floorTarget, settings);
          const target = answer === "200" ? targets.ok : targets.notModified;
          pairs.push({
            read: read.name,
            database: api.database ?? "",
            answer,
            api: a,
            floor: f,
            ratios,
            ratio,
            target,
          });
          console.log(`${apiTarget.name}: ${ratio} × floor, rounds ${ratios.join(" ")} (target ≥ ${target})`);
        }
      } finally {
        await floor.app.close();
      }
    }
  } finally {
    await api.close();
  }
  return pairs;
}

// Each database is measured in a process of its own: the second would otherwise meet the heap, the
// compiled code and the timers the first left behind, and its ratios would lean on the order.
const childDatabase = process.env.BENCH_APP_API_DATABASE;
if (childDatabase !== undefined) {
  const pairs = await measureDatabase(childDatabase || undefined);
  writeFileSync(process.env.BENCH_APP_API_OUT ?? "", JSON.stringify(pairs));
  process.exit(0);
}
const pairs: Pair[] = [];
const scratch = mkdtempSync(join(tmpdir(), "bench-app-api-"));
// The servers on the CPUs the load generator leaves them (measure.ts, pinnedCpus).
const pinned = pinnedCpus();
for (const databaseUrl of databases) {
  const out = join(scratch, `${pairs.length}.json`);
  const child = [import.meta.filename];
  execFileSync(
    pinned ? "taskset" : process.execPath,
    pinned ? ["-c", pinned.server, process.execPath, ...child] : child,
    {
      stdio: "inherit",
      env: { ...process.env, BENCH_APP_API_DATABASE: databaseUrl ?? "", BENCH_APP_API_OUT: out },
    },
  );
  pairs.push(...(JSON.parse(readFileSync(out, "utf8")) as Pair[]));
}
rmSync(scratch, { recursive: true, force: true });

const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
const table = [
  `# The app's reads beside a memory floor (${new Date().toISOString().slice(0, 10)})`,
  "",
  "Written by `npx node bench/app-api.ts` (also a step of `npm run bench`); figures in app-api.json.",
  "",
  `${settings.connections} connections on loopback, ${settings.seconds} s per target after ${settings.warmupSeconds} s of warm-up, each database in a process of its own${pinned ? ` on CPU ${pinned.server}, the load from a process of its own (bench/load-generator.ts, autocannon) on CPU ${pinned.load}` : ""}; API and floor in ${settings.rounds} rounds of alternating order, each ratio the median of the rounds' ratios (the rounds' in the last column; the req/s and latencies shown are each side's median run). The floor is Fastify answering the API's bytes from memory with every header the API sent with them, 304 on the same tag with the API's 304 headers. Node ${process.version}, ${cpus().length} CPUs, 1-minute load average ${load} at the end.`,
  "",
  "| read | database | answer | API req/s | API p50 ms | API p99 ms | floor req/s | floor p50 ms | API ÷ floor | target | within target | rounds |",
  "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |",
  ...pairs.map(
    (p) =>
      `| ${p.read} | ${p.database} | ${p.answer} | ${Math.round(p.api.requestsPerSecond)} | ${p.api.p50Ms} | ${p.api.p99Ms} | ${Math.round(p.floor.requestsPerSecond)} | ${p.floor.p50Ms} | ${p.ratio} | ≥ ${p.target} | ${p.ratio >= p.target ? "yes" : "**no**"} | ${p.ratios.join(" ")} |`,
  ),
  "",
].join("\n");
const summary = pairs.map((p) =>
  row(
    `${p.database}: GET ${reads.find((r) => r.name === p.read)?.path}, ${p.answer}s at ${settings.connections} connections`,
    `${Math.round(p.api.requestsPerSecond)} req/s`,
    `≥ ${p.target} × the floor`,
    p.ratio >= p.target,
    { name: "the same bytes from memory", ratio: p.ratio },
  ),
);
const dir = join(import.meta.dirname, "results");
writeFileSync(join(dir, "app-api.md"), table);
writeFileSync(
  join(dir, "app-api.json"),
  `${JSON.stringify({ benchmark: "app-api", command: "npx node bench/app-api.ts", date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage1m: load, settings, pairs, summary }, null, 2)}\n`,
);
console.log(`\n${table}`);
