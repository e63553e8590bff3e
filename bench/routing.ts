/**
 * npm run bench (routing part): the routing network of the PolyMap campus (2,726-node navPath as
 * routes and connectors, 472 openings as doors, 443 units as rooms; tests/support/polymap-routing.ts)
 * built as each API process builds it (routing-network.ts), and paths between 1,000 pairs of rooms
 * drawn with a fixed seed: in the process (findRoute, what a query costs once the network is kept)
 * and through GET /api/routing/path on a server (Fastify's inject, PGlite; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set), whose first query after a change builds the network.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app.ts";
import { ensureAdmin, openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import { insertFeatures } from "../src/server/map/feature-store.ts";
import { geometryBounds } from "../src/server/map/geometry-bounds.ts";
import type { Geometry } from "../src/server/map/geometry-rules.ts";
import type { GraphFeature } from "../src/server/routing/graph-types.ts";
import { findRoute } from "../src/server/routing/route-finder.ts";
import { diagnose } from "../src/server/routing/routing-diagnostics.ts";
import { buildRoutingNetwork } from "../src/server/routing/routing-network.ts";
import { isFloor } from "../src/shared/floor.ts";
import { isMapType } from "../src/shared/map-types.ts";
import { loadPolymap } from "../tests/support/polymap-routing.ts";
import { freshSchema } from "./targets.ts";
import { round, timing } from "./timing.ts";

const targetsMs = { build: 200, path: 5 };
const buildRuns = { warmup: 3, measured: 20 };
const pairCount = 1_000;
const seed = 20261124;

/** A fixed sequence of pseudo-random numbers in [0, 1) (mulberry32). */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
};

const polymap = loadPolymap();
const byId = new Map(polymap.features.map((f) => [f.id, f]));
const next = random(seed);
const pick = () => byId.get(polymap.rooms[Math.floor(next() * polymap.rooms.length)] ?? 0) as GraphFeature;
const pairs = Array.from({ length: pairCount }, () => [pick(), pick()] as const);

console.log("measuring the routing network's build on PolyMap");
const builds: number[] = [];
for (let run = 0; run < buildRuns.warmup + buildRuns.measured; run++) {
  const start = performance.now();
  buildRoutingNetwork(polymap.features);
  if (run >= buildRuns.warmup) builds.push(performance.now() - start);
}
const network = buildRoutingNetwork(polymap.features);
const diagnosed = performance.now();
const problems = diagnose(network);
const diagnoseMs = round(performance.now() - diagnosed);

console.log(`measuring ${pairCount} paths between rooms in the process`);
const inProcess: number[] = [];
const outcomes: Record<string, number> = {};
for (const [from, to] of pairs) {
  const start = performance.now();
  const outcome = findRoute(network, from, to, false);
  inProcess.push(performance.now() - start);
  const kind = "route" in outcome ? "path" : String(outcome.refused);
  outcomes[kind] = (outcomes[kind] ?? 0) + 1;
}

interface ServerFigures {
  database: "pglite" | "postgres";
  firstMs: number;
  medianMs: number;
  p95Ms: number;
}

