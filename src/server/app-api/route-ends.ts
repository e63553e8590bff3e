/**
 * The ends of an app's route (GET /api/app/v1/route, docs/app-api.md#route): what `from` and `to`
 * may say, and the feature of the latest release each names.
 *
 * - `123`: a map feature's id (any type, as GET /api/routing/path takes its ends);
 * - `19.4581,51.7530,p1`: a position (longitude, latitude in WGS84 degrees) on a floor: the route
 *   starts at the doors of the room the position lies in, else at the nearest point of a route of
 *   that floor (routing-places.ts, rule 4 and 5);
 * - `A-101` or `p1:A-101`: a feature's key, unique on its floor only, so the floor may come first
 *   (a key with a comma is reached by its feature's id).
 */
import { type Floor, isFloor } from "../../shared/floor.ts";
import { recordId } from "../../shared/record-id.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import type { QueryParam } from "../http/query-params.ts";
import type { GraphFeature } from "../routing/graph-types.ts";
import { releasedFeaturesById, releasedFeaturesByKey } from "../routing/routing-store.ts";

export type RouteEnd =
  | { kind: "id"; id: number }
  | { kind: "key"; key: string; floor: Floor | null }
  | { kind: "position"; lon: number; lat: number; floor: Floor };

/** 3008: neither an id, a key nor a position with a floor */
const badEnd = 3008;
const number = String.raw`-?\d{1,3}(?:\.\d{1,12})?`;
const positionPattern = new RegExp(`^(${number}),(${number}),(p-?\\d{1,2})$`);
const floorFirst = /^(p-?\d{1,2}):(.+)$/;
/** manifests/map.yaml: a key is 1 to 64 characters */
const keyLength = 64;

/** The end a `from` or `to` value names, or null when it names none. */
export function parseRouteEnd(raw: string): RouteEnd | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const id = recordId(text);
    return id === null ? null : { kind: "id", id };
  }
  const position = positionPattern.exec(text);
  if (position) {
    const [lon, lat, floor] = [Number(position[1]), Number(position[2]), position[3]];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90 || !isFloor(floor)) return null;
    return { kind: "position", lon, lat, floor };
  }
  // A comma makes a position: one that does not read is refused rather than looked up as a key.
  if (text.includes(",")) return null;
  const onFloor = floorFirst.exec(text);
  const [floor, key] = onFloor && isFloor(onFloor[1]) ? [onFloor[1], onFloor[2] as string] : [null, text];
  return key.length > 0 && key.length <= keyLength ? { kind: "key", key, floor } : null;
}

/** A route's end as a query parameter: required, 3008 when it is missing or names no end. */
export const routeEndParam: QueryParam<RouteEnd> = {
  schema: { type: "string", maxLength: 100 },
  read: (raw, name) => {
    const end = typeof raw === "string" ? parseRouteEnd(raw) : null;
    if (!end) throw ApiError.code(badEnd, name);
    return end;
  },
  absent: (name) => {
    throw ApiError.code(badEnd, name);
  },
  required: true,
};

/** A position stands for no feature: id 0 is no feature's, and its type none of the map's. */
export const positionType = "position";

/**
 * The feature of release `release` the end names, or the code of why there is none: 3002 (404) no
 * feature has the id, 3009 (404) none the key, 3010 (422) the key is on several floors and no floor
 * was given.
 */
export async function resolveRouteEnd(
  db: Queryable,
  release: number,
  end: RouteEnd,
): Promise<GraphFeature | { refused: 3002 | 3009 | 3010 }> {
  if (end.kind === "position") {
    const geometry = { type: "Point", coordinates: [end.lon, end.lat] };
    return { id: 0, floor: end.floor, type: positionType, geometry, properties: {} };
  }
  if (end.kind === "id") {
    const [feature] = await releasedFeaturesById(db, release, [end.id]);
    return feature ?? { refused: 3002 };
  }
  const found = await releasedFeaturesByKey(db, release, end.key, end.floor);
  if (!found.length) return { refused: 3009 };
  if (new Set(found.map((f) => f.floor)).size > 1) return { refused: 3010 };
  // Of one floor's features sharing a key (saved before keys were checked), a room or point first.
  const preferred = found.find((f) => f.type === "room" || f.type === "poi");
  return preferred ?? (found[0] as GraphFeature);
}
