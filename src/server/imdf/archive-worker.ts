/**
 * Runs in a worker thread (workers/worker-pool.ts): an IMDF archive from its bytes to the rows an
 * import writes. Unzipping, parsing, checking and mapping take seconds for a large archive; here they
 * hold no request. The answer is plain data (structured cloning keeps no class), a refusal included.
 */
import { maxFeaturesPerFloor } from "../map/feature-input.ts";
import { type ImdfArchive, readArchive, type SkippedFeature } from "./imdf-archive.ts";
import { ImdfError } from "./imdf-error.ts";
import { planImport } from "./imdf-import-map.ts";
import { type StoredRow, storedRow } from "./imdf-import-store.ts";
import { unzipLimited } from "./zip-archive.ts";

/** A zip's bytes, or the files of a folder by name. */
export type ArchiveSource = { zip: Uint8Array } | { files: Map<string, Uint8Array> };

export interface PlannedImport {
  rows: StoredRow[];
  /** features imported, by our type and floor */
  counts: Record<string, Record<string, number>>;
  skipped: SkippedFeature[];
  ignoredFiles: string[];
}

export type ArchiveOutcome =
  | { planned: PlannedImport }
  | { refused: { code: number; detail: string | null } };

/**
 * 3109 before any mapping when one level (or the features of no level, all on the ground floor)
 * already has more features than a floor takes: 300,000 rooms are refused in a second, not a minute.
 */
function refuseCrowdedLevel(archive: ImdfArchive): void {
  const perLevel = new Map<string, number>();
  for (const features of archive.features.values()) {
    for (const { properties } of features) {
      const level = typeof properties.level_id === "string" ? properties.level_id : "";
      perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
    }
  }
  for (const [level, count] of perLevel) {
    if (count > maxFeaturesPerFloor)
      throw new ImdfError(3109, `${level ? `level ${level}` : "p0"}: ${count}`);
  }
}

export function planArchive(source: ArchiveSource): ArchiveOutcome {
  try {
    const files = "zip" in source ? unzipLimited(source.zip) : source.files;
    const archive = readArchive(files);
    refuseCrowdedLevel(archive);
    const plan = planImport(archive);
    const counts: Record<string, Record<string, number>> = {};
    const perFloor = new Map<string, number>();
    for (const { type, floor } of plan.features) {
      const byFloor = counts[type] ?? {};
      byFloor[floor] = (byFloor[floor] ?? 0) + 1;
      counts[type] = byFloor;
      perFloor.set(floor, (perFloor.get(floor) ?? 0) + 1);
    }
    for (const [floor, count] of perFloor) {
      if (count > maxFeaturesPerFloor) throw new ImdfError(3109, `${floor}: ${count}`);
    }
    const rows = plan.features.map(storedRow);
    return { planned: { rows, counts, skipped: plan.skipped, ignoredFiles: plan.ignoredFiles } };
  } catch (error) {
    if (error instanceof ImdfError) return { refused: { code: error.code, detail: error.detail } };
    throw error;
  }
}
