/**
 * Bulk insert of map features, with their bounding box, and their properties stored as the editor's
 * saves store them: without `type`, which has its own column (the extent answer splices it in).
 */
import type { Queryable } from "../db/database.ts";
import { geometryBounds } from "../map/geometry-bounds.ts";
import type { Feature } from "./campus-map.ts";

// One statement per batch keeps PGlite fast; the JSON parameter stays a few hundred kB.
const batchSize = 400;

/** Inserts in the given order (so ids follow it) and returns how many rows went in. */
export async function insertFeatures(db: Queryable, features: Feature[]): Promise<number> {
  for (let start = 0; start < features.length; start += batchSize) {
    const batch = features
      .slice(start, start + batchSize)
      .map((f) => ({ ...f, bbox: geometryBounds(f.geometry) }));
    await db.query(
      `INSERT INTO map_feature (floor, type, geometry, properties, bbox)
       SELECT f->>'floor', f->>'type', f->'geometry', (f->'properties') - 'type',
              box(point((f->'bbox'->>0)::float8, (f->'bbox'->>1)::float8),
                  point((f->'bbox'->>2)::float8, (f->'bbox'->>3)::float8))
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS batch(f, n)
       ORDER BY n`,
      [JSON.stringify(batch)],
    );
  }
  return features.length;
}
