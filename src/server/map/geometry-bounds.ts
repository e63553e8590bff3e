/**
 * The bounding box [minX, minY, maxX, maxY] of a GeoJSON geometry (RFC 7946), which fills the `bbox`
 * column of map_feature. The structure is checked on the way, because a box computed from a broken
 * geometry would put the feature in the wrong place of every extent query.
 */

type Bounds = [number, number, number, number];

/** how deep positions are nested in each geometry type, and how many a line or ring needs */
const layouts: Record<string, { depth: number; minPositions: number; closedRings: boolean }> = {
  Point: { depth: 0, minPositions: 1, closedRings: false },
  MultiPoint: { depth: 1, minPositions: 1, closedRings: false },
  LineString: { depth: 1, minPositions: 2, closedRings: false },
  MultiLineString: { depth: 2, minPositions: 2, closedRings: false },
  Polygon: { depth: 2, minPositions: 4, closedRings: true },
  MultiPolygon: { depth: 3, minPositions: 4, closedRings: true },
};

function fail(type: string, problem: string): never {
  throw new Error(`malformed ${type} geometry: ${problem}`);
}

function position(type: string, value: unknown): [number, number] {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3)
    fail(type, "a position must be an array of 2 or 3 numbers");
  if (!value.every((n) => typeof n === "number" && Number.isFinite(n)))
    fail(type, "a position holds a value that is not a finite number");
  return [value[0], value[1]];
}

/** The positions of one line or ring (depth 1), checked for length and, for rings, closure. */
function sequence(type: string, value: unknown, minPositions: number, closed: boolean): [number, number][] {
  if (!Array.isArray(value)) fail(type, "expected an array of positions");
  if (value.length < minPositions)
    fail(type, `expected at least ${minPositions} positions, got ${value.length}`);
  const points = value.map((p) => position(type, p));
  const first = points[0];
  const last = points.at(-1);
  if (closed && first && last && (first[0] !== last[0] || first[1] !== last[1]))
    fail(type, "a ring must end at its first position");
  return points;
}

function positionsOf(
  type: string,
  value: unknown,
  depth: number,
  layout: { minPositions: number; closedRings: boolean },
): [number, number][] {
  if (depth === 0) return [position(type, value)];
  if (depth === 1) return sequence(type, value, layout.minPositions, layout.closedRings);
  if (!Array.isArray(value) || value.length === 0) fail(type, "expected a non-empty array");
  return value.flatMap((part) => positionsOf(type, part, depth - 1, layout));
}

export function geometryBounds(geometry: {
  type: string;
  coordinates: unknown;
}): [number, number, number, number] {
  if (geometry === null || typeof geometry !== "object") throw new Error("a geometry must be an object");
  const layout = layouts[geometry.type];
  if (!layout)
    throw new Error(
      `unsupported geometry type '${String(geometry.type)}' (expected one of ${Object.keys(layouts).join(", ")})`,
    );
  const points = positionsOf(geometry.type, geometry.coordinates, layout.depth, layout);
  const bounds: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    bounds[0] = Math.min(bounds[0], x);
    bounds[1] = Math.min(bounds[1], y);
    bounds[2] = Math.max(bounds[2], x);
    bounds[3] = Math.max(bounds[3], y);
  }
  return bounds;
}