/** The campus stored as map features (ids in the order of polymap.features), then the pairs asked of the API. */
async function measureServer(databaseUrl: string | undefined): Promise<ServerFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-bench-routing-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const password = `Aa1${randomBytes(12).toString("base64url")}`;
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: "bench-routing@example.com",
    ADMIN_PASSWORD: password,
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  const app = await buildApp({ config, db, logger: false });
  try {
    await ensureAdmin(db, config);
    const stored = new Map<number, number>();
    for (const floor of new Set(polymap.features.map((f) => f.floor))) {
      const onFloor = polymap.features.filter((f) => f.floor === floor);
      if (!isFloor(floor)) throw new Error(`no floor ${floor}`);
      const ids = await insertFeatures(
        db,
        floor,
        onFloor.map((f) => {
          if (!isMapType(f.type)) throw new Error(`no map type ${f.type}`);
          return {
            type: f.type,
            geometry: f.geometry as Geometry,
            properties: { key: `bench-${f.id}`, ...f.properties },
            bounds: geometryBounds(f.geometry),
          };
        }),
      );
      onFloor.forEach((f, i) => {
        stored.set(f.id, ids[i] ?? 0);
      });
    }
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "bench-routing@example.com", password },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, "accept-language": "en" };
    const ask = async (from: GraphFeature, to: GraphFeature) => {
      const start = performance.now();
      const response = await app.inject({
        method: "GET",
        url: `/api/routing/path?from=${stored.get(from.id)}&to=${stored.get(to.id)}`,
        headers,
      });
      const ms = performance.now() - start;
      if (response.statusCode !== 200 && response.statusCode !== 422)
        throw new Error(`path: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return ms;
    };
    const [first] = pairs;
    const firstMs = first ? await ask(first[0], first[1]) : 0;
    const samples: number[] = [];
    for (const [from, to] of pairs) samples.push(await ask(from, to));
    return {
      database: db.kind,
      firstMs: round(firstMs),
      medianMs: timing(samples).medianMs,
      p95Ms: percentile(samples, 0.95),
    };
  } finally {
    await app.close();
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const servers: ServerFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring ${pairCount} paths through GET /api/routing/path on ${url ? "postgres" : "pglite"}`);
  servers.push(await measureServer(url));
}

const results = {
  benchmark: "routing",
  command: "npx node bench/routing.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  targetsMs,
  campus: {
    features: polymap.features.length,
    navPathNodes: polymap.nodes.size,
    graphNodes: network.graph.nodes.length,
    graphEdges: network.graph.edges.length,
    components: network.graph.components,
    problems: problems.length,
  },
  build: timing(builds),
  diagnoseMs,
  paths: {
    pairs: pairCount,
    seed,
    outcomes,
    medianMs: timing(inProcess).medianMs,
    p95Ms: percentile(inProcess, 0.95),
    maxMs: timing(inProcess).maxMs,
  },
  servers,
};

const verdict = (ms: number, target: number) => (ms <= target ? "yes" : "**no**");
const { campus, build, paths } = results;
const table = [
  `PolyMap: ${campus.features} routing features (${campus.navPathNodes} navPath nodes, doors, rooms), a graph of ${campus.graphNodes} nodes and ${campus.graphEdges} edges in ${campus.components} parts, ${campus.problems} problems found in ${diagnoseMs} ms. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end.`,
  "",
  "| what | median ms | p90 / p95 ms | runs | target ms | median within target |",
  "| --- | ---: | ---: | ---: | ---: | --- |",
  `| network build (graph, rooms and their doors, search arrays) | ${build.medianMs} | ${build.p90Ms} (p90) | ${build.runs} | ≤ ${targetsMs.build} | ${verdict(build.medianMs, targetsMs.build)} |`,
  `| path between two rooms, in the process | ${paths.medianMs} | ${paths.p95Ms} (p95) | ${paths.pairs} | ≤ ${targetsMs.path} | ${verdict(paths.medianMs, targetsMs.path)} |`,
  ...servers.map(
    (s) =>
      `| \`GET /api/routing/path\` between two rooms on ${s.database} (inject; the first, building the network: ${s.firstMs} ms) | ${s.medianMs} | ${s.p95Ms} (p95) | ${pairCount} | ≤ ${targetsMs.path} | ${verdict(s.medianMs, targetsMs.path)} |`,
  ),
  "",
  `Pairs of rooms drawn with seed ${seed}: ${Object.entries(paths.outcomes)
    .map(([kind, count]) => `${count} ${kind === "path" ? "paths" : `refused with ${kind}`}`)
    .join(", ")}.`,
].join("\n");
const dir = join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "routing.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  join(dir, "routing.md"),
  `# Routing (${results.date.slice(0, 10)})\n\nWritten by \`${results.command}\` (also a step of \`npm run bench\`); figures in routing.json.\n\n${table}\n`,
);
console.log(`\n${table}\n`);
