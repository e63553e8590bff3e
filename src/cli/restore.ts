/** restore <file>: a backup archive into an empty database and an empty file store. */
import { RestoreRefused, restoreBackup } from "../server/backup/restore-backup.ts";
import { readConfig } from "../server/config.ts";
import { openFileStore } from "../server/files/open-file-store.ts";
import { openForBackup } from "./backup-database.ts";
import type { CliCommand } from "./command.ts";
import { UsageError } from "./usage-error.ts";

export const restoreCommand: CliCommand = {
  name: "restore",
  summary:
    "Restores a backup archive into an empty database (DATABASE_URL, or DATA_DIR's embedded one) and empty uploads (DATA_DIR/uploads or S3_BUCKET).",
  flags: {},
  required: [],
  argument: { name: "file", text: "the archive written by `backup`" },
  async run(flags) {
    const config = readConfig();
    const path = String(flags.file);
    const files = await openFileStore(config);
    try {
      const db = await openForBackup(config, "restore");
      try {
        const say = (line: string) => process.stderr.write(`${line}\n`);
        const summary = await restoreBackup(db, files, path, say).catch((error) => {
          // An archive or a target the restore cannot take is the caller's to change (exit code 2).
          if (error instanceof RestoreRefused) throw new UsageError(`restore refused: ${error.message}`);
          if ((error as NodeJS.ErrnoException).code === "ENOENT")
            throw new UsageError(`no such file: ${path}`);
          throw error;
        });
        const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
        return `Restored ${path}: ${Object.keys(summary.rows).length} tables, ${rows} rows, ${summary.files} files into ${files.where}.`;
      } finally {
        await db.close();
      }
    } finally {
      files.close();
    }
  },
};
