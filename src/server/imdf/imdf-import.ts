/**
 * An IMDF import from start to end, for the API, the command line and the demo seed: the archive read,
 * checked and mapped in a worker thread (archive-worker.ts; nothing written yet, so a refused archive
 * leaves the map as it was), then every feature written in ONE transaction with its audit entry, and
 * the report of what was done.
 */
import type { Lang } from "../../shared/area-spec.ts";
import { type AuditEvent, recordAudit } from "../audit/audit-log.ts";
import type { Database } from "../db/database.ts";
import { codeText } from "../http/envelope.ts";
import { WorkerOutOfMemory, type WorkerPool, WorkerPoolBusy } from "../workers/worker-pool.ts";
import type { ArchiveOutcome, ArchiveSource, PlannedImport } from "./archive-worker.ts";
import type { SkippedFeature } from "./imdf-archive.ts";
import { ImdfError } from "./imdf-error.ts";
import { type StoreCounts, storeImport } from "./imdf-import-store.ts";
import { zipLimits } from "./zip-archive.ts";

export interface ImportReport extends StoreCounts {
  /** features imported, by our type and floor */
  counts: Record<string, Record<string, number>>;
  /** every feature of the archive left out, with the reason in the asked language */
  skipped: (SkippedFeature & { reason: string })[];
  /** files beside the manifest that hold no IMDF feature type */
  ignoredFiles: string[];
}

export interface ImportOptions {
  /** delete what earlier imports left on the archive's floors and the archive no longer has */
  replace: boolean;
  by: AuditEvent["by"];
  lang: Lang;
  /** features written so far of all to write */
  onProgress?: (done: number, total: number) => void;
}

const archiveWorker = new URL("./archive-worker.ts", import.meta.url);

/** The archive read and mapped in a worker thread; ImdfError when refused. */
export async function planArchiveOffThread(pool: WorkerPool, source: ArchiveSource): Promise<PlannedImport> {
  let outcome: ArchiveOutcome;
  try {
    // the bytes are copied to the thread (some milliseconds for 64 MB), so the caller's stay usable
    outcome = await pool.run<ArchiveOutcome>(archiveWorker, "planArchive", source);
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw new ImdfError(3119);
    if (error instanceof WorkerOutOfMemory) throw new ImdfError(3106, `${zipLimits.bytes / 2 ** 20} MB`);
    throw error;
  }
  if ("refused" in outcome) throw new ImdfError(outcome.refused.code, outcome.refused.detail);
  return outcome.planned;
}

export async function importImdf(
  db: Database,
  plan: PlannedImport,
  options: ImportOptions,
): Promise<ImportReport> {
  const stored = await db.transaction(async (tx) => {
    const result = await storeImport(tx, plan.rows, options);
    await recordAudit(tx, {
      by: options.by,
      area: "map",
      recordId: null,
      action: "imdf_import",
      changes: { ...result, replace: options.replace, skipped: plan.skipped.length },
    });
    return result;
  });
  const skipped = plan.skipped.map((s) => ({ ...s, reason: codeText(s.code, options.lang) }));
  return { ...stored, counts: plan.counts, skipped, ignoredFiles: plan.ignoredFiles };
}
