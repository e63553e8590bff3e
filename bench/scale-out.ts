/**
 * npm run bench: three API processes on one PostgreSQL behind Debian's HAProxy running the shipped
 * deploy/haproxy.cfg (docs/deployment.md). The app's news list at 100 connections through HAProxy,
 * 200s and 304s, beside a floor in the same run: the same HAProxy in front of three processes
 * answering the same bytes from memory (bench/memory-floor-server.ts). Then the load of the scale-out
 * test (app and staff readers, staff writers retrying with their Idempotency-Key) through a rolling
 * restart of the three and through a kill -9 of one: reads failed, writes lost or applied twice.
 * PostgreSQL only (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Balancer, everyServerAnswering, startHaproxy } from "../tests/support/haproxy.ts";
import { type LoadResult, underLoad, writesNotOnce } from "../tests/support/scale-out-load.ts";
import { freePort, type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";
import { type Figures, measureAlternating, type Settings } from "./measure.ts";
import { floorHeaders as copied } from "./memory-floor-headers.ts";
import { freshSchema } from "./targets.ts";

const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!base) {
  console.log("bench/scale-out.ts: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
const settings: Settings = {
  connections: 100,
  warmupSeconds: 2,
  seconds: Number(process.env.BENCH_SECONDS || 5),
  rounds: 3,
};
const path = "/api/app/v1/articles?page=1&lang=pl";
const admin = { email: "bench-admin@example.com", password: "Biurko7-Lampa-Sowa" };
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const schema = await freshSchema(base);
const env = {
  DATABASE_URL: schema.url,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_DEMO: "1",
  TRUST_PROXY: "loopback",
  SHUTDOWN_DRAIN_SECONDS: "5",
  APP_MAX_PER_ADDRESS_PER_MINUTE: "100000000",
  DATA_DIR: mkdtempSync(join(tmpdir(), "campus-bench-scale-")),
};
const servers: ServerProcess[] = await Promise.all([0, 1, 2].map(() => startServerProcess(env)));
const floorDir = mkdtempSync(join(tmpdir(), "campus-floor-"));
const floors: ChildProcess[] = [];
const balancers: Balancer[] = [];
const db = new pg.Client({ connectionString: schema.url });
await db.connect();

try {
  const api = await startHaproxy(servers.map((s) => s.url));
  balancers.push(api);
  const first = await fetch(`${api.url}${path}`, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await first.arrayBuffer());
  const tag = first.headers.get("etag") ?? "";
  const again = await fetch(`${api.url}${path}`, {
    headers: { "accept-encoding": "identity", "if-none-match": tag },
  });
  if (first.status !== 200 || again.status !== 304)
    throw new Error(`${path}: ${first.status}, then ${again.status}`);
  writeFileSync(join(floorDir, "body"), body);
  writeFileSync(join(floorDir, "headers.json"), JSON.stringify(copied(first.headers)));
  writeFileSync(join(floorDir, "headers-304.json"), JSON.stringify(copied(again.headers)));
  const floorUrls: string[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    floors.push(
      spawn(process.execPath, [join(import.meta.dirname, "memory-floor-server.ts")], {
        env: { ...process.env, FLOOR_DIR: floorDir, PORT: String(port) },
        stdio: "ignore",
      }),
    );
    floorUrls.push(`http://127.0.0.1:${port}`);
  }
  const floor = await startHaproxy(floorUrls);
  balancers.push(floor);

  const throughput: { answer: string; api: Figures; floor: Figures; ratio: number }[] = [];
  for (const answer of ["200", "304"] as const) {
    const headers: Record<string, string> = answer === "304" ? { "if-none-match": tag } : {};
    const target = (name: string, url: string) => ({
      name: `${name}-${answer}`,
      path,
      database: "postgres" as const,
      headers,
      records: null,
      url,
      close: async () => {},
    });
    const [a, f] = await measureAlternating(
      target("haproxy-3-api", api.url),
      target("haproxy-3-floor", floor.url),
      settings,
    );
    throughput.push({
      answer,
      api: a,
      floor: f,
      ratio: Math.round((a.requestsPerSecond / f.requestsPerSecond) * 100) / 100,
    });
  }

  const signIn = await fetch(`${api.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const [category] = (await db.query<{ id: number }>("SELECT id FROM category ORDER BY id LIMIT 1")).rows;
  const who = { token, categoryId: category?.id ?? 0 };
  const portOf = (server: ServerProcess) => Number(new URL(server.url).port);

  console.log("rolling restart under load");
  const restart = await underLoad(api.url, who, async () => {
    for (let i = 0; i < servers.length; i++) {
      const old = servers[i] as ServerProcess;
      await old.stop();
      servers[i] = await startServerProcess(env, { port: portOf(old) });
      await everyServerAnswering(api, servers.length);
    }
  });
  console.log("kill -9 under load");
  const kill = await underLoad(api.url, who, async () => {
    await pause(2000);
    const victim = servers[1] as ServerProcess;
    await victim.kill9();
    await pause(3000);
    servers[1] = await startServerProcess(env, { port: portOf(victim) });
    await everyServerAnswering(api, servers.length);
    await pause(2000);
  });
  const events = [
    { event: "rolling restart of all three (SIGTERM, drain 5 s, start again)", ...restart },
    { event: "kill -9 of one, started again 3 s later", ...kill },
  ];
  const checked = await Promise.all(events.map((e) => writesNotOnce(db, e.writes)));

  const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const date = new Date().toISOString();
  const percent = (r: LoadResult) =>
    Math.round((r.reads.failed.length / (r.reads.ok + r.reads.failed.length)) * 100000) / 1000;
  const markdown = [
    `# Three API processes behind HAProxy (${date.slice(0, 10)})`,
    "",
    "Written by `BENCH_DATABASE_URL=postgres://… npx node bench/scale-out.ts` (also a step of `npm run bench`); figures in scale-out.json.",
    "",
    `Three \`node src/server/main.ts\` on one PostgreSQL behind Debian's HAProxy running deploy/haproxy.cfg, all on this machine (${cpus().length} CPUs, Node ${process.version}); the load from autocannon in a worker thread. The floor: the same HAProxy configuration in front of three processes answering the API's bytes and headers from memory (bench/memory-floor-server.ts). ${settings.connections} connections, ${settings.seconds} s per target after ${settings.warmupSeconds} s of warm-up, ${settings.rounds} rounds in alternating order (each shown by its run with the median req/s). 1-minute load average ${load} at the end.`,
    "",
    `## \`GET ${path}\``,
    "",
    "| answer | API req/s | API p50 ms | API p99 ms | floor req/s | floor p99 ms | API ÷ floor |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...throughput.map(
      (t) =>
        `| ${t.answer} | ${Math.round(t.api.requestsPerSecond)} | ${t.api.p50Ms} | ${t.api.p99Ms} | ${Math.round(t.floor.requestsPerSecond)} | ${t.floor.p99Ms} | ${t.ratio} |`,
    ),
    "",
    "## Under load: a rolling restart and a killed process",
    "",
    "Four app readers and two staff readers (the news list) and three staff writers (new articles, each retried with its Idempotency-Key until answered), all through HAProxy, while the event happens.",
    "",
    "| event | seconds | reads | reads failed | % failed | writes | most attempts of one write | unanswered | lost | applied twice |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...events.map((e, i) => {
      const c = checked[i] as Awaited<ReturnType<typeof writesNotOnce>>;
      return `| ${e.event} | ${Math.round(e.seconds)} | ${e.reads.ok + e.reads.failed.length} | ${e.reads.failed.length} | ${percent(e)} | ${e.writes.length} | ${Math.max(0, ...e.writes.map((w) => w.attempts))} | ${c.unanswered.length} | ${c.lost.length} | ${c.twice.length} |`;
    }),
    "",
  ].join("\n");
  const out = join(import.meta.dirname, "results");
  writeFileSync(join(out, "scale-out.md"), markdown);
  writeFileSync(
    join(out, "scale-out.json"),
    `${JSON.stringify(
      {
        benchmark: "scale-out",
        command: "npx node bench/scale-out.ts",
        date,
        node: process.version,
        cpus: cpus().length,
        loadAverage1m: load,
        settings,
        throughput,
        events: events.map((e, i) => ({
          event: e.event,
          seconds: e.seconds,
          readsOk: e.reads.ok,
          readsFailed: e.reads.failed,
          writes: e.writes.length,
          mostAttempts: Math.max(0, ...e.writes.map((w) => w.attempts)),
          ...checked[i],
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${markdown}`);
} finally {
  for (const balancer of balancers) await balancer.stop();
  for (const floor of floors) floor.kill("SIGKILL");
  await Promise.all(servers.map((s) => s.kill9()));
  await db.end();
  await schema.drop();
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
