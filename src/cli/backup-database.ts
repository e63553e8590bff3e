/**
 * The database a backup or restore works on, opened without migrating it. The embedded database
 * (PGlite) is one process's at a time: while the server runs on it, the command cannot open it, and
 * says what it takes.
 */
import type { Config } from "../server/config.ts";
import { type Database, openDatabase } from "../server/db/database.ts";
import { DirectoryBusy } from "../server/db/directory-lock.ts";

export async function openForBackup(config: Config, command: "backup" | "restore"): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DirectoryBusy)) throw error;
    throw new Error(
      `${command} of the embedded database (PGlite, in DATA_DIR ${config.dataDir}) needs the server stopped: it holds the database while it runs. Stop the server, run the ${command}, start it again. (On PostgreSQL, DATABASE_URL, a backup runs while the server serves.)\n${error.message}`,
    );
  }
}
