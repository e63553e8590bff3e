/**
 * Whether a map geometry is valid as OGC Simple Features define it: the one rule of the editor's
 * Check, its saves (POST /api/geo/save and the other writes of /api/geo) and IMDF imports, so that
 * what the Check calls an error is never stored, whichever way it comes.
 *
 * The topology (edges crossing, holes outside their shell or nested, parts overlapping) is JSTS's
 * IsValidOp, the JavaScript port of JTS, whose validity is that of PostGIS and GEOS. @turf/boolean-valid
 * was tried and left: it takes a bow-tie room, a hole outside its shell and crossing holes for valid
 * and a repeated vertex for invalid. What JSTS refuses to build at all (open rings, too few
 * positions) and the vertex cap are counted here first, which also keeps a huge geometry from
 * reaching JSTS.
 */
import GeometryFactory from "jsts/org/locationtech/jts/geom/GeometryFactory.js";
import GeoJSONReader from "jsts/org/locationtech/jts/io/GeoJSONReader.js";
import IsValidOp from "jsts/org/locationtech/jts/operation/valid/IsValidOp.js";
import TopologyValidationError from "jsts/org/locationtech/jts/operation/valid/TopologyValidationError.js";

/**
 * Positions in one feature, closing positions counted. Real room outlines have a few thousand (the
 * PolyMap campus at most 612); a 700,000-vertex room was accepted once and then froze every routing
 * rebuild for seconds.
 */
export const maxVerticesPerFeature = 10_000;

export type GeometryDefect =
  /** not GeoJSON of a kind the map stores: a position that is not 2 or 3 finite numbers, arrays missing */
  | "malformed"
  | "tooManyVertices"
  /** a ring of fewer than 4 positions or 3 distinct ones, a line of fewer than 2 distinct, a polygon without rings */
  | "tooFewPoints"
  /** a ring whose last position is not its first */
  | "unclosedRing"
  /** edges that cross or touch: a bow-tie, a hole across its shell or another hole, parts that overlap */
  | "selfIntersection"
  /** a hole outside its shell, or inside another hole */
  | "holeOutsideShell";

type Position = number[];

/** how deep positions lie in the coordinates of each kind the map stores */
const depths: Record<string, number> = { Point: 0, LineString: 1, Polygon: 2, MultiPolygon: 3 };

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === "number" && Number.isFinite(n));

/**
 * The lists of positions at depth 1 (a line, or each ring), or the defect found while walking down:
 * malformed structure, or more than maxVerticesPerFeature positions (counted before anything else is read).
 */
function sequencesOf(coordinates: unknown, depth: number): Position[][] | GeometryDefect {
  let level: unknown[] = [coordinates];
  for (let d = depth; d > 1; d--) {
    const next: unknown[] = [];
    for (const item of level) {
      if (!Array.isArray(item)) return "malformed";
      // one by one: spreading a list of 100,000 rings as arguments would overflow the stack
      for (const part of item) next.push(part);
    }
    level = next;
  }
  let vertices = 0;
  for (const sequence of level) {
    if (!Array.isArray(sequence)) return "malformed";
    vertices += sequence.length;
    if (vertices > maxVerticesPerFeature) return "tooManyVertices";
  }
  for (const sequence of level as unknown[][]) if (!sequence.every(isPosition)) return "malformed";
  return level as Position[][];
}

const same = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** whether `positions` hold at least `count` distinct ones; stops as soon as they do */
function hasDistinct(positions: Position[], count: number): boolean {
  const seen: Position[] = [];
  for (const position of positions) {
    if (!seen.some((other) => same(other, position))) seen.push(position);
    if (seen.length >= count) return true;
  }
  return false;
}

/** The defect of the rings' or line's structure, which JSTS would throw on rather than report. */
function structureDefect(
  type: string,
  coordinates: unknown[],
  sequences: Position[][],
): GeometryDefect | null {
  if (type === "LineString") return hasDistinct(sequences[0] ?? [], 2) ? null : "tooFewPoints";
  const polygons = type === "Polygon" ? [coordinates] : coordinates;
  if (polygons.length === 0 || polygons.some((rings) => (rings as unknown[]).length === 0))
    return "tooFewPoints";
  if (sequences.some((ring) => ring.length < 4 || !hasDistinct(ring, 3))) return "tooFewPoints";
  if (!sequences.every((ring) => same(ring[0], ring.at(-1)))) return "unclosedRing";
  return null;
}

const topologyDefects: Record<number, GeometryDefect> = {
  [TopologyValidationError.HOLE_OUTSIDE_SHELL]: "holeOutsideShell",
  [TopologyValidationError.NESTED_HOLES]: "holeOutsideShell",
  [TopologyValidationError.TOO_FEW_POINTS]: "tooFewPoints",
  [TopologyValidationError.RING_NOT_CLOSED]: "unclosedRing",
  [TopologyValidationError.INVALID_COORDINATE]: "malformed",
};

// positions as given (floating precision, nothing snapped): the server checks them after rounding, as stored
const reader = new GeoJSONReader(new GeometryFactory());

/** The lines or rings of the geometry (none for a point), or its malformed structure or vertex count. */
function walk(geometry: { type: string; coordinates: unknown }): Position[][] | GeometryDefect {
  const depth = depths[geometry.type];
  if (depth === undefined) return "malformed";
  if (depth === 0) return isPosition(geometry.coordinates) ? [] : "malformed";
  if (!Array.isArray(geometry.coordinates)) return "malformed";
  return sequencesOf(geometry.coordinates, depth);
}

/**
 * The defect found in walking the positions alone (malformed, or over the vertex cap), or null: a
 * check without topology, linear in the positions and never deeper than the kind's nesting, to make
 * before any work on them.
 */
export function positionsDefect(geometry: { type: string; coordinates: unknown }): GeometryDefect | null {
  const sequences = walk(geometry);
  return typeof sequences === "string" ? sequences : null;
}

/** What makes the geometry invalid, the first defect found, or null when it is valid. */
export function geometryDefect(geometry: { type: string; coordinates: unknown }): GeometryDefect | null {
  const sequences = walk(geometry);
  if (typeof sequences === "string") return sequences;
  if (geometry.type === "Point") return null;
  const coordinates = geometry.coordinates as unknown[];
  const structure = structureDefect(geometry.type, coordinates, sequences);
  if (structure) return structure;
  const op = new IsValidOp(reader.read(geometry));
  if (op.isValid()) return null;
  // the rest (self-intersection, a ring touching itself, nested shells, duplicate rings, an interior cut apart) is edges meeting
  return topologyDefects[op.getValidationError().getErrorType()] ?? "selfIntersection";
}
