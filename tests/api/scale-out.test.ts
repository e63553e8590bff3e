/**
 * Three API processes (npm start's main.ts) on one PostgreSQL behind Debian's HAProxy running the
 * shipped deploy/haproxy.cfg: started at the same moment on an empty database, they all come up with
 * one first admin and one demo campus; a change made through one is seen through the others within
 * 1 s; a rolling restart under load fails no request; a process killed (SIGKILL) under load fails at
 * most 0.1% of reads, and every write, retried by its client with its Idempotency-Key, is applied
 * exactly once. PostgreSQL only: PGlite is one process's database.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshSchema } from "../support/fresh-schema.ts";
import { type Balancer, everyServerAnswering, startHaproxy } from "../support/haproxy.ts";
import { type LoadResult, underLoad, writesNotOnce } from "../support/scale-out-load.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const base = process.env.TEST_DATABASE_URL;
const admin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!base)("three API processes behind HAProxy", () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let db: pg.Client;
  const servers: ServerProcess[] = [];
  let balancer: Balancer;
  let token = "";
  let categoryId = 0;
  const env = () => ({
    DATABASE_URL: schema.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: "1",
    TRUST_PROXY: "loopback",
    // the shipped default: HAProxy's checks (inter 1s, fall 2) take a draining process out in time
    SHUTDOWN_DRAIN_SECONDS: "5",
    APP_MAX_PER_ADDRESS_PER_MINUTE: "1000000",
    DATA_DIR: "/tmp/campus-scale-out-uploads",
  });
  const portOf = (server: ServerProcess) => Number(new URL(server.url).port);

  beforeAll(async () => {
    schema = await freshSchema(base as string, "scale");
    db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    // at the same moment, on an empty database
    servers.push(...(await Promise.all([0, 1, 2].map(() => startServerProcess(env())))));
    balancer = await startHaproxy(servers.map((s) => s.url));
    const signIn = await fetch(`${balancer.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const [category] = (await db.query<{ id: number }>("SELECT id FROM category ORDER BY id LIMIT 1")).rows;
    categoryId = category?.id ?? 0;
  }, 240_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.kill9()));
    await db?.end();
    await schema?.drop();
  });

  const staff = (url: string, init: RequestInit = {}) =>
    fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });

  it("started together on an empty database: all up, one first admin, the demo campus once", async () => {
    // Each would have failed to start had two created the first admin or seeded the same rows.
    expect(servers.map((s) => s.child.exitCode)).toEqual([null, null, null]);
    const admins = await db.query("SELECT email FROM app_user WHERE login = 'admin'");
    expect(admins.rows.map((r) => r.email)).toEqual([admin.email]);
    const twice = await db.query("SELECT name_pl FROM campus GROUP BY name_pl HAVING count(*) > 1");
    expect(twice.rows).toEqual([]);
    expect(Number((await db.query("SELECT count(*) AS n FROM campus")).rows[0].n)).toBeGreaterThan(0);
    expect(categoryId).toBeGreaterThan(0);
  });

  it("shows a change made through one process through the others within 1 s", async () => {
    const [writer, ...readers] = servers as [ServerProcess, ...ServerProcess[]];
    const list = "/api/app/v1/articles?lang=pl";
    // The readers keep their answer in memory: the change must reach them, not just the database.
    for (const reader of readers) await fetch(`${reader.url}${list}`);
    const name = `Widoczna wszędzie ${randomUUID().slice(0, 8)}`;
    const added = await staff(`${writer.url}/api/article`, {
      method: "POST",
      body: JSON.stringify({ name, category_id: categoryId, description: "Zmiana z jednego procesu." }),
    });
    expect(added.status).toBe(200);
    const written = Date.now();
    const seenAfter = await Promise.all(
      readers.map(async (reader) => {
        for (;;) {
          const page = (await (await fetch(`${reader.url}${list}`)).json()) as {
            data: { items: { name: string }[] };
          };
          if (page.data.items.some((item) => item.name === name)) return Date.now() - written;
          if (Date.now() - written > 5000) return Number.POSITIVE_INFINITY;
          await pause(20);
        }
      }),
    );
    for (const ms of seenAfter) expect(ms).toBeLessThan(1000);
  });

  const load = (during: () => Promise<void>) => underLoad(balancer.url, { token, categoryId }, during);
  const expectEachWriteOnce = async (writes: LoadResult["writes"]) =>
    expect(await writesNotOnce(db, writes)).toEqual({ unanswered: [], lost: [], twice: [] });

  it("restarts every process in turn under load without failing a request", async () => {
    const { reads, writes } = await load(async () => {
      for (let i = 0; i < servers.length; i++) {
        const old = servers[i] as ServerProcess;
        await old.stop();
        servers[i] = await startServerProcess(env(), { port: portOf(old) });
        await everyServerAnswering(balancer, servers.length);
      }
    });
    expect(reads.failed).toEqual([]);
    expect(reads.ok).toBeGreaterThan(100);
    expect(writes.length).toBeGreaterThan(10);
    await expectEachWriteOnce(writes);
  }, 180_000);

  it("loses at most 0.1% of reads and no write when a process is killed under load", async () => {
    const { reads, writes } = await load(async () => {
      await pause(1000);
      const victim = servers[1] as ServerProcess;
      await victim.kill9();
      await pause(2000);
      servers[1] = await startServerProcess(env(), { port: portOf(victim) });
      await everyServerAnswering(balancer, servers.length);
    });
    const total = reads.ok + reads.failed.length;
    expect(total).toBeGreaterThan(100);
    expect(reads.failed.length / total).toBeLessThanOrEqual(0.001);
    await expectEachWriteOnce(writes);
  }, 180_000);
});
