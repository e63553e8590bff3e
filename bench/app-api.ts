/**
 * npm run bench: the app's news list and a floor's GeoJSON (docs/app-api.md) at 100 connections, answered in full (200),
 * in full to a client accepting brotli (200 br, as phones ask) and revalidated (304, If-None-Match), each beside a
 * floor in the same run: Fastify answering the same bytes from memory, with every header the API sends (and 304
 * the same way). The ratios say what reading the database, the publication rule, serialising, compressing and
 * tagging cost against a server that does none of it. Targets of issue 31: ≥ 0.6 × the floor for 200s, ≥ 0.8 ×
 * for 304s. Per database; loopback only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
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
/** the answers measured of each read: the request's headers besides the tag, and the target */
const answers = [
  { answer: "200", label: "200s", headers: {}, target: 0.6 },
  { answer: "200 br", label: "200s in brotli", headers: { "accept-encoding": "br" }, target: 0.6 },
  { answer: "304", label: "304s", headers: {}, target: 0.8 },
] as const;
type Answer = (typeof answers)[number];

interface Pair {
  read: string;
  database: string;
  answer: Answer["answer"];
  api: Figures;
  floor: Figures;
  /** the API's req/s ÷ the floor's in each round */
  ratios: number[];
  /** their median */
  ratio: number;
  target: number;
}

interface Answered {
  status: number;
  headers: Headers;
  /** as sent, compressed or not (fetch would inflate them) */
  bytes: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<Answered> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const answered = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === "string") answered.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers: answered, bytes: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

/**
 * The floor of one read: its bytes kept in memory, plain and in brotli, each sent with every header
 * the API sent with them (200), and 304 on the plain answer's tag with every header of the API's 304.
 */
async function memoryFloor(plain: Answered, brotli: Answered, revalidated: Headers) {
  const app = Fastify({ logger: false });
  const tag = plain.headers.get("etag") ?? "";
  const plainHeaders = copied(plain.headers);
  const brotliHeaders = copied(brotli.headers);
  const revalidatedHeaders = copied(revalidated);
  app.get("/floor", async (request, reply) => {
    if (request.headers["if-none-match"] === tag) return reply.code(304).headers(revalidatedHeaders).send();
    if (request.headers["accept-encoding"] === "br") return reply.headers(brotliHeaders).send(brotli.bytes);
    return reply.headers(plainHeaders).send(plain.bytes);
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
      const first = await rawGet(`${api.url}${read.path}`, {});
      if (first.status !== 200) throw new Error(`${read.path}: ${first.status} ${first.bytes}`);
      const brotli = await rawGet(`${api.url}${read.path}`, { "accept-encoding": "br" });
      if (brotli.headers.get("content-encoding") !== "br") throw new Error(`${read.path}: not in brotli`);
      const tag = first.headers.get("etag") ?? "";
      const again = await rawGet(`${api.url}${read.path}`, { "if-none-match": tag });
      if (again.status !== 304) throw new Error(`${read.path} again: ${again.status}`);
      const floor = await memoryFloor(first, brotli, again.headers);
      try {
        for (const { answer, headers: asked, target } of answers) {
          const headers: Record<string, string> = answer === "304" ? { "if-none-match": tag } : { ...asked };
          const apiTarget: Target = {
            ...api,
            name: `app-${read.name}-${answer.replace(" ", "-")}-${api.database}`,
            path: read.path,
            headers,
          };
          const floorTarget: Target = {
            name: `floor-${read.name}-${answer.replace(" ", "-")}-${api.database}`,
            path: "/floor",
            database: api.database,
            headers,
            records: null,
            url: floor.url,
            close: async () => {},
          };
          const { a, b: f, ratios, ratio } = await measurePaired(apiTarget, floorTarget, settings);
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
  `${settings.connections} connections on loopback, ${settings.seconds} s per target after ${settings.warmupSeconds} s of warm-up, each database in a process of its own${pinned ? ` on CPU ${pinned.server}, the load from a process of its own (bench/load-generator.ts, autocannon) on CPU ${pinned.load}` : ""}; API and floor in ${settings.rounds} rounds of alternating order, each ratio the median of the rounds' ratios (the rounds' in the last column; the req/s and latencies shown are each side's median run). The floor is Fastify answering the API's bytes from memory (plain, or the API's brotli bytes to \`accept-encoding: br\`) with every header the API sent with them, 304 on the same tag with the API's 304 headers. Node ${process.version}, ${cpus().length} CPUs, 1-minute load average ${load} at the end.`,
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
    `${p.database}: GET ${reads.find((r) => r.name === p.read)?.path}, ${answers.find((a) => a.answer === p.answer)?.label} at ${settings.connections} connections`,
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
