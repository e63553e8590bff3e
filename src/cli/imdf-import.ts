/** imdf:import <folder or .zip> [--replace]: an IMDF archive into the map, with a progress bar on stderr. */
import { SingleBar } from "cli-progress";
import { codeText } from "../server/http/envelope.ts";
import { readArchiveSource } from "../server/imdf/archive-files.ts";
import { ImdfError } from "../server/imdf/imdf-error.ts";
import { importImdf, planArchiveOffThread } from "../server/imdf/imdf-import.ts";
import { WorkerPool } from "../server/workers/worker-pool.ts";
import type { CliCommand } from "./command.ts";
import { importReportText } from "./import-report-text.ts";
import { UsageError } from "./usage-error.ts";
import { withDatabase } from "./with-database.ts";

/** A broken archive is the caller's input (exit code 2), said as the API says it. */
function refusal(error: unknown): never {
  if (error instanceof ImdfError) {
    throw new UsageError(
      `${codeText(error.code, "en")} (${error.code})${error.detail ? `: ${error.detail}` : ""}`,
    );
  }
  if ((error as { code?: string }).code === "ENOENT")
    throw new UsageError(`no such file or folder: ${(error as { path?: string }).path}`);
  throw error;
}

export const imdfImport: CliCommand = {
  name: "imdf:import",
  summary: "Imports an IMDF archive into the map (a second import of it updates its features).",
  flags: {},
  required: [],
  argument: { name: "path", text: "the archive: a folder of .geojson/.json files or a .zip" },
  switches: {
    replace: "also delete what earlier imports left on the archive's floors that it no longer has",
  },
  async run(flags) {
    const source = await readArchiveSource(String(flags.path)).catch(refusal);
    // read in a worker thread as the server does, so that the command is what an upload would give
    const workers = new WorkerPool(1);
    const plan = await planArchiveOffThread(workers, source)
      .catch(refusal)
      .finally(() => workers.close());
    return withDatabase(async (db) => {
      const bar = new SingleBar({ format: "importing [{bar}] {value}/{total} features", hideCursor: true });
      let started = false;
      const onProgress = (done: number, total: number) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      };
      const options = { replace: flags.replace === "true", by: null, lang: "en" as const, onProgress };
      const report = await importImdf(db, plan, options)
        .catch(refusal)
        .finally(() => bar.stop());
      return importReportText(report);
    });
  },
};
