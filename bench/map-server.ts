/**
 * npm run bench (map part): the map editor's two heavy calls on a real server on loopback.
 * GET /api/geo/extent answering 10,000 rooms in one page (from the floor the server keeps, and read
 * from the database again as after any change of the map), and POST /api/geo/save of 1,000 new,
 * 1,000 edited and 1,000 deleted rooms on fresh data each time. Server time runs from the request's
 * arrival to the last byte handed to the socket; the client's round trip is reported beside it.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { buildApp } from "../src/server/app.ts";
import { ensureAdmin, openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import { roomAt } from "./rooms.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round, type Timing, timing } from "./timing.ts";

/**
 * The client runs on a thread of its own, as autocannon does for the list benchmark: on the server's
 * thread, reading a 4 MB answer would be counted as the server's time.
 */
const clientSource = `
const { parentPort } = require("node:worker_threads");
const http = require("node:http");
const zlib = require("node:zlib");
const inflate = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, zstd: zlib.zstdDecompressSync };
const agent = new http.Agent({ keepAlive: true });
parentPort.on("message", ({ url, init }) => {
  const start = performance.now();
  const request = http.request(url, { method: init.method, headers: init.headers, agent }, (response) => {
    const chunks = [];
    response.on("data", (chunk) => chunks.push(chunk));
    response.on("end", () => {
      const raw = Buffer.concat(chunks);
      const encoding = response.headers["content-encoding"] ?? null;
      const text = (encoding ? inflate[encoding](raw) : raw).toString("utf8");
      parentPort.postMessage({ status: response.statusCode, text, encoding, wireBytes: raw.length, clientMs: performance.now() - start });
    });
  });
  request.end(init.body);
});`;

interface ClientAnswer {
  status: number;
  text: string;
  /** the answer's Content-Encoding, null when sent as it is */
  encoding: string | null;
  /** the body's bytes as they crossed the socket */
  wireBytes: number;
  clientMs: number;
}

