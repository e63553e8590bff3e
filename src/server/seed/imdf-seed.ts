/**
 * SEED_DEMO=imdf:<path>: the map of an empty database imported from an IMDF archive (a folder or a
 * .zip, e.g. ../shared/data/imdf/polymap) instead of the drawn demo campus. Only the map: the demo's
 * other records refer to rooms of the drawn campus.
 */
import type { Database } from "../db/database.ts";
import { readArchiveFiles } from "../imdf/archive-files.ts";
import { type ImportReport, importImdf } from "../imdf/imdf-import.ts";

/** The import's report, or null when the map already holds features. */
export async function seedImdf(db: Database, path: string): Promise<ImportReport | null> {
  const [state] = await db.query<{ busy: boolean }>("SELECT EXISTS (SELECT 1 FROM map_feature) AS busy");
  if (state?.busy) return null;
  return importImdf(db, await readArchiveFiles(path), { replace: false, by: null, lang: "en" });
}
