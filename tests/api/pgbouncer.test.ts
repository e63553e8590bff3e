/**
 * The API through PgBouncer in transaction pooling mode (Debian's pgbouncer): two processes with
 * DATABASE_URL on the pooler and DATABASE_DIRECT_URL on the server start together on an empty
 * database (the start lock on the direct connection), sign in, write, read the published map, and hear each other's
 * changes (LISTEN on the direct connection) within 1 s. PostgreSQL only.
 */
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Pooler, startPgbouncer } from "../support/pgbouncer.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const base = process.env.TEST_DATABASE_URL;
const admin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!base)("the API through PgBouncer in transaction mode", () => {
  // A database of its own: PgBouncer passes no search_path (a startup option) to the server.
  const name = `bouncer_${randomBytes(5).toString("hex")}`;
  let pooler: Pooler;
  const servers: ServerProcess[] = [];
  let token = "";

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const direct = new URL(base as string);
    direct.pathname = `/${name}`;
    direct.search = "";
    pooler = await startPgbouncer(direct.toString());
    const env = {
      DATABASE_URL: pooler.url,
      DATABASE_DIRECT_URL: direct.toString(),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: "1",
      DATA_DIR: "/tmp/campus-pgbouncer-uploads",
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const signIn = await fetch(`${servers[0]?.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    token = ((await signIn.json()) as { data: { token: string } }).data.token;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill9()));
    await pooler?.stop();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const call = (server: ServerProcess | undefined, path: string, init: RequestInit = {}) =>
    fetch(`${server?.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });

  it("writes through one process and the other hears of it within 1 s", async () => {
    const [one, other] = servers;
    const categories = (await (await call(one, "/api/category?page=1")).json()) as {
      data: { items: { id: number }[] };
    };
    const list = "/api/app/v1/articles?lang=pl";
    await fetch(`${other?.url}${list}`);
    const title = `Przez pulę ${randomUUID().slice(0, 8)}`;
    const added = await call(one, "/api/article", {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: JSON.stringify({
        name: title,
        category_id: categories.data.items[0]?.id,
        description: "Zapis przez pulę połączeń.",
      }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const written = Date.now();
    for (;;) {
      const page = (await (await fetch(`${other?.url}${list}`)).json()) as {
        data: { items: { name: string }[] };
      };
      if (page.data.items.some((item) => item.name === title)) break;
      expect(Date.now() - written).toBeLessThan(1000);
      await pause(20);
    }
  });

  it("serves the published map and a route through the pooler", async () => {
    const [, other] = servers;
    const map = (await (await fetch(`${other?.url}/api/app/v1/map`)).json()) as {
      data: { release: number; floors: { floor: string }[] };
    };
    expect(map.data.release).toBeGreaterThan(0);
    const floor = await fetch(`${other?.url}/api/app/v1/map/${map.data.floors[0]?.floor}`);
    expect(floor.status).toBe(200);
    expect(((await floor.json()) as { data: { features: unknown[] } }).data.features.length).toBeGreaterThan(
      0,
    );
  });
});