/** One request at a time: each answer belongs to the only call waiting. */
function startClient() {
  const worker = new Worker(clientSource, { eval: true });
  let waiting: { resolve: (answer: ClientAnswer) => void; reject: (error: Error) => void } | null = null;
  worker.on("message", (answer: ClientAnswer) => waiting?.resolve(answer));
  worker.on("error", (error) => waiting?.reject(error));
  return {
    send: (url: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
      new Promise<ClientAnswer>((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage({ url, init });
      }),
    close: () => worker.terminate(),
  };
}

const extentFeatures = 10_000;
const savePerList = 1_000;
const extentRuns = { warmup: 3, measured: 20 };
const saveRuns = { warmup: 1, measured: 7 };
const targetsMs = { extent: 150, save: 500 };
const box = { p1: "19.40,51.70", p2: "19.60,51.90" };

/** what Chromium sends: the server picks the encoding */
const browserAcceptEncoding = "gzip, deflate, br, zstd";

interface ExtentFigures {
  features: number;
  /** the JSON's size */
  bytes: number;
  /** what crossed the socket, and its Content-Encoding */
  wireBytes: number;
  encoding: string | null;
  /** whether the floor came from what the server keeps (floor-cache.ts) or from the database */
  read: "kept" | "database";
  server: Timing;
  client: Timing;
  targetMs: number;
}

interface DatabaseFigures {
  database: "pglite" | "postgres";
  /**
   * asked for as the browser asks (compressed) and without Accept-Encoding, alternately, and as the
   * browser asks right after the map changed (the floor read from the database again)
   */
  extent: { compressed: ExtentFigures; plain: ExtentFigures; changed: ExtentFigures };
  save: { new: number; edited: number; deleted: number; server: Timing; client: Timing; targetMs: number };
}

/** A room of the size of a lecture hall on a grid 100 wide. */
const room = (i: number, offset = 0) =>
  roomAt(19.45 + (i % 100) * 2e-4, 51.75 + Math.floor(i / 100) * 2e-4 + offset, `room-${offset}-${i}`, i);

const extentFigures = (
  series: {
    server: number[];
    client: number[];
    bytes: number;
    wireBytes: number;
    encoding: string | null;
  },
  read: ExtentFigures["read"],
): ExtentFigures => ({
  features: extentFeatures,
  bytes: series.bytes,
  wireBytes: series.wireBytes,
  encoding: series.encoding,
  read,
  server: timing(series.server),
  client: timing(series.client),
  targetMs: targetsMs.extent,
});

async function measureDatabase(databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-bench-map-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const password = `Aa1${randomBytes(12).toString("base64url")}`;
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: "bench-map@example.com",
    ADMIN_PASSWORD: password,
    ...(schema && { DATABASE_URL: schema.url }),
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  const app = await buildApp({ config, db, logger: false });
  const client = startClient();
  try {
    await ensureAdmin(db, config);
    // Server time per request, taken on the raw socket so that no plugin's order can hide a part.
    const serverMs: number[] = [];
    app.server.prependListener("request", (_request, response) => {
      const start = performance.now();
      response.once("finish", () => serverMs.push(performance.now() - start));
    });
    const base = await app.listen({ host: "127.0.0.1", port: 0 });

    let answered = 0;
    const call = async (
      method: string,
      path: string,
      token: string | null,
      body?: unknown,
      acceptEncoding?: string,
    ) => {
      const headers = {
        "content-type": "application/json",
        "accept-language": "en",
        ...(token && { authorization: `Bearer ${token}` }),
        ...(acceptEncoding && { "accept-encoding": acceptEncoding }),
      };
      const init = { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) };
      const { status, text, clientMs, encoding, wireBytes } = await client.send(`${base}${path}`, init);
      if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 500)}`);
      // The server's "finish" may come a turn of the event loop after the client has read the body.
      while (serverMs.length === answered) await new Promise(setImmediate);
      answered = serverMs.length;
      return {
        json: JSON.parse(text),
        bytes: Buffer.byteLength(text),
        wireBytes,
        encoding,
        clientMs,
        serverMs: serverMs.at(-1) ?? 0,
      };
    };
    const login = await call("POST", "/api/auth/login", null, {
      email: "bench-map@example.com",
      password,
    });
    const token: string = login.json.data.token;

    const seeded = Array.from({ length: extentFeatures }, (_, i) => room(i));
    await call("POST", "/api/geo", token, { profile: "p0", features: seeded });

    const extentPath = `/api/geo/extent?profile=p0&p1=${box.p1}&p2=${box.p2}&limit=${extentFeatures}`;
    const series = () => ({
      server: [] as number[],
      client: [] as number[],
      bytes: 0,
      wireBytes: 0,
      encoding: null as string | null,
    });
    const extent = { compressed: series(), plain: series(), changed: series() };
    for (let run = 0; run < extentRuns.warmup + extentRuns.measured; run++) {
      for (const [kind, acceptEncoding] of [
        ["compressed", browserAcceptEncoding],
        ["plain", undefined],
        ["changed", browserAcceptEncoding],
      ] as const) {
        // As a save anywhere on the map does: the server reads the floor from the database again.
        if (kind === "changed") await db.query("UPDATE map_revision SET revision = revision + 1");
        const answer = await call("GET", extentPath, token, undefined, acceptEncoding);
        if (answer.json.data.features.length !== extentFeatures || answer.json.data.next !== null)
          throw new Error(
            `extent answered ${answer.json.data.features.length} features, next ${answer.json.data.next}`,
          );
        if (run < extentRuns.warmup) continue;
        Object.assign(extent[kind], {
          bytes: answer.bytes,
          wireBytes: answer.wireBytes,
          encoding: answer.encoding,
        });
        extent[kind].server.push(answer.serverMs);
        extent[kind].client.push(answer.clientMs);
      }
    }

    const save = { server: [] as number[], client: [] as number[] };
    for (let run = 0; run < saveRuns.warmup + saveRuns.measured; run++) {
      // Fresh features each time, beside the extent's floor: the save edits and deletes what was just loaded.
      const loaded = Array.from({ length: 2 * savePerList }, (_, i) => room(i, (run + 1) * 0.05));
      const created = await call("POST", "/api/geo", token, { profile: "p1", features: loaded });
      const ids: number[] = created.json.data.ids;
      const body = {
        profile: "p1",
        ...box,
        new: Array.from({ length: savePerList }, (_, i) => room(i, (run + 1) * 0.05 + 0.02)),
        edited: ids
          .slice(0, savePerList)
          .map((id, i) => ({ ...room(i, (run + 1) * 0.05 + 0.01), id, version: 1 })),
        deleted: ids.slice(savePerList).map((id) => ({ id, version: 1 })),
      };
      const answer = await call("POST", "/api/geo/save", token, body);
      if (answer.json.data.new.length !== savePerList) throw new Error("the save created the wrong count");
      if (run < saveRuns.warmup) continue;
      save.server.push(answer.serverMs);
      save.client.push(answer.clientMs);
    }

    return {
      database: db.kind,
      extent: {
        compressed: extentFigures(extent.compressed, "kept"),
        plain: extentFigures(extent.plain, "kept"),
        changed: extentFigures(extent.changed, "database"),
      },
      save: {
        new: savePerList,
        edited: savePerList,
        deleted: savePerList,
        server: timing(save.server),
        client: timing(save.client),
        targetMs: targetsMs.save,
      },
    };
  } finally {
    await client.close();
    await app.close();
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const figures: DatabaseFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring the map calls on ${url ? "postgres" : "pglite"}`);
  figures.push(await measureDatabase(url));
}

