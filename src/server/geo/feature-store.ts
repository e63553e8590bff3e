/** Map features in the `map_feature` table; writes are set-based so a save of thousands is one statement. */
import type { Queryable } from "../db/database.ts";
import type { FeatureInput, FeatureUpdate } from "./feature-input.ts";
import type { Floor } from "./floor.ts";
import type { Bounds, Geometry } from "./geometry-rules.ts";

export interface StoredFeature {
  id: number;
  type: string;
  geometry: Geometry;
  properties: Record<string, unknown>;
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

/** Replaces type, geometry and properties of features on `floor`; returns the ids that were found. */
export async function updateFeatures(
  tx: Queryable,
  floor: Floor,
  features: FeatureUpdate[],
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE map_feature m SET type = f.type, geometry = f.geometry, properties = f.properties,
       bbox = box(point(f.x1, f.y1), point(f.x2, f.y2)), updated_at = now()
     FROM jsonb_to_recordset($2::jsonb) AS f(${recordColumns})
     WHERE m.id = f.id AND m.floor = $1
     RETURNING m.id`,
    [floor, rowsJson(features)],
  );
  return rows.map((r) => r.id);
}

/** Deletes the features; returns the ids that were found. */
export async function deleteFeatures(tx: Queryable, ids: number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "DELETE FROM map_feature WHERE id = ANY($1::int[]) RETURNING id",
    [ids],
  );
  return rows.map((r) => r.id);
}

/** Features of `floor` whose bbox overlaps `box` (the GiST index on bbox answers `&&`), by id. */
export function featuresInBox(
  db: Queryable,
  floor: Floor,
  box: Bounds,
  limit: number,
): Promise<StoredFeature[]> {
  const [x1, y1, x2, y2] = box;
  return db.query<StoredFeature>(
    `SELECT id, type, geometry, properties FROM map_feature
     WHERE floor = $1 AND bbox && box(point($2::float8, $3::float8), point($4::float8, $5::float8))
     ORDER BY id LIMIT ${limit}`,
    [floor, x1, y1, x2, y2],
  );
}
