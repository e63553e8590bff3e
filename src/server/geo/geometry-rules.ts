/**
 * What the editor may store: a geometry of a kind allowed for the feature's type (its group) whose
 * structure geometryBounds accepts (finite positions, lines of two or more, closed rings) and whose
 * positions are WGS84 degrees.
 */
import { groupGeometryKinds, type MapType, mapTypes } from "../../shared/map-types.ts";
import { geometryBounds } from "./geometry-bounds.ts";

export type Bounds = [minX: number, minY: number, maxX: number, maxY: number];

export interface Geometry {
  type: string;
  coordinates: unknown;
}

function isGeometry(value: unknown): value is Geometry {
  if (typeof value !== "object" || value === null) return false;
  const { type, coordinates } = value as Record<string, unknown>;
  return typeof type === "string" && Array.isArray(coordinates);
}

/** The geometry's bounds, or the code refusing it: 1504 kind not allowed for `type`, 1503 malformed. */
export function checkGeometry(type: MapType, geometry: unknown): { bounds: Bounds } | { code: 1503 | 1504 } {
  if (!isGeometry(geometry)) return { code: 1503 };
  const group = mapTypes[type]?.group;
  if (!group || !groupGeometryKinds[group].includes(geometry.type)) return { code: 1504 };
  let bounds: Bounds;
  try {
    bounds = geometryBounds(geometry);
  } catch {
    return { code: 1503 };
  }
  const [minX, minY, maxX, maxY] = bounds;
  return minX >= -180 && maxX <= 180 && minY >= -90 && maxY <= 90 ? { bounds } : { code: 1503 };
}
