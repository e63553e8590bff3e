/**
 * npm run bench (the app's vector tiles): GET /api/app/v1/tiles/p0/{z}/{x}/{y}.mvt on a released floor
 * of 5,000 rooms, timed server side (Fastify's elapsed time of each answer, from the request's arrival
 * to the last byte handed to the socket). Every tile covering the floor at each zoom 12-20 (a sample
 * of at most 60 a zoom, spread evenly), asked twice: uncached (the tile is cut and encoded; the floor's
 * tile index already built) and cached (the encoded tile kept by the process). The first tile of the
 * floor, which reads the floor and builds its index, is reported apart. p95 against the issue's
 * targets: ≤ 30 ms uncached, ≤ 2 ms cached. PGlite on disk always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app.ts";
import { openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import { publishDraft } from "../src/server/publishing/releases.ts";
import { insertRooms } from "./rooms.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round } from "./timing.ts";

const roomsOnFloor = 5000;
const zooms = { min: 12, max: 20 };
const tilesPerZoom = 60;
const targetsMs = { uncached: 30, cached: 2 };

interface Spread {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  tiles: number;
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: round(sorted.at(-1) ?? 0), tiles: sorted.length };
}

/** The tile column and row of lon, lat at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

/** At most `tilesPerZoom` tiles covering `bbox` at zoom z, spread evenly over them. */
function tilesCovering([west, south, east, north]: number[], z: number): string[] {
  const [x1, y1] = tileOf(west ?? 0, north ?? 0, z);
  const [x2, y2] = tileOf(east ?? 0, south ?? 0, z);
  const all: string[] = [];
  for (let x = x1; x <= x2; x++) for (let y = y1; y <= y2; y++) all.push(`${z}/${x}/${y}`);
  const step = Math.max(1, all.length / tilesPerZoom);
  return Array.from(
    { length: Math.min(all.length, tilesPerZoom) },
    (_, i) => all[Math.floor(i * step)] ?? "",
  );
}

interface DatabaseFigures {
  database: string;
  firstTileMs: number;
  uncached: Spread;
  cached: Spread;
  perZoom: { z: number; tiles: number; uncachedP95Ms: number; cachedP95Ms: number; bytesP50: number }[];
}

async function measureDatabase(databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-app-tiles-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    APP_MAX_PER_ADDRESS_PER_MINUTE: "1000000",
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  const app = await buildApp({ config, db, logger: false });
  const elapsed = new Map<string, number>();
  app.addHook("onResponse", async (request, reply) => {
    elapsed.set(request.url, reply.elapsedTime);
  });
  try {
    await insertRooms(db, "p0", roomsOnFloor);
    await db.transaction((tx) => publishDraft(tx, null, "bench"));
    await app.ready();
    const bbox = (await app.inject("/api/app/v1/map")).json().data.floors[0].bbox as number[];
    const tile = async (path: string) => {
      const url = `/api/app/v1/tiles/p0/${path}.mvt`;
      const response = await app.inject(url);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return { ms: elapsed.get(url) ?? Number.NaN, bytes: response.rawPayload.length };
    };
    const [first = ""] = tilesCovering(bbox, zooms.max);
    const firstTileMs = (await tile(first)).ms;
    const uncached: number[] = [];
    const cached: number[] = [];
    const perZoom: DatabaseFigures["perZoom"] = [];
    for (let z = zooms.min; z <= zooms.max; z++) {
      const paths = tilesCovering(bbox, z).filter((path) => path !== first);
      const cold: number[] = [];
      const warm: number[] = [];
      const sizes: number[] = [];
      for (const path of paths) {
        const { ms, bytes } = await tile(path);
        cold.push(ms);
        sizes.push(bytes);
      }
      for (const path of paths) warm.push((await tile(path)).ms);
      uncached.push(...cold);
      cached.push(...warm);
      perZoom.push({
        z,
        tiles: paths.length,
        uncachedP95Ms: spread(cold).p95Ms,
        cachedP95Ms: spread(warm).p95Ms,
        bytesP50: sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0,
      });
    }
    return {
      database: db.kind,
      firstTileMs: round(firstTileMs),
      uncached: spread(uncached),
      cached: spread(cached),
      perZoom,
    };
  } finally {
    await app.close();
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const figures: DatabaseFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring the app's vector tiles on ${url ? "postgres" : "pglite"}`);
  figures.push(await measureDatabase(url));
}

const results = {
  benchmark: "app-tiles",
  command: "npx node bench/app-tiles.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  targetsMs,
  databases: figures,
  summary: figures.flatMap((f) => [
    row(
      `${f.database}: a vector tile, uncached (5,000-room floor, z12-20), p95`,
      `${f.uncached.p95Ms} ms`,
      `≤ ${targetsMs.uncached} ms`,
      f.uncached.p95Ms <= targetsMs.uncached,
    ),
    row(
      `${f.database}: a vector tile, cached, p95`,
      `${f.cached.p95Ms} ms`,
      `≤ ${targetsMs.cached} ms`,
      f.cached.p95Ms <= targetsMs.cached,
    ),
    row(
      `${f.database}: the floor's first tile (reads the floor, builds its index)`,
      `${f.firstTileMs} ms`,
      "–",
      null,
    ),
  ]),
};

const within = (value: number, target: number) => (value <= target ? "yes" : "**no**");
const tableRows = figures.flatMap((f) => [
  `| ${f.database} | uncached | ${f.uncached.p50Ms} | ${f.uncached.p95Ms} | ${f.uncached.maxMs} | ${f.uncached.tiles} | ≤ ${targetsMs.uncached} | ${within(f.uncached.p95Ms, targetsMs.uncached)} |`,
  `| ${f.database} | cached | ${f.cached.p50Ms} | ${f.cached.p95Ms} | ${f.cached.maxMs} | ${f.cached.tiles} | ≤ ${targetsMs.cached} | ${within(f.cached.p95Ms, targetsMs.cached)} |`,
]);
const zoomRows = figures.flatMap((f) =>
  f.perZoom.map(
    (z) => `| ${f.database} | ${z.z} | ${z.tiles} | ${z.uncachedP95Ms} | ${z.cachedP95Ms} | ${z.bytesP50} |`,
  ),
);
const markdown = `# The app's vector tiles (${results.date.slice(0, 10)})

Written by \`npx node bench/app-tiles.ts\` (also a step of \`npm run bench\`); figures in app-tiles.json.

A released floor of ${roomsOnFloor.toLocaleString("en")} rooms (a grid about 1.4 × 0.75 km). \`GET /api/app/v1/tiles/p0/{z}/{x}/{y}.mvt\` of every tile covering the floor at zooms ${zooms.min}-${zooms.max}, at most ${tilesPerZoom} a zoom spread evenly, timed server side (Fastify's elapsed time of the answer). Each tile is asked twice: uncached (cut by geojson-vt and encoded, the floor's tile index already built) and cached (the encoded tile and its ETag kept by the process: no query, no hashing). The floor's first tile, which reads the floor from the database and builds its index, took ${figures.map((f) => `${f.firstTileMs} ms on ${f.database}`).join(" and ")}. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end.

| database | tile | p50 ms | p95 ms | max ms | tiles | target p95 ms | within target |
| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |
${tableRows.join("\n")}

By zoom:

| database | z | tiles | uncached p95 ms | cached p95 ms | bytes (median) |
| --- | ---: | ---: | ---: | ---: | ---: |
${zoomRows.join("\n")}
`;

const out = join(import.meta.dirname, "results");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "app-tiles.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(out, "app-tiles.md"), markdown);
console.log(markdown);
