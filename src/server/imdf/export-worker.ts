/**
 * Runs in a worker thread (workers/worker-pool.ts): the map's features, as the JSON text the database
 * gave, to an IMDF zip. The answer is plain data: the zip's bytes, the counts and what was left out.
 */
import { exportArchive, type StoredFeature } from "./imdf-export-map.ts";
import { zipFiles } from "./zip-archive.ts";

export interface ExportedZip {
  zip: Uint8Array;
  counts: Record<string, number>;
  leftOut: number[];
}

export function zipExport({ featuresJson, created }: { featuresJson: string; created: string }): ExportedZip {
  const rows = JSON.parse(featuresJson) as StoredFeature[];
  const { files, counts, leftOut } = exportArchive(rows, new Date(created));
  return { zip: zipFiles(files), counts, leftOut };
}
