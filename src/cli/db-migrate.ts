/** db:migrate: applies the pending migrations (the server also does so when it starts). */
import { readConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import type { CliCommand } from "./command.ts";

export const dbMigrate: CliCommand = {
  name: "db:migrate",
  summary: "Applies the pending database migrations of src/server/db/migrations.",
  flags: {},
  required: [],
  async run() {
    const config = readConfig();
    const db = await openDatabase(config);
    try {
      const applied = await migrate(db);
      return applied.length
        ? `Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join("\n")}`
        : "The database is up to date.";
    } finally {
      await db.close();
    }
  },
};
