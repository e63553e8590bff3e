/**
 * What the editor may store: a geometry of a kind allowed for the feature's type (its group), valid
 * by the rule shared with the editor's Check and IMDF imports (src/shared/geometry-validity.ts), whose
 * positions are WGS84 degrees. Positions are stored to 7 decimal places (about 1 cm), as OpenStreetMap
 * stores them: finer digits are noise of the drawing's projection, and they made up a third of every
 * extent answer.
 */
import { type GeometryDefect, geometryDefect, positionsDefect } from "../../shared/geometry-validity.ts";
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

const decimalPlaces = 1e7;

/** Numbers rounded to the stored precision; positionsDefect has checked the nesting before. */
function roundPositions(value: unknown): unknown {
  if (typeof value === "number") return Math.round(value * decimalPlaces) / decimalPlaces;
  return Array.isArray(value) ? value.map(roundPositions) : value;
}

/** the code of each defect (manifests/map.yaml) */
const defectCodes = {
  malformed: 1503,
  selfIntersection: 1510,
  unclosedRing: 1511,
  tooFewPoints: 1512,
  holeOutsideShell: 1513,
  tooManyVertices: 1514,
} as const satisfies Record<GeometryDefect, number>;

type DefectCode = (typeof defectCodes)[GeometryDefect];

/**
 * The geometry as stored (its positions rounded) and its bounds, or the code refusing it: 1504 kind
 * not allowed for `type`, 1503 malformed, 1510-1514 invalid. Rounding comes first so that the stored
 * geometry is the one checked.
 */
export function checkGeometry(
  type: MapType,
  value: unknown,
): { geometry: Geometry; bounds: Bounds } | { code: 1504 | DefectCode } {
  if (!isGeometry(value)) return { code: 1503 };
  const group = mapTypes[type]?.group;
  if (!group || !groupGeometryKinds[group].includes(value.type)) return { code: 1504 };
  // first what needs no rounding: rounding a 700,000-vertex room alone took a second
  const early = positionsDefect(value);
  if (early) return { code: defectCodes[early] };
  let geometry = { type: value.type, coordinates: roundPositions(value.coordinates) };
  const defect = geometryDefect(geometry);
  if (defect) {
    // Rounding to a centimetre can pinch a ring that came within millimetres of itself (six rooms of
    // the PolyMap campus): a geometry valid as it came is kept as it came.
    if (geometryDefect(value) !== null) return { code: defectCodes[defect] };
    geometry = { type: value.type, coordinates: value.coordinates };
  }
  const bounds = geometryBounds(geometry);
  const [minX, minY, maxX, maxY] = bounds;
  return minX >= -180 && maxX <= 180 && minY >= -90 && maxY <= 90 ? { geometry, bounds } : { code: 1503 };
}
