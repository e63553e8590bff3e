/**
 * Writes a backup archive (backup-archive.ts) of the database and the uploaded files. The database is
 * read in one REPEATABLE READ transaction, so every table is of the same moment while a server on
 * PostgreSQL goes on writing; each table is read through a cursor, 1000 rows at a time, never whole.
 * Files are immutable once recorded, so those the snapshot's `upload` rows name are read afterwards.
 * The archive is written beside its path and renamed into place only when complete.
 */
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import type { Database, Queryable } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import {
  archiveFormat,
  archiveVersion,
  type BackupHeader,
  type BackupSummary,
  fileEntry,
  rowsPerEntry,
  type Sequences,
  tableEntry,
} from "./backup-archive.ts";
import { quoteName, schemaVersion, sequenceNames, type TablePlan, tablePlans } from "./database-tables.ts";

type Say = (line: string) => void;

function addBytes(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  // The callback comes once the bytes are taken by the gzip stream: a slow disk slows the reading.
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve())),
  );
}

const addJson = (pack: tar.Pack, name: string, value: unknown) =>
  addBytes(pack, name, Buffer.from(JSON.stringify(value, null, 2)));

async function addFile(pack: tar.Pack, name: string, file: { stream: Readable; size: number }) {
  await pipeline(file.stream, pack.entry({ name, size: file.size }));
}

/** One table's rows in primary-key order, as JSON text made by the database (no number is rounded here). */
async function addTable(pack: tar.Pack, tx: Queryable, plan: TablePlan): Promise<number> {
  const columns = plan.columns.map(quoteName).join(", ");
  const order = plan.primaryKey.length ? ` ORDER BY ${plan.primaryKey.map(quoteName).join(", ")}` : "";
  await tx.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR
     SELECT to_json(r)::text AS line FROM (SELECT ${columns} FROM ${quoteName(plan.name)}${order}) r`,
  );
  let rows = 0;
  for (let chunk = 1; ; chunk++) {
    const lines = await tx.query<{ line: string }>(`FETCH ${rowsPerEntry} FROM backup_rows`);
    if (!lines.length) break;
    rows += lines.length;
    await addBytes(
      pack,
      tableEntry(plan.name, chunk),
      Buffer.from(`${lines.map((l) => l.line).join("\n")}\n`),
    );
  }
  await tx.query("CLOSE backup_rows");
  return rows;
}

export async function writeBackup(
  db: Database,
  files: FileStore,
  path: string,
  say: Say,
): Promise<BackupSummary> {
  const part = `${path}.part`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(part));
  const summary: BackupSummary = { rows: {}, files: 0, missingFiles: [] };
  try {
    const uploads = await db.transaction(async (tx) => {
      await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      const header: BackupHeader = {
        format: archiveFormat,
        version: archiveVersion,
        schema: await schemaVersion(tx),
        createdAt: new Date().toISOString(),
        database: db.kind,
        files: files.where,
      };
      await addJson(pack, "backup.json", header);
      for (const plan of await tablePlans(tx)) {
        summary.rows[plan.name] = await addTable(pack, tx, plan);
        say(`table ${plan.name}: ${summary.rows[plan.name]} rows`);
      }
      const sequences: Sequences = {};
      for (const name of await sequenceNames(tx)) {
        const [state] = await tx.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text AS last_value, is_called FROM ${quoteName(name)}`,
        );
        if (state) sequences[name] = state;
      }
      await addJson(pack, "sequences.json", sequences);
      return (await tx.query<{ name: string }>("SELECT name FROM upload ORDER BY name")).map(
        (row) => row.name,
      );
    });
    for (const [index, name] of uploads.entries()) {
      const file = await files.read(name);
      if (file) {
        await addFile(pack, fileEntry(name), file);
        summary.files++;
      } else summary.missingFiles.push(name);
      if ((index + 1) % 100 === 0 || index + 1 === uploads.length)
        say(`files: ${index + 1}/${uploads.length}`);
    }
    await addJson(pack, "summary.json", summary);
    pack.finalize();
    await written;
    await rename(part, path);
    return summary;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(part, { force: true });
    throw error;
  }
}
