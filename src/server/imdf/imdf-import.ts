/**
 * An IMDF import from start to end, for the API, the command line and the demo seed: the archive's
 * files read and mapped (nothing written yet, so a refused archive leaves the map as it was), then
 * every feature written in ONE transaction with its audit entry, and the report of what was done.
 */
import type { Lang } from "../../shared/area-spec.ts";
import { type AuditEvent, recordAudit } from "../audit/audit-log.ts";
import type { Database } from "../db/database.ts";
import { codeText } from "../http/envelope.ts";
import { readArchive } from "./imdf-archive.ts";
import { planImport } from "./imdf-import-map.ts";
import { type StoreCounts, storeImport } from "./imdf-import-store.ts";
import type { SkippedFeature } from "./imported-feature.ts";

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

export async function importImdf(
  db: Database,
  files: Map<string, Uint8Array>,
  options: ImportOptions,
): Promise<ImportReport> {
  const plan = planImport(readArchive(files));
  const counts: Record<string, Record<string, number>> = {};
  for (const { type, floor } of plan.features) {
    const byFloor = counts[type] ?? {};
    byFloor[floor] = (byFloor[floor] ?? 0) + 1;
    counts[type] = byFloor;
  }
  const stored = await db.transaction(async (tx) => {
    const result = await storeImport(tx, plan.features, options);
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
  return { ...stored, counts, skipped, ignoredFiles: plan.ignoredFiles };
}
