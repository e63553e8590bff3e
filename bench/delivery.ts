/**
 * npm run bench (delivery part): the delivery outbox's guarantee and speed with a real server process
 * and a loopback FCM (tests/support/fcm-test-server.ts). First, 100 SOS replies: the time from a
 * reply's answer (its push committed) to FCM accepting the push, and the pushes per second. Then 20
 * loops of kill -9 (tests/support/delivery-crash-loops.ts), cycling through the three kill points:
 * after the commit, while FCM holds the push unanswered, just after FCM answered; after each, the
 * server starts again on the same database and FCM counts the push's arrivals. Target: no push lost,
 * and no duplicate outside the window (FCM had it before the kill). PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  arrivalsOf,
  type Campus,
  call,
  crashLoop,
  killPoints,
  type LoopResult,
  openCampus,
} from "../tests/support/delivery-crash-loops.ts";
import { type FcmTestServer, startFcmTestServer } from "../tests/support/fcm-test-server.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { round, type Timing, timing } from "./timing.ts";

const loops = 20;
const replies = 100;
const inFlight = 10;

interface DatabaseFigures {
  database: "pglite" | "postgres";
  latency: Timing;
  pushesPerSecond: number;
  loops: LoopResult[];
  lost: number;
  duplicates: number;
  duplicatesOutsideWindow: number;
  recovery: Timing;
}

/** 100 replies, `inFlight` at a time: from each reply's answer to FCM's acceptance of its push. */
async function measureSpeed(campus: Campus): Promise<{ latency: Timing; pushesPerSecond: number }> {
  const ids: number[] = [];
  for (let i = 0; i < replies; i++) {
    const report = await call<{ id: number }>(campus.server, campus.userToken, "POST", "/api/mobile/sos", {
      lon: 19.45,
      lat: 51.77,
    });
    ids.push(report.data.id);
  }
  const answeredAt = new Map<string, number>();
  const acceptedAt = new Map<string, number>();
  campus.fcm.onSend = (push) => {
    if (push.data.kind === "sos_reply") acceptedAt.set(push.data.id ?? "", performance.now());
  };
  const started = performance.now();
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await call(campus.server, campus.adminToken, "POST", "/api/pushsos", {
          sos_id: id,
          title: "Pomoc",
          body: "W drodze",
        });
        answeredAt.set(String(id), performance.now());
      }
    }),
  );
  while (ids.some((id) => arrivalsOf(campus.fcm, id) === 0))
    await new Promise((done) => setTimeout(done, 20));
  const finished = Math.max(...acceptedAt.values());
  campus.fcm.onSend = null;
  const samples = ids.map((id) =>
    Math.max(0, (acceptedAt.get(String(id)) ?? 0) - (answeredAt.get(String(id)) ?? 0)),
  );
  return { latency: timing(samples), pushesPerSecond: round(replies / ((finished - started) / 1000)) };
}

