/**
 * A floor of the draft as one GeoJSON FeatureCollection to download (GET /api/geo/download): every
 * feature of the floor, or those of the types asked for, whatever part of the floor the editor has
 * loaded. The server rather than the editor writes it: the editor holds only the pages of the extent
 * it has shown, and the file must hold the whole floor. Saved features only: edits not yet saved are
 * the editor's, not the draft's.
 */
import type { Floor } from "../../shared/floor.ts";
import { isMapType, type MapType } from "../../shared/map-types.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import type { QueryParam } from "../http/query-params.ts";
import { requiredFloorParam } from "./floor.ts";

/** Map types separated by commas, each known (1300 otherwise); absent or empty: every type. */
export const typesParam: QueryParam<MapType[] | null> = {
  schema: { type: "string", maxLength: 2000 },
  read: (raw, name) => {
    const types = typeof raw === "string" ? raw.split(",").map((type) => type.trim()) : [];
    if (!types.length || !types.every(isMapType)) throw ApiError.code(1300, name);
    return [...new Set(types)];
  },
  absent: () => null,
};

export const downloadQuery = { profile: requiredFloorParam, types: typesParam };

/**
 * The FeatureCollection's text: each feature with its id and version as the extent call gives them,
 * its type among its properties, by id. JSON is built in the database in one text, as the IMDF export
 * reads the map: a floor of 20,000 features is one value to hand over, not 20,000 rows.
 */
export async function floorCollection(db: Queryable, floor: Floor, types: MapType[] | null): Promise<string> {
  const [row] = await db.query<{ features: string | null }>(
    `SELECT string_agg(json_build_object('type', 'Feature', 'id', id, 'version', version, 'geometry', geometry,
       'properties', jsonb_build_object('type', type) || properties)::text, ',' ORDER BY id) AS features
     FROM map_feature WHERE floor = $1 AND ($2::text[] IS NULL OR type = ANY($2::text[]))`,
    [floor, types],
  );
  return `{"type":"FeatureCollection","features":[${row?.features ?? ""}]}`;
}

/** The file's name: the floor and the day, as the lists' CSV downloads are named. */
export const downloadName = (floor: Floor, day: Date) =>
  `map-${floor}-${day.toISOString().slice(0, 10)}.geojson`;
