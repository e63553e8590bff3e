/**
 * The API on a PostgreSQL server that goes away under load: its connections killed by
 * pg_terminate_backend, or the server unreachable for a while (a restart). The process stays up,
 * requests meanwhile get 503 with the envelope, and it serves again by itself once the server is back.
 * The outage is made by a TCP proxy on loopback between the API and the test server, so that the
 * other test files sharing that server are not touched.
 */
import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailable } from "../../src/server/db/database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const base = process.env.TEST_DATABASE_URL;

/** Forwards loopback connections to the PostgreSQL server until cut; a cut proxy refuses new ones. */
class CuttableProxy {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  #open = true;

  constructor(target: { host: string; port: number }) {
    this.#server = createServer((client) => {
      if (!this.#open) return client.destroy();
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      // A side reset by its peer is destroyed, which pipe does not pass on: the other side ends too,
      // as the API's own socket would have with no proxy between.
      upstream.on("close", () => client.end());
      client.on("close", () => upstream.end());
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((done) => this.#server.listen(0, "127.0.0.1", done));
    const address = this.#server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    return address.port;
  }

  /** Drops every connection and refuses new ones, as a server that went down. */
  cut(): void {
    this.#open = false;
    for (const socket of this.#sockets) socket.destroy();
  }

  restore(): void {
    this.#open = true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((done) => this.#server.close(() => done()));
  }
}

describe.skipIf(!base)("the API when its PostgreSQL server goes away", () => {
  let server: TestServer;
  let proxy: CuttableProxy;
  const name = `outage-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    const target = new URL(base ?? "");
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await proxy.listen();
    server = await startTestServer("postgres", {
      databaseUrl: (url) => {
        const through = new URL(url);
        through.host = `127.0.0.1:${port}`;
        through.searchParams.set("application_name", name);
        return through.toString();
      },
    });
  });
  afterAll(async () => {
    proxy.restore();
    await server?.close();
    await proxy?.close();
  });

  const list = () => server.request("admin", { method: "GET", url: "/api/article?page=1" });
  const load = (requests: number) => Promise.all(Array.from({ length: requests }, list));
  /**
   * A request taking a pooled connection whose end the pool has not yet heard of is answered 503
   * (9010, try again): the pool drops that connection, and a later request opens a new one.
   */
  const recovered = () =>
    vi.waitFor(async () => expect((await list()).statusCode).toBe(200), { timeout: 5000, interval: 20 });

  it("survives pg_terminate_backend on its connections under load and answers the next requests", async () => {
    await load(20);
    const killer = new pg.Client({ connectionString: base });
    await killer.connect();
    try {
      const during = load(40);
      const [killed] = (
        await killer.query(
          "SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = $1",
          [name],
        )
      ).rows;
      expect(Number(killed.n)).toBeGreaterThan(0);
      for (const answer of await during) {
        expect([200, 503], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 503)
          expect(answer.json()).toMatchObject({ status: "error", errors: { general: [9010] } });
      }
    } finally {
      await killer.end();
    }
    await recovered();
    for (const answer of await load(10)) expect(answer.statusCode, answer.body).toBe(200);
  });

  it("survives its idle connections being killed and opens new ones for the next requests", async () => {
    await load(20);
    // Every connection back in the pool first, so that the kill finds them idle.
    await vi.waitFor(() => expect(server.db.connectionUse().busy).toBe(0), { timeout: 5000, interval: 10 });
    const lost: Error[] = [];
    server.db.onConnectionLost((error) => lost.push(error));
    const killer = new pg.Client({ connectionString: base });
    await killer.connect();
    // The pool's connections only: the token cache's listening connection is named apart (its
    // channel added to the name) and reopens on its own.
    const [killed] = (
      await killer.query(
        "SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = $1",
        [name],
      )
    ).rows;
    await killer.end();
    expect(Number(killed.n)).toBeGreaterThan(0);
    // Each idle connection hears of its end on its own socket and leaves the pool, most as an error
    // ("terminating connection"); one the server reset before its message left ends with no error.
    await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 5000, interval: 10 });
    for (const error of lost) expect(error.message).toMatch(/terminat/i);
    // A request meeting a dead connection the pool has not yet dropped is answered 503 (9010) and
    // drops it: soon every request is answered.
    await vi.waitFor(
      async () => {
        for (const answer of await load(10)) expect(answer.statusCode, answer.body).toBe(200);
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it("survives its connection being killed inside a transaction, between two statements", async () => {
    const killer = new pg.Client({ connectionString: base });
    await killer.connect();
    try {
      const attempt = server.db.transaction(async (tx) => {
        const [own] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        await killer.query("SELECT pg_terminate_backend($1)", [own?.pid]);
        // Gone from the server; the end then reaches this connection while it sits idle in the
        // transaction, which used to emit an error nobody heard and end the process.
        await vi.waitFor(async () =>
          expect(
            (await killer.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [own?.pid])).rowCount,
          ).toBe(0),
        );
        await new Promise((settle) => setTimeout(settle, 20));
        return tx.query("SELECT 1");
      });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailable);
    } finally {
      await killer.end();
    }
    await recovered();
  });

  it("answers 503 with the envelope while the server is unreachable and recovers by itself", async () => {
    await load(10);
    proxy.cut();
    const during = await load(10);
    for (const answer of during) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual({
        status: "error",
        data: null,
        message: "The database is not answering for the moment; try again shortly",
        errors: { general: [9010] },
      });
    }
    const health = await server.app.inject({ method: "GET", url: "/api/health" });
    expect([health.statusCode, health.json().errors]).toEqual([503, { general: [9010] }]);
    proxy.restore();
    for (const answer of await load(10)) expect(answer.statusCode, answer.body).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
