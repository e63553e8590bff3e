/**
 * SEED_DEMO=imdf:<path>: the map of an empty database imported from an IMDF archive (a folder or a
 * .zip, e.g. samples/imdf/polymap) instead of the drawn demo campus. Only the map: the demo's
 * other records refer to rooms of the drawn campus. The imported map is published as release 1.
 */
import { basename } from "node:path";
import type { Database } from "../db/database.ts";
import { readArchiveSource } from "../imdf/archive-files.ts";
import { type ImportReport, importImdf, planArchiveOffThread } from "../imdf/imdf-import.ts";
import { publishSeededMap } from "../publishing/releases.ts";
import { WorkerPool } from "../workers/worker-pool.ts";

/** The import's report, or null when the map already holds features. */
export async function seedImdf(db: Database, path: string): Promise<ImportReport | null> {
  const [state] = await db.query<{ busy: boolean }>("SELECT EXISTS (SELECT 1 FROM map_feature) AS busy");
  if (state?.busy) return null;
  // once, before the server listens: a thread of its own, ended with the seed
  const workers = new WorkerPool(1);
  try {
    const plan = await planArchiveOffThread(workers, await readArchiveSource(path));
    const report = await importImdf(db, plan, { replace: false, by: null, lang: "en" });
    await db.transaction((tx) => publishSeededMap(tx, `IMDF archive ${basename(path)}`));
    return report;
  } finally {
    await workers.close();
  }
}
