/**
 * Writes an import's features in the caller's transaction. A feature whose source_id an earlier
 * import left on the map (map_feature.source set) is updated in place, keeping its id (notifications
 * and the editor refer to it); the others are inserted. With `replace`, the features earlier imports
 * left on the floors this archive covers and this archive no longer has are deleted; features drawn
 * in the editor are never touched. Set-based statements in batches, as the editor's saves.
 */
import type { Queryable } from "../db/database.ts";
import type { Floor } from "../geo/floor.ts";
import { linkPlacedRecords } from "../geo/linked-records.ts";
import type { ImportedFeature } from "./imported-feature.ts";

export interface StoreCounts {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

// A few hundred kB of JSON per statement: PGlite and PostgreSQL both take it in one go.
const batchSize = 1000;

const columns =
  "id integer, floor text, type text, geometry jsonb, properties jsonb, source jsonb, x1 float8, y1 float8, x2 float8, y2 float8";

const rowsJson = (features: (ImportedFeature & { id?: number })[]) =>
  JSON.stringify(
    features.map(({ id, floor, type, geometry, properties, source, bounds: [x1, y1, x2, y2] }) => ({
      id,
      floor,
      type,
      geometry,
      properties,
      source,
      x1,
      y1,
      x2,
      y2,
    })),
  );

function batches<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += batchSize) out.push(list.slice(at, at + batchSize));
  return out;
}

/** Updates the rows that differ; answers how many did. */
async function updateRows(tx: Queryable, features: (ImportedFeature & { id: number })[]): Promise<number> {
  const rows = await tx.query(
    `UPDATE map_feature m SET floor = f.floor, type = f.type, geometry = f.geometry, properties = f.properties,
       source = f.source, bbox = box(point(f.x1, f.y1), point(f.x2, f.y2)), version = m.version + 1, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS f(${columns})
     WHERE m.id = f.id AND (m.floor, m.type, m.geometry, m.properties, m.source)
       IS DISTINCT FROM (f.floor, f.type, f.geometry, f.properties, f.source)
     RETURNING m.id`,
    [rowsJson(features)],
  );
  return rows.length;
}

async function insertRows(tx: Queryable, features: ImportedFeature[]): Promise<void> {
  await tx.query(
    `INSERT INTO map_feature (floor, type, geometry, properties, source, bbox)
     SELECT f.floor, f.type, f.geometry, f.properties, f.source, box(point(f.x1, f.y1), point(f.x2, f.y2))
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (${columns})) WITH ORDINALITY AS f
     ORDER BY f.ordinality`,
    [rowsJson(features)],
  );
}

/** Parking areas link (or create) their parking lot records, as when the editor saves them. */
async function linkParkings(tx: Queryable, features: ImportedFeature[]): Promise<void> {
  const parkings = features.filter((f) => f.type === "parking");
  for (const floor of new Set(parkings.map((f) => f.floor))) {
    const onFloor = parkings.filter((f) => f.floor === floor);
    await linkPlacedRecords(
      tx,
      floor,
      onFloor.map((f) => ({ at: f.source.id, type: f.type, properties: f.properties })),
    );
  }
}

export async function storeImport(
  tx: Queryable,
  features: ImportedFeature[],
  options: { replace: boolean; onProgress?: (done: number, total: number) => void },
): Promise<StoreCounts> {
  // Two imports at once would both insert what neither found: the second waits for the first.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('imdf:import'))");
  const earlier = await tx.query<{ id: number; floor: string; source_id: string | null }>(
    "SELECT id, floor, properties->>'source_id' AS source_id FROM map_feature WHERE source IS NOT NULL ORDER BY id",
  );
  const bySource = new Map<string, number>();
  for (const row of earlier)
    if (row.source_id && !bySource.has(row.source_id)) bySource.set(row.source_id, row.id);

  await linkParkings(tx, features);
  const updates: (ImportedFeature & { id: number })[] = [];
  const inserts: ImportedFeature[] = [];
  for (const feature of features) {
    const id = bySource.get(String(feature.properties.source_id));
    if (id === undefined) inserts.push(feature);
    else updates.push({ ...feature, id });
  }
  let stale: number[] = [];
  if (options.replace) {
    const floors = new Set(features.map((f) => f.floor));
    const kept = new Set(updates.map((f) => f.id));
    stale = earlier.filter((row) => floors.has(row.floor as Floor) && !kept.has(row.id)).map((row) => row.id);
  }

  const total = stale.length + updates.length + inserts.length;
  let done = 0;
  const step = (count: number) => {
    done += count;
    options.onProgress?.(done, total);
  };
  for (const ids of batches(stale)) {
    await tx.query("DELETE FROM map_feature WHERE id = ANY($1::int[])", [ids]);
    step(ids.length);
  }
  let updated = 0;
  for (const batch of batches(updates)) {
    updated += await updateRows(tx, batch);
    step(batch.length);
  }
  for (const batch of batches(inserts)) {
    await insertRows(tx, batch);
    step(batch.length);
  }
  return { created: inserts.length, updated, unchanged: updates.length - updated, deleted: stale.length };
}
