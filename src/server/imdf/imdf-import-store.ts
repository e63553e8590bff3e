/**
 * Writes an import's features in the caller's transaction. A feature whose source_id an earlier
 * import left on the map (map_feature.source set) is updated in place, keeping its id (notifications
 * and the editor refer to it); the others are inserted. With `replace`, the features earlier imports
 * left on the floors this archive covers and this archive no longer has are deleted; features drawn
 * in the editor are never touched. Set-based statements in batches, as the editor's saves. The rows
 * come as JSON made in the worker thread (storedRow), so that the request thread only joins them.
 */

import type { Floor } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import { maxFeaturesPerFloor } from "../map/feature-input.ts";
import { linkPlacedRecords } from "../map/linked-records.ts";
import { ImdfError } from "./imdf-error.ts";
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

/** A feature as the import writes it: its row of jsonb_to_recordset, made in the worker thread. */
export interface StoredRow {
  floor: Floor;
  type: string;
  sourceId: string;
  /** the row as JSON, without the id (set for an update) */
  json: string;
  /** a parking area's properties, for the parking lot record it links */
  parking?: Record<string, unknown>;
}

export function storedRow(feature: ImportedFeature): StoredRow {
  const { floor, type, geometry, properties, source, bounds } = feature;
  const [x1, y1, x2, y2] = bounds;
  return {
    floor,
    type,
    sourceId: String(properties.source_id),
    json: JSON.stringify({ floor, type, geometry, properties, source, x1, y1, x2, y2 }),
    ...(type === "parking" && { parking: properties }),
  };
}

/** The rows as one JSON array, each update's with its id put first. */
const rowsJson = (rows: (StoredRow & { id?: number })[]) =>
  `[${rows.map((row) => (row.id === undefined ? row.json : `{"id":${row.id},${row.json.slice(1)}`)).join(",")}]`;

function batches<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += batchSize) out.push(list.slice(at, at + batchSize));
  return out;
}

/** Updates the rows that differ; answers how many did. */
async function updateRows(tx: Queryable, features: (StoredRow & { id: number })[]): Promise<number> {
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

async function insertRows(tx: Queryable, features: StoredRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO map_feature (floor, type, geometry, properties, source, bbox)
     SELECT f.floor, f.type, f.geometry, f.properties, f.source, box(point(f.x1, f.y1), point(f.x2, f.y2))
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (${columns})) WITH ORDINALITY AS f
     ORDER BY f.ordinality`,
    [rowsJson(features)],
  );
}

/** Parking areas link (or create) their parking lot records, as when the editor saves them. */
async function linkParkings(tx: Queryable, features: StoredRow[]): Promise<void> {
  const parkings = features.filter((f) => f.parking);
  for (const floor of new Set(parkings.map((f) => f.floor))) {
    const onFloor = parkings.filter((f) => f.floor === floor);
    await linkPlacedRecords(
      tx,
      floor,
      onFloor.map((f) => ({ at: f.sourceId, type: f.type, properties: f.parking ?? {} })),
    );
  }
}

export async function storeImport(
  tx: Queryable,
  features: StoredRow[],
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
  const updates: (StoredRow & { id: number })[] = [];
  const inserts: StoredRow[] = [];
  for (const feature of features) {
    const id = bySource.get(feature.sourceId);
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
  await checkFloorCounts(tx, [...new Set(features.map((f) => f.floor))]);
  return { created: inserts.length, updated, unchanged: updates.length - updated, deleted: stale.length };
}

/** With what the map had before, no floor may hold more than maxFeaturesPerFloor (3109, the transaction undone). */
async function checkFloorCounts(tx: Queryable, floors: Floor[]): Promise<void> {
  const [crowded] = await tx.query<{ floor: string }>(
    "SELECT floor FROM map_feature WHERE floor = ANY($1::text[]) GROUP BY floor HAVING count(*) > $2 LIMIT 1",
    [floors, maxFeaturesPerFloor],
  );
  if (crowded) throw new ImdfError(3109, crowded.floor);
}
