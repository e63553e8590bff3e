/**
 * Connection kills under load (issue 7, item 2; PostgreSQL only): while autocannon loads a list
 * signed in, every other backend of the server's database is terminated with pg_terminate_backend.
 * The API process must survive, answer meanwhile 200 or 503 in the envelope (code 9010), and serve
 * again by itself. The load runs on this thread: the server is another process, and autocannon's
 * onResponse, which sees each answer's status and body, cannot cross to a worker.
 */
import autocannon from "autocannon";
import pg from "pg";
import { codesOf, send } from "./http.ts";
import type { Row } from "./report.ts";
import { type ProbeServer, pause } from "./server.ts";

const runs = 5;
const connections = 20;
const secondsPerRun = 3;
const killAfterMs = 1000;
const path = "/api/article?page=1";
const killSql =
  "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";

interface Run {
  killed: number;
  byStatus: Record<string, number>;
  /** 503 answers outside the envelope, without code 9010 or without Retry-After: 5 */
  bare503: number;
  /** connection errors and timeouts autocannon counted */
  errors: number;
  /** ms from the kill to its last 503, and to the first 200 after that (null: none) */
  lastUnavailableMs: number | null;
  recoveredMs: number | null;
  survived: boolean;
  healthAfter: number;
}

/**
 * The outage a kill caused, from the answers' times: up to its last 503, over at the first 200 after
 * that one. Without a 503, the first 200 after the kill.
 */
function recovery(answered: { at: number; status: number }[], killedAt: number) {
  const after = answered.filter((answer) => answer.at >= killedAt);
  const lastUnavailable = after.findLast((answer) => answer.status === 503)?.at ?? null;
  const recovered = after.find(
    (answer) => answer.status === 200 && answer.at > (lastUnavailable ?? killedAt),
  )?.at;
  const since = (at: number | null | undefined) => (at == null ? null : Math.round(at - killedAt));
  return { lastUnavailableMs: since(lastUnavailable), recoveredMs: since(recovered) };
}

async function loadAndKill(server: ProbeServer, token: string, killer: pg.Client): Promise<Run> {
  const byStatus: Record<string, number> = {};
  let bare503 = 0;
  /** when each answer came, for the answers' order around the kill */
  const answered: { at: number; status: number }[] = [];
  const load = autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration: secondsPerRun,
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    requests: [
      {
        method: "GET",
        path,
        onResponse: (status, body, _context, headers) => {
          answered.push({ at: performance.now(), status });
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          if (status === 503 && !(codesOf(body).includes(9010) && headers?.["retry-after"] === "5"))
            bare503++;
        },
      },
    ],
  });
  await pause(killAfterMs);
  const killedAt = performance.now();
  const { rows } = await killer.query(killSql);
  const result = await load;
  const health = await send(server.port, { path: "/api/health" }).then(
    (answer) => answer.status,
    () => 0,
  );
  return {
    killed: rows.length,
    byStatus,
    bare503,
    errors: result.errors + result.timeouts,
    ...recovery(answered, killedAt),
    survived: server.alive(),
    healthAfter: health,
  };
}

export async function probeConnectionKills(server: ProbeServer, token: string): Promise<Row> {
  const killer = new pg.Client({ connectionString: server.databaseUrl });
  await killer.connect();
  const done: Run[] = [];
  try {
    for (let run = 0; run < runs && server.alive(); run++)
      done.push(await loadAndKill(server, token, killer));
  } finally {
    await killer.end();
  }
  const total = (status: string) => done.reduce((sum, run) => sum + (run.byStatus[status] ?? 0), 0);
  const others = [...new Set(done.flatMap((run) => Object.keys(run.byStatus)))].filter(
    (status) => status !== "200" && status !== "503",
  );
  const recovered = done.map((run) => run.recoveredMs);
  const ms = (value: number | null) => (value === null ? "none" : `${value} ms`);
  const survived = done.filter((run) => run.survived && run.healthAfter === 200).length;
  const bare503 = done.reduce((sum, run) => sum + run.bare503, 0);
  const errors = done.reduce((sum, run) => sum + run.errors, 0);
  return {
    probe: "kills",
    sent: `${runs} runs of ${secondsPerRun} s of autocannon (${connections} connections, \`GET ${path}\` signed in); ${killAfterMs} ms in, \`pg_terminate_backend\` on every other backend of the database`,
    expected:
      "the process survives; answers 200, or 503 in the envelope (9010, Retry-After: 5); 200 again by itself",
    figure: [
      `alive with health 200 after ${survived} of ${runs} runs`,
      `${done.map((run) => run.killed).join("/")} backends killed`,
      `answers: ${total("200")}× 200, ${total("503")}× 503 (${bare503} without the envelope, 9010 and Retry-After), ${others.map((s) => `${total(s)}× ${s}`).join(", ") || "no other status"}, ${errors} connection errors`,
      `last 503 after the kill: ${done.map((run) => ms(run.lastUnavailableMs)).join(", ")}; the first 200 after it: ${recovered.map(ms).join(", ")}`,
    ].join("; "),
    held:
      survived === runs &&
      bare503 === 0 &&
      others.length === 0 &&
      errors === 0 &&
      recovered.every((value) => value !== null),
    defects: server.alive() ? [] : [`the API process exited: ${server.output().slice(-1000)}`],
  };
}