const results = {
  benchmark: "map-server",
  command: "npx node bench/map-server.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  // other work on the machine skews the figures: the 1-minute load average tells how much
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  targetsMs,
  databases: figures,
  summary: figures.flatMap(({ database, extent, save }) => [
    row(
      `${database}: GET /api/geo/extent, ${extent.compressed.features} rooms as the browser asks (${extent.compressed.encoding}), floor kept by the server, server median`,
      `${extent.compressed.server.medianMs} ms`,
      `≤ ${extent.compressed.targetMs} ms`,
      extent.compressed.server.medianMs <= extent.compressed.targetMs,
    ),
    row(
      `${database}: GET /api/geo/extent, ${extent.changed.features} rooms as the browser asks, the floor read from the database (the map changed), server median`,
      `${extent.changed.server.medianMs} ms`,
      `≤ ${extent.changed.targetMs} ms`,
      extent.changed.server.medianMs <= extent.changed.targetMs,
    ),
    row(
      `${database}: GET /api/geo/extent, ${extent.compressed.features} rooms, bytes on the wire (${extent.compressed.encoding} / uncompressed)`,
      `${mb(extent.compressed.wireBytes)} / ${mb(extent.plain.wireBytes)} MB`,
      "–",
      null,
    ),
    row(
      `${database}: POST /api/geo/save, ${save.new} new + ${save.edited} edited + ${save.deleted} deleted, server median`,
      `${save.server.medianMs} ms`,
      `≤ ${save.targetMs} ms`,
      save.server.medianMs <= save.targetMs,
    ),
  ]),
};

const verdict = (ms: number, target: number) => (ms <= target ? "yes" : "**no**");
const extentRow = (database: string, extent: ExtentFigures) =>
  `| ${database} | \`GET /api/geo/extent\`, ${extent.features} rooms in one page, ${extent.read === "kept" ? "floor kept by the server" : "floor read from the database (the map changed)"}, ${extent.encoding ?? "uncompressed"}: ${mb(extent.wireBytes)} MB on the wire (${mb(extent.bytes)} MB of JSON) | ${extent.server.medianMs} | ${extent.server.p90Ms} | ${extent.client.medianMs} | ${extent.server.runs} | ≤ ${extent.targetMs} | ${verdict(extent.server.medianMs, extent.targetMs)} |`;
const rows = figures.flatMap(({ database, extent, save }) => [
  extentRow(database, extent.compressed),
  extentRow(database, extent.plain),
  extentRow(database, extent.changed),
  `| ${database} | \`POST /api/geo/save\`, ${save.new} new + ${save.edited} edited + ${save.deleted} deleted rooms | ${save.server.medianMs} | ${save.server.p90Ms} | ${save.client.medianMs} | ${save.server.runs} | ≤ ${save.targetMs} | ${verdict(save.server.medianMs, save.targetMs)} |`,
]);
const table = [
  `Real HTTP on loopback, one request at a time; server time from the request's arrival to its last byte. The extent is asked for as Chromium asks (\`Accept-Encoding: ${browserAcceptEncoding}\`) and without Accept-Encoding, alternately; the server keeps the floor between calls until the map changes, and a third call each round moves the map's revision first, as any save does, so that the floor is read from the database again. Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end.`,
  "",
  "| database | call | server median ms | server p90 ms | client median ms | runs | target ms | median within target |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows,
].join("\n");
const dir = join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "map-server.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  join(dir, "map-server.md"),
  `# Map server (${results.date.slice(0, 10)})\n\nWritten by \`${results.command}\` (also the last step of \`npm run bench\`); figures in map-server.json.\n\n${table}\n`,
);
console.log(`\n${table}\n`);
