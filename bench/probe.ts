/**
 * npm run probe: the attack runs of issues 7 and 28, re-runnable. Real API processes
 * (`node src/server/main.ts`) are attacked over HTTP on loopback: parallel password guessing,
 * X-Forwarded-For spoofing behind TRUST_PROXY, pg_terminate_backend under load, fuzzing from the
 * OpenAPI document and odd paths, SIGTERM with kept-alive connections, floods of the mobile app's
 * writes, invalid or huge geometries saved and imported, hostile IMDF archives, and /api/health
 * sampled while an import, a zip bomb and routing rebuilds run (event-loop). PGlite always;
 * PostgreSQL too when PROBE_DATABASE_URL (or
 * BENCH_DATABASE_URL, TEST_DATABASE_URL) names a server, where each API process gets a fresh database.
 * Figures go to bench/results/probe.md and probe.json; PROBE_ONLY=guessing,fuzz runs some probes
 * only and prints theirs. The exit code is 1 when something did not hold. Not part of `npm run bench`: it attacks, it does
 * not time.
 */
import { probeArchives } from "./probe/archive.ts";
import { probeConnectionKills } from "./probe/connection-kills.ts";
import { probeEventLoop } from "./probe/event-loop.ts";
import { probeFlood } from "./probe/flood.ts";
import { probeFuzz } from "./probe/fuzz.ts";
import { probeGeometry } from "./probe/geometry.ts";
import { probeGuessing } from "./probe/guessing.ts";
import { signIn } from "./probe/http.ts";
import { probeOddRequests } from "./probe/odd-requests.ts";
import { type DatabaseRun, exitedRow, probeResults, type Row } from "./probe/report.ts";
import { startServer, type Target } from "./probe/server.ts";
import { probeShutdown } from "./probe/shutdown.ts";
import { probeSpoofing } from "./probe/spoofing.ts";

const probes = [
  "guessing",
  "spoofing",
  "kills",
  "fuzz",
  "shutdown",
  "flood",
  "geometry",
  "archive",
  "event-loop",
];

function chosen(raw: string | undefined): Set<string> {
  if (!raw) return new Set(probes);
  const names = raw.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !probes.includes(name));
  if (unknown.length)
    throw new Error(
      `PROBE_ONLY takes a comma-separated list of ${probes.join(", ")}; got '${unknown.join(", ")}'`,
    );
  return new Set(names);
}

const only = chosen(process.env.PROBE_ONLY);
const postgresUrl =
  process.env.PROBE_DATABASE_URL || process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const notOnPglite: Row = {
  probe: "kills",
  sent: "—",
  expected: "PostgreSQL only: PGlite runs inside the API process, with no connection to kill",
  figure: "not run",
  held: null,
  defects: [],
};

/** Runs probes; probes that cannot finish (their server does not start, …) are a row that did not hold. */
async function attempt(probe: string, work: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await work();
  } catch (error) {
    const said = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(said);
    const failed = { sent: "—", expected: "the probe runs to its end", held: false };
    return [
      { probe, ...failed, figure: "the probe failed: see the defects", defects: [said.slice(0, 2000)] },
    ];
  }
}

const step = (probe: string, work: () => Promise<Row[]>) => {
  console.log(`  ${probe}`);
  return attempt(probe, work);
};

/** Guessing, connection kills and fuzz share one server on the demo campus, each from addresses of its own. */
async function probeSharedServer(target: Target, shared: string[]): Promise<Row[]> {
  const server = await startServer(target, { seed: true });
  const rows: Row[] = [];
  try {
    const token = await signIn(server.port, server.admin.email, server.admin.password);
    if (only.has("guessing")) rows.push(...(await step("guessing", () => probeGuessing(server, token))));
    if (only.has("kills"))
      rows.push(
        ...(await step("kills", async () => [
          target.kind === "postgres" ? await probeConnectionKills(server, token) : notOnPglite,
        ])),
      );
    if (only.has("fuzz"))
      rows.push(
        ...(await step("fuzz", async () => [
          await probeFuzz(server, token),
          await probeOddRequests(server, token),
        ])),
      );
    if (!server.alive()) rows.push(exitedRow(shared.join(","), "the probes above", server.output()));
    return rows;
  } finally {
    await server.stop();
  }
}

async function probeDatabase(target: Target): Promise<Row[]> {
  const shared = ["guessing", "kills", "fuzz"].filter((name) => only.has(name));
  return [
    ...(shared.length ? await attempt(shared.join(","), () => probeSharedServer(target, shared)) : []),
    ...(only.has("spoofing") ? await step("spoofing", () => probeSpoofing(target)) : []),
    ...(only.has("shutdown") ? await step("shutdown", async () => [await probeShutdown(target)]) : []),
    ...(only.has("flood") ? await step("flood", () => probeFlood(target)) : []),
    ...(only.has("geometry") ? await step("geometry", () => probeGeometry(target)) : []),
    ...(only.has("archive") ? await step("archive", () => probeArchives(target)) : []),
    ...(only.has("event-loop") ? await step("event-loop", async () => [await probeEventLoop(target)]) : []),
  ];
}

const started = Date.now();
const targets: Target[] = [
  { kind: "pglite" },
  ...(postgresUrl ? [{ kind: "postgres" as const, postgresUrl }] : []),
];
const runs: DatabaseRun[] = [];
for (const target of targets) {
  console.log(`probing on ${target.kind}`);
  runs.push({ database: target.kind, rows: await probeDatabase(target) });
}
console.log(`\n${probeResults(runs, started, !process.env.PROBE_ONLY)}`);
if (runs.some((run) => run.rows.some((row) => row.held === false))) process.exitCode = 1;
