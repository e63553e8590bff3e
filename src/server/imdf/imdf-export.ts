/** An IMDF export of the whole map (imdf-export-map.ts says what goes where). */
import type { Queryable } from "../db/database.ts";
import { type ExportResult, exportArchive, type StoredFeature } from "./imdf-export-map.ts";

export async function exportImdf(db: Queryable): Promise<ExportResult> {
  const rows = await db.query<StoredFeature>(
    "SELECT id, floor, type, geometry, properties, source FROM map_feature ORDER BY id",
  );
  return exportArchive(rows, new Date());
}
