/**
 * The delivery guarantee against real server processes (tests/support/delivery-crash-loops.ts):
 * killed with SIGKILL after the push is committed, while FCM holds it unanswered, and just after FCM
 * answered, then started again on the same database, a push is never lost and arrives twice only
 * when FCM had it before the kill (at least once, the duplicate confined to that window). On
 * PostgreSQL also: two processes sharing one queue deliver each push exactly once, and killing their
 * database connections mid-way loses nothing. bench/delivery.ts runs twenty kill loops and reports.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  arrivalsOf,
  type Campus,
  call,
  crashLoop,
  killPoints,
  openCampus,
} from "../support/delivery-crash-loops.ts";
import { type FcmTestServer, startFcmTestServer } from "../support/fcm-test-server.ts";
import { freshSchema } from "../support/fresh-schema.ts";
import { startServerProcess } from "../support/server-process.ts";
import { databaseKinds } from "../support/test-server.ts";

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A database of its own for the processes: a PGlite folder, or a fresh schema on the test server. */
async function freshDatabase(kind: "pglite" | "postgres", name: string) {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "campus-crash-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = await freshSchema(process.env.TEST_DATABASE_URL ?? "", "crash", name);
  return {
    env: { DATABASE_URL: schema.url, DATA_DIR: mkdtempSync(join(tmpdir(), "campus-crash-")) },
    drop: schema.drop,
  };
}

describe.each(databaseKinds)("kill -9 and the delivery outbox on %s", (kind) => {
  let fcm: FcmTestServer;
  let campus: Campus;
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    fcm = await startFcmTestServer();
    database = await freshDatabase(kind, `crash-${randomBytes(3).toString("hex")}`);
    campus = await openCampus(database.env, fcm);
  }, 120_000);
  afterAll(async () => {
    await campus?.server.stop();
    await fcm?.close();
    await database?.drop();
  });

  it.each(killPoints)(
    "loses no push and sends it twice only inside the window (killed %s)",
    async (point) => {
      const result = await crashLoop(campus, point);
      expect(result.arrivals, JSON.stringify(result)).toBeGreaterThanOrEqual(1);
      expect(result.arrivals, JSON.stringify(result)).toBeLessThanOrEqual(result.acceptedBeforeKill ? 2 : 1);
      // FCM held it unanswered: "sent" cannot have been written, so the lease sends it again.
      if (point === "provider-accepted") expect(result.arrivals).toBe(2);
    },
    90_000,
  );

  it.skipIf(kind !== "postgres")(
    "shares one queue between two processes, each push sent once, and loses none through killed connections",
    async () => {
      const second = await startServerProcess(campus.env);
      const servers = [campus.server, second];
      const on = (i: number) => servers[i % 2] ?? campus.server;
      const terminator = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await terminator.connect();
      const name = new URL(campus.env.DATABASE_URL ?? "").searchParams.get("application_name");
      /** Reports and replies through both processes (a reply refused with 503 while its connection died is sent again). */
      const pushes = async (count: number, meanwhile: () => Promise<void> = async () => {}) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const report = await call<{ id: number }>(on(i), campus.userToken, "POST", "/api/mobile/sos", {
            lon: 19.45,
            lat: 51.77,
          });
          ids.push(report.data.id);
        }
        const reply = (i: number) =>
          call(on(i), campus.adminToken, "POST", "/api/pushsos", {
            sos_id: ids[i],
            title: "Pomoc",
            body: `Odpowiedź ${ids[i]}`,
          });
        const replies = ids.map((_, i) => reply(i));
        await meanwhile();
        for (const [i, answer] of (await Promise.all(replies)).entries())
          if (answer.status !== 200) expect([200, 409]).toContain((await reply(i)).status);
        const deadline = Date.now() + 60_000;
        while (ids.some((id) => arrivalsOf(fcm, id) === 0) && Date.now() < deadline) await pause(50);
        return ids.map((id) => arrivalsOf(fcm, id));
      };
      try {
        expect(await pushes(20)).toEqual(Array.from({ length: 20 }, () => 1));
        // Every connection of both processes, the listening one too, killed twice meanwhile, as a
        // database restart would.
        const arrivals = await pushes(10, async () => {
          for (let cut = 0; cut < 2; cut++) {
            await pause(30);
            await terminator.query(
              "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name IN ($1, $1 || ' LISTEN auth_changed')",
              [name],
            );
          }
        });
        expect(
          arrivals.every((n) => n >= 1 && n <= 2),
          JSON.stringify(arrivals),
        ).toBe(true);
        // Both processes lived through it.
        expect(
          servers.map((server) => server.child.exitCode),
          servers.map((server) => server.output()).join("\n"),
        ).toEqual([null, null]);
      } finally {
        await terminator.end();
        await second.stop();
      }
    },
    120_000,
  );
});
