/**
 * A news item's push at its publication time, against real server processes: saved with the push flag
 * and `publish_at` a few seconds ahead, nothing goes out on saving; the server is killed with SIGKILL
 * before the moment and started again (on PostgreSQL as two processes sharing the queue); at the moment
 * each item is queued once and arrives once, and `push_sent_at` is not before its `publish_at`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Campus, call, openCampus } from "../support/delivery-crash-loops.ts";
import { type FcmTestServer, startFcmTestServer } from "../support/fcm-test-server.ts";
import { freshSchema } from "../support/fresh-schema.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { databaseKinds } from "../support/test-server.ts";

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** how far ahead the items are published: room to save them, look, and kill the server first */
const aheadMs = 4_000;
const items = 5;

async function freshDatabase(kind: "pglite" | "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-publish-crash-"));
  if (kind === "pglite")
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      drop: async () => rmSync(dataDir, { recursive: true }),
    };
  const schema = await freshSchema(
    process.env.TEST_DATABASE_URL ?? "",
    "pubcrash",
    randomBytes(3).toString("hex"),
  );
  return { env: { DATABASE_URL: schema.url, DATA_DIR: dataDir }, drop: schema.drop };
}

describe.each(databaseKinds)("a scheduled news push across kill -9 on %s", (kind) => {
  let fcm: FcmTestServer;
  let campus: Campus;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    fcm = await startFcmTestServer();
    database = await freshDatabase(kind);
    campus = await openCampus(database.env, fcm);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await fcm?.close();
    await database?.drop();
  });

  it("queues and sends each item once at its publication time, not when it is saved", async () => {
    const arrivals = (id: number) =>
      fcm.received.filter((push) => push.data.area === "article" && push.data.id === String(id)).length;
    const category = await call<{ id: number }>(campus.server, campus.adminToken, "POST", "/api/category", {
      name_pl: "Ogłoszenia",
      name_en: "Announcements",
    });
    const publishAt = new Date(Date.now() + aheadMs);
    const ids: number[] = [];
    for (let i = 0; i < items; i++) {
      const saved = await call<{ id: number }>(campus.server, campus.adminToken, "POST", "/api/article", {
        name: `Nowe godziny biblioteki ${i}`,
        category_id: category.data.id,
        description: "Biblioteka główna jest otwarta do 22:00.",
        push: true,
        publish_at: publishAt.toISOString(),
      });
      expect(saved.status).toBe(200);
      ids.push(saved.data.id);
    }
    // Each save nudged the worker, and it polls every 100 ms: a few rounds found nothing due.
    await pause(300);
    const reports = await call<{ items: unknown[] }>(
      campus.server,
      campus.adminToken,
      "GET",
      `/api/delivery?area=article&ids=${ids.join(",")}`,
    );
    expect(reports.data.items).toEqual([]);
    expect(Date.now(), "the items were saved too slowly to look before their time").toBeLessThan(
      publishAt.getTime(),
    );
    expect(ids.map(arrivals)).toEqual(ids.map(() => 0));

    await campus.server.kill9();
    servers.push(await startServerProcess(campus.env));
    if (kind === "postgres") servers.push(await startServerProcess(campus.env));
    const deadline = publishAt.getTime() + 60_000;
    while (ids.some((id) => arrivals(id) === 0) && Date.now() < deadline) await pause(50);
    // A few more rounds of both workers: a second queueing would show now.
    await pause(500);
    expect(ids.map(arrivals)).toEqual(ids.map(() => 1));

    const [first] = servers;
    if (!first) throw new Error("no server");
    for (const id of ids) {
      const article = await call<{ push_sent_at?: string }>(
        first,
        campus.adminToken,
        "GET",
        `/api/article/${id}`,
      );
      expect(Date.parse(article.data.push_sent_at ?? "")).toBeGreaterThanOrEqual(publishAt.getTime());
    }
    const delivered = await call<{ items: { id: number; messages: unknown[] }[] }>(
      first,
      campus.adminToken,
      "GET",
      `/api/delivery?area=article&ids=${ids.join(",")}`,
    );
    expect(delivered.data.items.map((item) => item.messages.length)).toEqual(ids.map(() => 1));
  }, 120_000);
});
