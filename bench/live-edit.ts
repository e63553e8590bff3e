/**
 * npm run bench: issue 34's five simulated editors (tests/support/map-editor-sim.ts: 200 random edits
 * each on one floor of 1,000 features, saving with merge at random moments, seeded) through two API
 * processes on one PostgreSQL. Saves per second, and how long a save took to reach a live stream
 * (GET /api/map/live) of the other process: from the save's request and from its answer (its commit
 * lies between the two; an event may arrive before the answer does). PostgreSQL only
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createAccount } from "../src/server/auth/accounts.ts";
import { roleId } from "../src/server/auth/guard.ts";
import { type AcceptedSave, roomsOf, runSimulation } from "../tests/support/map-editor-sim.ts";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";
import { openSse, type SseClient, type SseEvent } from "../tests/support/sse-client.ts";
import { row } from "./summary-row.ts";
import { freshSchema } from "./targets.ts";
import { timing } from "./timing.ts";

const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!base) {
  console.log("bench/live-edit.ts: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
const password = "Biurko7-Lampa-Sowa";
const floor = "p1";
const settings = { editors: 5, editsPerEditor: 200, features: 1000, seed: 34, saveChance: 0.15, hot: 150 };
const loadAtStart = loadavg()[0] ?? 0;

const schema = await freshSchema(base);
const env = { DATABASE_URL: schema.url, DATA_DIR: mkdtempSync(join(tmpdir(), "campus-bench-live-")) };
const servers: ServerProcess[] = [await startServerProcess(env), await startServerProcess(env)];
const db = new pg.Client({ connectionString: schema.url });
await db.connect();
const watchers: SseClient[] = [];

const post = async (url: string, token: string, path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: never };
};

/** The event of `save` at a stream: the one carrying its first feature at the version the save made. */
function eventOf(save: AcceptedSave, events: SseEvent[]): SseEvent | undefined {
  const [first] = save.changes;
  if (!first) return undefined;
  return events.find((e) =>
    first.deleted
      ? e.data.deleted.some((d: { id: number }) => d.id === first.id)
      : e.data.features.some(
          (f: { id: number; version: number }) => f.id === first.id && f.version === first.version,
        ),
  );
}

