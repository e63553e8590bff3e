/**
 * Backup and restore (issue 32): a demo campus with records, map edits, a release and uploads, backed
 * up and restored into a new database and file store, is the same table for table, file for file,
 * and a server on it serves. A backup taken on PostgreSQL while writes go on restores to one moment.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { quoteName, sequenceNames, tablePlans } from "../../src/server/backup/database-tables.ts";
import { RestoreRefused, restoreBackup } from "../../src/server/backup/restore-backup.ts";
import { writeBackup } from "../../src/server/backup/write-backup.ts";
import { readConfig } from "../../src/server/config.ts";
import { type Database, openDatabase } from "../../src/server/db/database.ts";
import { diskFileStore } from "../../src/server/files/disk-file-store.ts";
import type { FileStore } from "../../src/server/files/file-store.ts";
import { runCli } from "../support/run-cli.ts";
import {
  type DatabaseKind,
  databaseKinds,
  freshPostgres,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";
import { multipartBody, uploadFile } from "./fixtures/upload-files.ts";

const quiet = () => undefined;
const work = mkdtempSync(join(tmpdir(), "campus-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** every table's rows (generated columns too) and every sequence, as the database writes them */
async function contents(db: Database) {
  const tables: Record<string, string[]> = {};
  for (const plan of await tablePlans(db)) {
    const order = plan.primaryKey.length ? `ORDER BY ${plan.primaryKey.map(quoteName).join(", ")}` : "";
    const rows = await db.query<{ row: string }>(
      `SELECT to_json(t)::text AS row FROM (SELECT * FROM ${quoteName(plan.name)} ${order}) t`,
    );
    tables[plan.name] = rows.map((r) => r.row);
  }
  const sequences: Record<string, unknown> = {};
  for (const name of await sequenceNames(db))
    sequences[name] = (await db.query(`SELECT last_value::text, is_called FROM ${quoteName(name)}`))[0];
  return { tables, sequences };
}

async function bytesOf(files: FileStore) {
  const all: Record<string, string> = {};
  for await (const name of files.names()) {
    const opened = await files.read(name);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    all[name] = Buffer.concat(chunks).toString("base64");
  }
  return all;
}

/** a new, empty database of `kind` and an empty folder of files */
async function emptyTarget(kind: DatabaseKind) {
  const postgres = kind === "postgres" ? await freshPostgres() : null;
  const dataDir = mkdtempSync(join(work, "target-"));
  const db = await openDatabase({ databaseUrl: postgres?.url, dataDir: postgres ? dataDir : "memory" });
  const files = diskFileStore(join(dataDir, "uploads"));
  return {
    db,
    files,
    dataDir,
    async close() {
      await db.close();
      await postgres?.drop();
    },
  };
}

/** a copy of the archive `from` with its backup.json changed by `change` */
async function rewriteHeader(from: string, to: string, change: (header: Record<string, unknown>) => object) {
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === "backup.json")
      body = Buffer.from(JSON.stringify(change(JSON.parse(body.toString()))));
    await new Promise((resolve) => pack.entry({ name: entry.header.name, size: body.length }, body, resolve));
  }
  pack.finalize();
  await Promise.all([reading, writing]);
}

