/** Opens the database of the environment's settings (DATABASE_URL or PGlite in DATA_DIR) for one command. */
import { openMigrated } from "../server/bootstrap.ts";
import { type Config, readConfig } from "../server/config.ts";
import type { Database } from "../server/db/database.ts";

export async function withDatabase<T>(work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = readConfig();
  const db = await openMigrated(config);
  try {
    return await work(db, config);
  } finally {
    await db.close();
  }
}
