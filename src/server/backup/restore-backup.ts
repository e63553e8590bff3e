/**
 * Restores a backup archive (backup-archive.ts) into an empty database and an empty file store. The
 * schema is made by the migrations up to the archive's own version, the rows and files are loaded in
 * one transaction (a failure leaves the database without them, and removes the files put so far),
 * the sequences are set where they were, and the later migrations of this code then upgrade the
 * restored data as they would have upgraded the original. Rows are loaded in the archive's chunks by
 * the database's own JSON reading (json_populate_recordset), so each value is read back in its
 * column's type: timestamps to the microsecond, bigints and numerics digit for digit, bytea, JSON.
 */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import * as tar from "tar-stream";
import type { Database, Queryable } from "../db/database.ts";
import { migrate, migrationNames } from "../db/migrate.ts";
import type { FileStore } from "../files/file-store.ts";
import { mimeOfName } from "../files/upload-kinds.ts";
import {
  archiveFormat,
  archiveVersion,
  type BackupHeader,
  type BackupSummary,
  fileOfEntry,
  type Sequences,
  tableOfEntry,
} from "./backup-archive.ts";
import { migrationTable, quoteName, type TablePlan, tablePlans } from "./database-tables.ts";

type Say = (line: string) => void;

/** The archive or the target is not what a restore can take; said to the operator as it is. */
export class RestoreRefused extends Error {}

/** Rows the migrations write themselves into a new database (011: the map's revision counter). */
const filledByMigrations = new Set([migrationTable, "map_revision"]);

/** Refuses a database that holds data, or a schema newer than the archive's, and a store holding files. */
async function checkEmpty(db: Database, files: FileStore, archiveSchema: string | null) {
  const tables = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    if (filledByMigrations.has(name)) continue;
    const [row] = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteName(name)}) AS any`);
    if (row?.any) filled.push(name);
  }
  if (filled.length)
    throw new RestoreRefused(
      `the database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""} hold rows): restore into a new database (createdb, or a new DATA_DIR for the embedded one)`,
    );
  if (archiveSchema && tables.some((t) => t.name === migrationTable)) {
    const [row] = await db.query<{ name: string | null }>(`SELECT max(name) AS name FROM ${migrationTable}`);
    if (row?.name && row.name > archiveSchema)
      throw new RestoreRefused(
        `the database was migrated to ${row.name}, past the archive's ${archiveSchema}: restore into a new database`,
      );
  }
  for await (const name of files.names())
    throw new RestoreRefused(`${files.where} already holds files (${name}): restore into an empty one`);
}

async function text(entry: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function checkHeader(header: BackupHeader) {
  if (header.format !== archiveFormat || header.version !== archiveVersion)
    throw new RestoreRefused(`not a backup of this application (format ${header.format} ${header.version})`);
  const known = migrationNames();
  const latest = known.at(-1) ?? "";
  if (header.schema > latest || !known.includes(header.schema))
    throw new RestoreRefused(
      `the archive is of schema ${header.schema}, newer than this code's ${latest}: restore it with the version that made it, or a newer one`,
    );
}

async function insertRows(tx: Queryable, plan: TablePlan, lines: string) {
  const columns = plan.columns.map(quoteName).join(", ");
  const rows = lines.trimEnd().split("\n");
  await tx.query(
    `INSERT INTO ${quoteName(plan.name)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${quoteName(plan.name)}, $1::json)`,
    [`[${rows.join(",")}]`],
  );
  return rows.length;
}

async function setSequences(tx: Queryable, sequences: Sequences) {
  for (const [name, state] of Object.entries(sequences)) {
    await tx.query("SELECT setval($1::regclass, $2::bigint, $3)", [
      quoteName(name),
      state.last_value,
      state.is_called,
    ]);
  }
}

/** Checks that `path` can be restored into `db` and `files`, before anything is written. */
export async function checkRestore(db: Database, files: FileStore, path: string): Promise<BackupHeader> {
  await checkEmpty(db, files, null);
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract).catch(() => undefined);
  let header: BackupHeader | null = null;
  for await (const entry of extract) {
    if (entry.header.name === "backup.json") header = JSON.parse(await text(entry)) as BackupHeader;
    break;
  }
  extract.destroy();
  await reading;
  if (!header)
    throw new RestoreRefused(`${path} is not a backup archive: it does not start with backup.json`);
  checkHeader(header);
  await checkEmpty(db, files, header.schema);
  return header;
}

export async function restoreBackup(
  db: Database,
  files: FileStore,
  path: string,
  say: Say,
): Promise<BackupSummary> {
  const header = await checkRestore(db, files, path);
  say(`archive of ${header.createdAt}, schema ${header.schema}, from ${header.database}`);
  await migrate(db, { until: header.schema });
  const put: string[] = [];
  try {
    const summary = await db.transaction(async (tx) => {
      // The rows of map_revision are restored as they were: loading map features moves it on no further.
      await tx.query("SELECT set_config('campus.map_revision_moved', 'yes', true)");
      // and so are the map's kept versions (migration 034): loading map features keeps none anew
      await tx.query("SELECT set_config('campus.map_versions_restored', 'yes', true)");
      const plans = new Map((await tablePlans(tx)).map((plan) => [plan.name, plan]));
      await tx.query(`TRUNCATE ${[...plans.keys()].map(quoteName).join(", ")}`);
      const rows: Record<string, number> = {};
      let summary: BackupSummary | null = null;
      const extract = tar.extract();
      const reading = pipeline(createReadStream(path), createGunzip(), extract);
      for await (const entry of extract) {
        const name = entry.header.name;
        const table = tableOfEntry(name);
        const file = fileOfEntry(name);
        if (table) {
          const plan = plans.get(table);
          if (!plan)
            throw new RestoreRefused(
              `the archive holds table ${table}, which schema ${header.schema} has not`,
            );
          rows[table] = (rows[table] ?? 0) + (await insertRows(tx, plan, await text(entry)));
          if (rows[table] % 10_000 === 0) say(`table ${table}: ${rows[table]} rows`);
        } else if (file) {
          // a Node stream for the S3 client; tar-stream's entries are streamx streams
          const stream = Readable.from(entry);
          await files.put(file, { stream, size: entry.header.size ?? 0 }, mimeOfName(file));
          put.push(file);
          if (put.length % 100 === 0) say(`files: ${put.length}`);
        } else if (name === "sequences.json") {
          for (const [t, n] of Object.entries(rows)) say(`table ${t}: ${n} rows`);
          await setSequences(tx, JSON.parse(await text(entry)) as Sequences);
        } else if (name === "summary.json") {
          summary = JSON.parse(await text(entry)) as BackupSummary;
        } else entry.resume();
      }
      await reading;
      if (!summary)
        throw new RestoreRefused(`${path} ends before its summary.json: the archive is cut short`);
      const expected = summary;
      const short = Object.entries(expected.rows).filter(([t, n]) => (rows[t] ?? 0) !== n);
      if (short.length || put.length !== expected.files)
        throw new RestoreRefused(
          `the archive does not hold what its summary says (${short.map(([t]) => t).join(", ") || `${put.length} of ${expected.files} files`})`,
        );
      say(`files: ${put.length}`);
      return expected;
    });
    const upgraded = await migrate(db);
    if (upgraded.length) say(`migrated on to ${upgraded.at(-1)}`);
    return summary;
  } catch (error) {
    for (const name of put) await files.remove(name).catch(() => undefined);
    throw error;
  }
}