describe.each(databaseKinds)("backup and restore of %s", (kind) => {
  let server: TestServer;
  let archive: string;
  const ok = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const response = await server.request("admin", { method, url, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    // records, an upload, map edits and a release beyond the demo's own
    const category = await ok("POST", "/api/category", { name_pl: "Kopia", name_en: "Backup" });
    await ok("POST", "/api/article", {
      name: "Zażółć gęślą jaźń — kopia",
      category_id: category.id,
      description: 'Treść z "cudzysłowem", \\ i nową\nlinią.',
    });
    const form = multipartBody([
      { name: "kind", value: "photo" },
      { name: "file", value: uploadFile("png", 20_000), filename: "photo.png" },
    ]);
    const upload = await server.request("admin", { method: "POST", url: "/api/upload", ...form });
    expect(upload.statusCode).toBe(200);
    const square = [
      [19.5, 51.5],
      [19.5002, 51.5],
      [19.5002, 51.5002],
      [19.5, 51.5002],
      [19.5, 51.5],
    ];
    await ok("POST", "/api/geo", {
      profile: "p0",
      features: [
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: [square] },
          properties: { type: "room", key: "K1", name_pl: "Sala kopii", name_en: "Backup room" },
        },
      ],
    });
    await ok("POST", "/api/map/publish", { comment: "Kopia zapasowa" });
    archive = join(work, `${kind}.tar.gz`);
    await writeBackup(server.db, server.files, archive, quiet);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(databaseKinds)(
    "restores into an empty %s database: every table, sequence and file equal, and it serves",
    async (targetKind) => {
      const target = await emptyTarget(targetKind);
      try {
        const summary = await restoreBackup(target.db, target.files, archive, quiet);
        expect(summary.files).toBeGreaterThan(15);
        expect(await contents(target.db)).toEqual(await contents(server.db));
        expect(await bytesOf(target.files)).toEqual(await bytesOf(server.files));

        const config = readConfig({
          DATA_DIR: target.dataDir,
          SEED_DEMO: "0",
          CHECK_ANSWERS: "true",
        } as NodeJS.ProcessEnv);
        const app = await buildApp({ config, db: target.db, files: target.files, logger: false });
        try {
          const login = await app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email: roleEmail("admin"), password: rolePassword },
          });
          expect(login.statusCode).toBe(200);
          const token = login.json().data.token;
          const articles = await app.inject({
            method: "GET",
            url: "/api/article?search=kopia",
            headers: { authorization: `Bearer ${token}` },
          });
          expect(articles.json().data.items.map((a: { name: string }) => a.name)).toContain(
            "Zażółć gęślą jaźń — kopia",
          );
          const map = await app.inject({ method: "GET", url: "/api/app/v1/map" });
          expect(map.statusCode).toBe(200);
          expect(map.json().data.release).toBe(
            (await server.db.query<{ n: number }>("SELECT max(number) AS n FROM map_release"))[0]?.n,
          );
          const [upload] = await target.db.query<{ name: string }>(
            "SELECT name FROM upload WHERE kind = 'photo' LIMIT 1",
          );
          const file = await app.inject({ method: "GET", url: `/api/files/${upload?.name}` });
          expect(file.statusCode).toBe(200);
          expect(file.rawPayload.length).toBe(20_000);
          // new rows take ids after the restored ones
          const created = await app.inject({
            method: "POST",
            url: "/api/category",
            headers: { authorization: `Bearer ${token}` },
            payload: { name_pl: "Nowa", name_en: "New" },
          });
          expect(created.statusCode, created.body).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await target.close();
      }
    },
  );

  it("refuses a database or a folder of files that is not empty (the command line exits with 2)", async () => {
    const target = await emptyTarget("pglite");
    try {
      await target.files.put("left-over.png", Buffer.from("x"), "image/png");
      await expect(restoreBackup(target.db, target.files, archive, quiet)).rejects.toThrow(
        /already holds files/,
      );
      await expect(
        restoreBackup(server.db, diskFileStore(join(target.dataDir, "none")), archive, quiet),
      ).rejects.toThrow(RestoreRefused);
    } finally {
      await target.close();
    }
    const dataDir = mkdtempSync(join(work, "cli-"));
    const first = await runCli(["restore", archive], { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    const second = await runCli(["restore", archive], { DATA_DIR: dataDir });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/^error: restore refused: the database is not empty/);
  });

  it("refuses an archive of a schema newer than the code", async () => {
    const newer = join(work, "newer.tar.gz");
    await rewriteHeader(archive, newer, (h) => ({ ...h, schema: "999_future.sql" }));
    const target = await emptyTarget("pglite");
    try {
      await expect(restoreBackup(target.db, target.files, newer, quiet)).rejects.toThrow(
        /newer than this code's/,
      );
    } finally {
      await target.close();
    }
  });
});

describe("backup on the embedded database while the server holds it", () => {
  it("says the server must be stopped, naming what holds it", async () => {
    const dataDir = mkdtempSync(join(work, "held-"));
    const db = await openDatabase({ dataDir });
    try {
      const answer = await runCli(["backup", join(work, "held.tar.gz")], { DATA_DIR: dataDir });
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(
        /^error: backup of the embedded database \(PGlite.*needs the server stopped/,
      );
      expect(answer.stderr).toContain(`process ${process.pid}`);
      expect(answer.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("a backup on PostgreSQL while writes go on", () => {
  it("restores to one moment: every transaction wholly in or wholly out", async () => {
    const server = await startTestServer("postgres");
    let writing = true;
    let written = 0;
    // each transaction adds a category and a geo category of the same name
    const writes = (async () => {
      while (writing) {
        const name = `w${written}`;
        await server.db.transaction(async (tx) => {
          await tx.query("INSERT INTO category (name_pl, name_en) VALUES ($1, $1)", [name]);
          await tx.query("INSERT INTO category_geo (name_pl, name_en) VALUES ($1, $1)", [name]);
        });
        written++;
      }
    })();
    try {
      while (written < 20) await new Promise((resolve) => setImmediate(resolve));
      const archive = join(work, "while-writing.tar.gz");
      await writeBackup(server.db, server.files, archive, quiet);
      const during = written;
      writing = false;
      await writes;
      const target = await emptyTarget("postgres");
      try {
        await restoreBackup(target.db, target.files, archive, quiet);
        const names = async (table: string) =>
          (
            await target.db.query<{ name_pl: string }>(
              `SELECT name_pl FROM ${table} WHERE name_pl LIKE 'w%' ORDER BY id`,
            )
          ).map((r) => r.name_pl);
        const categories = await names("category");
        expect(categories.length).toBeGreaterThanOrEqual(20);
        expect(categories.length).toBeLessThanOrEqual(during + 1);
        expect(await names("category_geo")).toEqual(categories);
      } finally {
        await target.close();
      }
    } finally {
      writing = false;
      await writes;
      await server.close();
    }
  });
});
