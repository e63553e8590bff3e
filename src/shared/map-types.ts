/**
 * The map feature types of manifests/map.yaml (compiled into generated/map.ts) and the geometry kinds
 * each group is stored as: the server (lookups, validation of editor saves, routing) and the map
 * editor read them from here.
 */
import { mapSpec } from "../../generated/map.ts";
import type { GeometryGroup } from "./map-spec.ts";

export { type GeometryGroup, geometryGroups } from "./map-spec.ts";

/** GeoJSON geometry types a feature of each group is stored as (Circle, Square and Box are drawn as Polygons). */
export const groupGeometryKinds: Record<GeometryGroup, readonly string[]> = {
  POINT: ["Point"],
  POLYGON: ["Polygon", "MultiPolygon"],
  LINE: ["LineString"],
};

export const mapTypes = mapSpec.types;

export type MapType = string;

export const isMapType = (value: unknown): value is MapType =>
  typeof value === "string" && Object.hasOwn(mapTypes, value);

export const typesOfGroup = (group: GeometryGroup): MapType[] =>
  Object.keys(mapTypes).filter((type) => mapTypes[type]?.group === group);
