/**
 * An IMDF export of the whole map (imdf-export-map.ts says what goes where). The server makes it in a
 * worker thread (export-worker.ts): mapping and zipping 50,000 features takes seconds, which would hold
 * every other request on the request thread. The features leave the database as one JSON text, cheap
 * to hand to the thread, unlike thousands of row objects.
 */
import type { Queryable } from "../db/database.ts";
import { type WorkerPool, WorkerPoolBusy } from "../workers/worker-pool.ts";
import type { ExportedZip } from "./export-worker.ts";
import { ImdfError } from "./imdf-error.ts";
import { type ExportResult, exportArchive, type StoredFeature } from "./imdf-export-map.ts";

/** Every feature of the map, as a JSON array of StoredFeature, by id. */
async function storedFeaturesJson(db: Queryable): Promise<string> {
  const [row] = await db.query<{ features: string }>(
    `SELECT coalesce(json_agg(json_build_object('id', id, 'floor', floor, 'type', type, 'geometry', geometry,
       'properties', properties, 'source', source) ORDER BY id), '[]')::text AS features FROM map_feature`,
  );
  return row?.features ?? "[]";
}

/** The archive's files, made on the calling thread (the command line's imdf:export). */
export async function exportImdf(db: Queryable): Promise<ExportResult> {
  return exportArchive(JSON.parse(await storedFeaturesJson(db)) as StoredFeature[], new Date());
}

const exportWorker = new URL("./export-worker.ts", import.meta.url);

/** The archive as a zip, made in a worker thread of `pool`; 3119 when the pool's queue is full. */
export async function exportZipOffThread(pool: WorkerPool, db: Queryable): Promise<ExportedZip> {
  const featuresJson = await storedFeaturesJson(db);
  try {
    return await pool.run<ExportedZip>(exportWorker, "zipExport", {
      featuresJson,
      created: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw new ImdfError(3119);
    throw error;
  }
}