try {
  const accounts = { query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows };
  const tokens: string[] = [];
  for (let i = 0; i < settings.editors; i++) {
    const email = `bench-editor${i}@umed.example`;
    await createAccount(accounts as never, {
      name: `Editor ${i}`,
      email,
      roles: [roleId("moderator")],
      password,
    });
    const answer = await fetch(`${servers[0]?.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    tokens.push(((await answer.json()) as { data: { token: string } }).data.token);
  }
  const urls = servers.map((s) => s.url);
  await post(urls[0] as string, tokens[0] as string, "/api/geo", {
    profile: floor,
    features: roomsOf(settings.features, floor),
  });
  // one watcher on each process: a save through one is timed at the other's
  for (const url of urls) {
    const { ticket } = (await post(url, tokens[0] as string, "/api/map/live/ticket", { profile: floor }))
      .data as { ticket: string };
    const watcher = await openSse(`${url}/api/map/live?profile=${floor}&ticket=${ticket}`);
    await watcher.next((e) => e.event === "hello");
    watchers.push(watcher);
  }
  const editorUrls = tokens.map((_, i) => urls[i % 2] as string);
  const started = performance.now();
  const report = await runSimulation({ urls: editorUrls, tokens, floor, ...settings });
  const seconds = (performance.now() - started) / 1000;
  // the last events have a moment to arrive
  await new Promise((done) => setTimeout(done, 1000));
  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  let missing = 0;
  for (const save of report.accepted) {
    const other = watchers[((save.editor % 2) + 1) % 2] as SseClient;
    const event = eventOf(
      save,
      other.events.filter((e) => e.event === "save"),
    );
    if (!event) {
      missing++;
      continue;
    }
    fromRequest.push(event.at - save.sentAt);
    fromAnswer.push(event.at - save.answeredAt);
  }
  const load = loadavg()[0] ?? 0;
  const percentile = (samples: number[], q: number) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) * 10) / 10;
  };
  const figures = {
    seconds: Math.round(seconds * 10) / 10,
    edits: report.edits,
    saves: report.saves,
    accepted: report.accepted.length,
    clashes: report.clashes.length,
    savesPerSecond: Math.round((report.saves / seconds) * 10) / 10,
    acceptedPerSecond: Math.round((report.accepted.length / seconds) * 10) / 10,
    eventsMissing: missing,
    fromRequest: { ...timing(fromRequest), p95Ms: percentile(fromRequest, 0.95) },
    fromAnswer: { ...timing(fromAnswer), p95Ms: percentile(fromAnswer, 0.95) },
  };
  const date = new Date().toISOString().slice(0, 10);
  const markdown = `# Five editors on one floor through two API processes (${date})

Written by \`BENCH_DATABASE_URL=postgres://… npx node bench/live-edit.ts\` (also a step of \`npm run bench\`); figures in live-edit.json.

Two \`node src/server/main.ts\` on one PostgreSQL, all on this machine (${cpus().length} CPUs, Node ${process.version}). ${settings.editors} simulated editors (tests/support/map-editor-sim.ts, seed ${settings.seed}) make ${settings.editsPerEditor} random edits each on one floor of ${settings.features} rooms (most on ${settings.hot} of them, so that they meet), saving with merge after an edit with chance ${settings.saveChance}; editors 0, 2, 4 save through the first process, 1 and 3 through the second. A clash is settled by a seeded coin per field and saved again. One live stream on each process; each accepted save is timed at the stream of the process it did not go through. 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${load.toFixed(2)} at the end (the machine is shared: figures move with it).

| edits | save requests | accepted | clashes | seconds | save requests/s | accepted saves/s |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${figures.edits} | ${figures.saves} | ${figures.accepted} | ${figures.clashes} | ${figures.seconds} | ${figures.savesPerSecond} | ${figures.acceptedPerSecond} |

A save's event at the other process's stream (${fromRequest.length} saves; ${missing} not seen):

| from the save's | p50 ms | p95 ms | max ms |
| --- | ---: | ---: | ---: |
| request | ${figures.fromRequest.medianMs} | ${figures.fromRequest.p95Ms} | ${figures.fromRequest.maxMs} |
| answer | ${figures.fromAnswer.medianMs} | ${figures.fromAnswer.p95Ms} | ${figures.fromAnswer.maxMs} |

The commit lies between the request and the answer, so the time from the commit is between the two rows; a negative time from the answer is an event that arrived before the answer did.
`;
  writeFileSync("bench/results/live-edit.md", markdown);
  writeFileSync(
    "bench/results/live-edit.json",
    `${JSON.stringify(
      {
        benchmark: "live-edit",
        command: "BENCH_DATABASE_URL=postgres://… npx node bench/live-edit.ts",
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage1m: { start: Math.round(loadAtStart * 10) / 10, end: Math.round(load * 10) / 10 },
        settings,
        figures,
        summary: [
          row(
            "postgres, 5 editors, 2 processes: save requests per second",
            `${figures.savesPerSecond}`,
            "–",
            null,
          ),
          row("postgres: accepted saves per second", `${figures.acceptedPerSecond}`, "–", null),
          // the issue's 1 s, held to by the time from the request: an upper bound of the time from the commit
          row(
            "postgres: save → event at the other process, p95 from the request",
            `${figures.fromRequest.p95Ms} ms`,
            "≤ 1000 ms",
            figures.fromRequest.p95Ms <= 1000,
          ),
          row(
            "postgres: save → event at the other process, p50 from the request",
            `${figures.fromRequest.medianMs} ms`,
            "–",
            null,
          ),
          row(
            "postgres: save → event at the other process, p95 from the answer",
            `${figures.fromAnswer.p95Ms} ms`,
            "–",
            null,
          ),
          row("postgres: accepted saves whose event did not arrive", `${missing}`, "0", missing === 0),
        ],
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${markdown}`);
} finally {
  for (const watcher of watchers) watcher.close();
  await Promise.all(servers.map((s) => s.kill9()));
  await db.end();
  await schema.drop();
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
