/**
 * Map features in the `map_feature` table; writes are set-based so a save of thousands is one
 * statement, and every update moves the feature's version on by one.
 */

import type { FeatureContent } from "../../shared/feature-merge.ts";
import type { Floor } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { type FeatureInput, type FeatureUpdate, maxFeaturesPerFloor } from "./feature-input.ts";

/** A feature as stored now: what a save's versions are compared with. */
export interface FeatureState {
  id: number;
  floor: string;
  version: number;
}

/** One JSON row per feature, unpacked by jsonb_to_recordset; the bbox comes from the checked bounds. */
const rowsJson = (features: (FeatureInput & { id?: number })[]) =>
  JSON.stringify(
    features.map(({ id, type, geometry, properties, bounds: [x1, y1, x2, y2] }) => ({
      id,
      type,
      geometry,
      properties,
      x1,
      y1,
      x2,
      y2,
    })),
  );

const recordColumns =
  "id integer, type text, geometry jsonb, properties jsonb, x1 float8, y1 float8, x2 float8, y2 float8";

/** The new ids, in the order of `features` (ids come from the sequence in insertion order). */
export async function insertFeatures(
  tx: Queryable,
  floor: Floor,
  features: FeatureInput[],
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO map_feature (floor, type, geometry, properties, bbox)
     SELECT $1, f.type, f.geometry, f.properties, box(point(f.x1, f.y1), point(f.x2, f.y2))
     FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (${recordColumns})) WITH ORDINALITY AS f
     ORDER BY f.ordinality
     RETURNING id`,
    [floor, rowsJson(features)],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Replaces type, geometry and properties of features on `floor` and bumps their versions; answers
 * the features that were found with their new versions, in no particular order.
 */
export function updateFeatures(
  tx: Queryable,
  floor: Floor,
  features: FeatureUpdate[],
): Promise<{ id: number; version: number }[]> {
  return tx.query<{ id: number; version: number }>(
    `UPDATE map_feature m SET type = f.type, geometry = f.geometry, properties = f.properties,
       bbox = box(point(f.x1, f.y1), point(f.x2, f.y2)), version = m.version + 1, updated_at = now()
     FROM jsonb_to_recordset($2::jsonb) AS f(${recordColumns})
     WHERE m.id = f.id AND m.floor = $1
     RETURNING m.id, m.version`,
    [floor, rowsJson(features)],
  );
}

/** Deletes the features; returns the ids that were found. */
export async function deleteFeatures(tx: Queryable, ids: number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "DELETE FROM map_feature WHERE id = ANY($1::int[]) RETURNING id",
    [ids],
  );
  return rows.map((r) => r.id);
}

/**
 * The stored state of the features that exist among `ids`, locked until the transaction ends so no
 * other save can change them between the version check and the write. Locks are taken in id order:
 * two saves locking overlapping sets then wait for each other instead of deadlocking.
 */
export function lockFeatures(tx: Queryable, ids: number[]): Promise<FeatureState[]> {
  return tx.query<FeatureState>(
    "SELECT id, floor, version FROM map_feature WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE",
    [ids],
  );
}

/** After features were added to `floor`: 1508 when it now holds more than maxFeaturesPerFloor (the transaction undone). */
export async function refuseCrowdedFloor(tx: Queryable, floor: Floor): Promise<void> {
  const [row] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM map_feature WHERE floor = $1",
    [floor],
  );
  if ((row?.count ?? 0) > maxFeaturesPerFloor) throw ApiError.code(1508);
}

/** A feature as stored now, whole: what a save based on an older version is merged with. */
export interface StoredFeature extends FeatureState, FeatureContent {}

/** lockFeatures, with each feature's type, geometry and properties. */
export function lockFeatureContents(tx: Queryable, ids: number[]): Promise<StoredFeature[]> {
  return tx.query<StoredFeature>(
    `SELECT id, floor, version, type, geometry, properties FROM map_feature
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
}
