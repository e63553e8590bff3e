/** backup <file>: the database and the uploaded files in one archive (src/server/backup/backup-archive.ts). */
import { writeBackup } from "../server/backup/write-backup.ts";
import { readConfig } from "../server/config.ts";
import { openFileStore } from "../server/files/open-file-store.ts";
import { openForBackup } from "./backup-database.ts";
import type { CliCommand } from "./command.ts";

export const backupCommand: CliCommand = {
  name: "backup",
  summary:
    "Writes the database and the uploaded files into one archive (.tar.gz); on PostgreSQL while the server runs, on the embedded database with the server stopped.",
  flags: {},
  required: [],
  argument: { name: "file", text: "the archive to write (e.g. campus-2025-01-31.tar.gz)" },
  async run(flags) {
    const config = readConfig();
    const path = String(flags.file);
    const files = await openFileStore(config);
    try {
      const db = await openForBackup(config, "backup");
      try {
        const say = (line: string) => process.stderr.write(`${line}\n`);
        const summary = await writeBackup(db, files, path, say);
        const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
        const missing = summary.missingFiles.length
          ? [`Recorded but not in ${files.where} (left out): ${summary.missingFiles.join(", ")}`]
          : [];
        return [
          `Backed up to ${path}: ${Object.keys(summary.rows).length} tables, ${rows} rows, ${summary.files} files.`,
          ...missing,
        ].join("\n");
      } finally {
        await db.close();
      }
    } finally {
      files.close();
    }
  },
};
