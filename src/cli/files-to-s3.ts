/** files-to-s3: the uploaded files on disk (DATA_DIR/uploads) copied into the bucket of S3_BUCKET. */
import { readConfig } from "../server/config.ts";
import { copyFiles } from "../server/files/copy-files.ts";
import { diskFileStore } from "../server/files/disk-file-store.ts";
import { openFileStore, uploadsDir } from "../server/files/open-file-store.ts";
import type { CliCommand } from "./command.ts";
import { UsageError } from "./usage-error.ts";

export const filesToS3: CliCommand = {
  name: "files-to-s3",
  summary:
    "Copies the uploaded files of DATA_DIR/uploads into the bucket of S3_BUCKET (again: copies only what is missing).",
  flags: {},
  required: [],
  async run() {
    const config = readConfig();
    if (!config.s3)
      throw new UsageError("S3_BUCKET is not set: set the S3_* variables of the bucket to copy into");
    // The database is not opened: this runs beside a server, even one on the embedded database.
    const from = diskFileStore(uploadsDir(config.dataDir));
    const to = await openFileStore(config);
    // Lines rather than a bar: the command is often run with its output in a log (nohup, a unit).
    const report = await copyFiles(from, to, (done, total) => {
      if (done % 100 === 0 || done === total) process.stderr.write(`files: ${done}/${total}\n`);
    }).finally(() => to.close());
    const summary = [
      `From ${from.where} to ${to.where}: ${report.copied} copied, ${report.skipped} skipped (already there), ${report.failed.length} failed.`,
      ...report.failed.map(({ name, reason }) => `  failed: ${name}: ${reason}`),
    ].join("\n");
    // A failure is reported with the others' outcome; running the command again retries only it.
    if (report.failed.length) throw new Error(`${summary}\nRun the command again to retry the failed files.`);
    return summary;
  },
};