async function measureDatabase(postgresUrl: string | undefined): Promise<DatabaseFigures> {
  const fcm: FcmTestServer = await startFcmTestServer();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-delivery-"));
  const schema = postgresUrl ? await freshSchema(postgresUrl) : null;
  const campus = await openCampus({ DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? "" }, fcm);
  try {
    const speed = await measureSpeed(campus);
    const results: LoopResult[] = [];
    let lost = 0;
    for (let i = 0; i < loops; i++) {
      const point = killPoints[i % killPoints.length] ?? "after-commit";
      try {
        const result = await crashLoop(campus, point);
        results.push(result);
        console.log(
          `  loop ${i + 1}: killed ${point}, arrivals ${result.arrivals}, FCM had it before: ${result.acceptedBeforeKill}`,
        );
      } catch (error) {
        lost++;
        console.log(`  loop ${i + 1}: killed ${point}, LOST: ${(error as Error).message.slice(0, 200)}`);
      }
    }
    return {
      database: postgresUrl ? "postgres" : "pglite",
      ...speed,
      loops: results,
      lost,
      duplicates: results.filter((r) => r.arrivals > 1).length,
      duplicatesOutsideWindow: results.filter((r) => r.arrivals > 1 && !r.acceptedBeforeKill).length,
      recovery: timing(results.map((r) => r.recoveryMs)),
    };
  } finally {
    await campus.server.stop();
    await fcm.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const loadAtStart = loadavg()[0] ?? 0;
const figures: DatabaseFigures[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  console.log(`measuring delivery on ${url ? "postgres" : "pglite"}`);
  figures.push(await measureDatabase(url));
}

const results = {
  benchmark: "delivery",
  command: "npx node bench/delivery.ts",
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverage1m: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
  settings: { loops, replies, inFlight, pollMs: 100, leaseMs: 1500 },
  databases: figures,
  summary: figures.flatMap((f) => [
    row(`${f.database}: pushes lost in ${loops} kill -9 loops`, `${f.lost}`, "0", f.lost === 0),
    row(
      `${f.database}: duplicates outside the window (FCM did not have the push before the kill)`,
      `${f.duplicatesOutsideWindow}`,
      "0",
      f.duplicatesOutsideWindow === 0,
    ),
    row(`${f.database}: duplicates inside the window`, `${f.duplicates} of ${loops}`, "–", null),
    row(
      `${f.database}: reply answered → push accepted by FCM, median`,
      `${f.latency.medianMs} ms`,
      "–",
      null,
    ),
    row(
      `${f.database}: pushes per second (${inFlight} replies in flight)`,
      `${f.pushesPerSecond}`,
      "–",
      null,
    ),
  ]),
};

const byPoint = (f: DatabaseFigures) =>
  killPoints
    .map((point) => {
      const of = f.loops.filter((r) => r.point === point);
      return `| ${f.database} | ${point} | ${of.length} | ${of.filter((r) => r.acceptedBeforeKill).length} | ${of.filter((r) => r.arrivals === 1).length} | ${of.filter((r) => r.arrivals === 2).length} | ${of.filter((r) => r.arrivals > 2).length} |`;
    })
    .join("\n");
const report = [
  `Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}), 1-minute load average ${results.loadAverage1m.start} at the start and ${results.loadAverage1m.end} at the end. Server processes with DELIVERY_POLL_MS=100 and DELIVERY_LEASE_MS=1500 (a push claimed by a killed process is taken again 1.5 s after its claim).`,
  "",
  "## Kill -9",
  "",
  `${loops} loops per database: an SOS report answered with a push, the server killed with SIGKILL at the loop's point, started again on the same database, and the push's arrivals at FCM counted once the queue is empty.`,
  "",
  "| database | killed | loops | FCM had the push before the kill | arrived once | arrived twice | more |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ...figures.map(byPoint),
  "",
  "| database | lost | duplicates | of them outside the window | recovery median ms (restart included) | recovery p90 ms |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...figures.map(
    (f) =>
      `| ${f.database} | ${f.lost} | ${f.duplicates} | ${f.duplicatesOutsideWindow} | ${f.recovery.medianMs} | ${f.recovery.p90Ms} |`,
  ),
  "",
  "## Speed",
  "",
  `${replies} SOS replies, ${inFlight} in flight: from a reply's answer (its push committed) to FCM's acceptance of the push.`,
  "",
  "| database | median ms | p90 ms | max ms | pushes per second |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...figures.map(
    (f) =>
      `| ${f.database} | ${f.latency.medianMs} | ${f.latency.p90Ms} | ${f.latency.maxMs} | ${f.pushesPerSecond} |`,
  ),
].join("\n");
const dir = join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "delivery.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  join(dir, "delivery.md"),
  `# Delivery (${results.date.slice(0, 10)})\n\nWritten by \`${results.command}\` (also a step of \`npm run bench\`); figures in delivery.json.\n\n${report}\n`,
);
console.log(`\n${report}\n`);
