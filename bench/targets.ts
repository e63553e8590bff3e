/**
 * The servers under load: a bare Fastify route; the API on PGlite or on a PostgreSQL schema; and the
 * floor of its list, Fastify on the same database running the list's queries and nothing else.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { areas } from "../generated/areas.ts";
import { buildApp } from "../src/server/app.ts";
import { tableStore } from "../src/server/areas/table-store.ts";
import { ensureAdmin, openMigrated } from "../src/server/bootstrap.ts";
import { readConfig } from "../src/server/config.ts";
import type { Database } from "../src/server/db/database.ts";
import { diskFileStore } from "../src/server/files/disk-file-store.ts";
import { uploadsDir } from "../src/server/files/open-file-store.ts";
import { seedDemo } from "../src/server/seed/demo.ts";
import { pageSize } from "../src/shared/list-page.ts";
import { freshSchema as freshSchemaOf } from "../tests/support/fresh-schema.ts";

export interface Target {
  name: string;
  path: string;
  database: "pglite" | "postgres" | null;
  headers: Record<string, string>;
  /** records in the listed area when the measurement starts */
  records: number | null;
  url: string;
  close(): Promise<void>;
}

const adminEmail = "bench-admin@example.com";
const adminPassword = `Aa1${randomBytes(12).toString("base64url")}`;
const articlesAdded = 200;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return `http://127.0.0.1:${address.port}`;
}

/** The floor: Fastify with no plugins, answering a constant. */
export async function startBare(): Promise<Target> {
  const app = Fastify({ logger: false });
  app.get("/bare", async () => ({ ok: true, data: { hello: "world" } }));
  const url = await listen(app);
  return {
    name: "bare",
    path: "/bare",
    database: null,
    headers: {},
    records: null,
    url,
    close: () => app.close(),
  };
}

/** A fresh schema on the server of `base`, selected through search_path like the test harness does. */
export const freshSchema = (base: string) => freshSchemaOf(base, "bench");

async function call(url: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "accept-language": "en",
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data?: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data ?? {};
}

/** Adds one category and `articlesAdded` articles through the API, so that page 1 is full and realistic. */
async function addArticles(url: string, token: string): Promise<number> {
  const category = await call(url, "POST", "/api/category", token, {
    name_pl: "Wydarzenia uczelniane",
    name_en: "University events",
  });
  for (let i = 1; i <= articlesAdded; i++) {
    await call(url, "POST", "/api/article", token, {
      name: `Komunikat dziekanatu nr ${i}`,
      category_id: category.id,
      description: `Treść komunikatu nr ${i}: zmiana godzin otwarcia dziekanatu i sal wykładowych. `.repeat(
        4,
      ),
      lang: i % 3 ? "pl" : "en",
    });
  }
  const list = await call(url, "GET", "/api/article?page=1", token);
  return Number(list.total);
}

export interface ApiTarget extends Target {
  db: Database;
}

/**
 * The floor of the API's list: Fastify on the API's own database (same data, same connection pool)
 * answering page 1 of the news by the records store's list query, in the API's envelope; no sign-in,
 * no hooks, no plugins. What the API adds to it is the API's own cost.
 */
export async function startFloor(api: ApiTarget): Promise<Target> {
  const article = areas.find((area) => area.area === "article");
  if (!article) throw new Error("no article area");
  const app = Fastify({ logger: false });
  app.get("/floor/article", async () => {
    const { items, total } = await tableStore.list(api.db, article, { page: 1 });
    return { status: "success", data: { items, page: 1, pageSize, total }, message: null };
  });
  const url = await listen(app);
  return {
    name: `floor-${api.db.kind}`,
    path: "/floor/article",
    database: api.db.kind,
    headers: {},
    records: api.records,
    url,
    close: () => app.close(),
  };
}

/**
 * The API on PGlite in a temp DATA_DIR, or on a fresh schema of `databaseUrl`, seeded and signed in;
 * `env`: settings beyond the defaults (a benchmark's load comes from one address).
 */
export async function startApi(databaseUrl?: string, env: Record<string, string> = {}): Promise<ApiTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-bench-"));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : null;
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...(schema && { DATABASE_URL: schema.url }),
    ...env,
  } as NodeJS.ProcessEnv);
  const db = await openMigrated(config);
  const app = await buildApp({ config, db, logger: false });
  const close = async () => {
    await app.close();
    await db.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureAdmin(db, config);
    await seedDemo(db, { files: diskFileStore(uploadsDir(dataDir)) });
    const url = await listen(app);
    const login = await call(url, "POST", "/api/auth/login", null, {
      email: adminEmail,
      password: adminPassword,
    });
    const token = String(login.token);
    const records = await addArticles(url, token);
    return {
      name: `list-${db.kind}`,
      path: "/api/article?page=1",
      database: db.kind,
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      records,
      url,
      close,
      db,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
