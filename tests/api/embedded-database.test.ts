/**
 * Embedded PGlite runs in a thread of its own (issue 28): its statements never hold the request
 * thread. What callers see: a database error keeps its SQLSTATE and constraint across the thread, a
 * transaction that throws leaves nothing, and while a transaction holds PGlite's one connection the
 * health check answers at once with its last figures, the other requests wait and are then answered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe("the embedded database's thread", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  it("keeps a unique violation's code and constraint, and undoes a transaction that throws", async () => {
    const [taken] = await server.db.query<{ email: string }>("SELECT email FROM app_user LIMIT 1");
    const duplicate = await server.db
      .query("INSERT INTO app_user (name, email, roles) VALUES ('Twin', $1, '{}')", [taken?.email])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "app_user_email" });

    const before = await server.db.query<{ n: string }>("SELECT count(*) AS n FROM category");
    const undone = await server.db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO category (name_pl, name_en) VALUES ('Cofnięta', 'Undone')");
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    expect(undone).toBe("changed my mind");
    expect(await server.db.query("SELECT count(*) AS n FROM category")).toEqual(before);
  });

  it("answers the health check at once while a transaction holds the connection, and the rest after it", async () => {
    const first = await server.request(null, { method: "GET", url: "/api/health" });
    expect(first.json().data).toMatchObject({ database: "pglite", databaseBusy: false });

    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    const transaction = server.db.transaction(async (tx) => {
      await tx.query("INSERT INTO category (name_pl, name_en) VALUES ('Trzymana', 'Held')");
      inside();
      await held;
      // a statement of the transaction after the wait keeps the connection answering
      await tx.query("SELECT 1");
    });
    await holding;
    // a statement outside the transaction waits for it: PGlite is one connection
    const list = server.request("admin", { method: "GET", url: "/api/category?page=1" });
    // the thread answered the transaction's insert moments ago: busy, still answering
    const health = await server.request(null, { method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({
      database: "pglite",
      databaseBusy: true,
      deliveryReadAt: first.json().data.deliveryReadAt,
      delivery: first.json().data.delivery,
    });
    letGo();
    await transaction;
    const listed = await list;
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items.map((c: { name_en: string }) => c.name_en)).toContain("Held");
    const after = await server.request(null, { method: "GET", url: "/api/health" });
    expect(after.json().data.databaseBusy).toBe(false);
  });
});
