/**
 * A geometry's vertices by path (indexes down to the position: ring and position of a polygon), for
 * moving one from the keyboard. A closed ring's repeated last position is its first vertex: it is
 * not listed again, and moves with it.
 */
import type { Geometry, Position } from "./types.ts";

export type VertexPath = readonly number[];

export interface Vertex {
  path: VertexPath;
  position: Position;
}

const ringVertices = (ring: Position[], base: number[]): Vertex[] =>
  ring.slice(0, -1).map((position, i) => ({ path: [...base, i], position }));

export function vertices(geometry: Geometry): Vertex[] {
  switch (geometry.type) {
    case "Point":
      return [{ path: [], position: geometry.coordinates }];
    case "LineString":
      return geometry.coordinates.map((position, i) => ({ path: [i], position }));
    case "Polygon":
      return geometry.coordinates.flatMap((ring, r) => ringVertices(ring, [r]));
    case "MultiPolygon":
      return geometry.coordinates.flatMap((rings, p) =>
        rings.flatMap((ring, r) => ringVertices(ring, [p, r])),
      );
  }
}

/** `ring` with its vertex `at` at `position` (the closing repeat too when `at` is the first). */
function movedInRing(ring: Position[], at: number, position: Position): Position[] {
  const last = ring.length - 1;
  return ring.map((old, i) => (i === at || (at === 0 && i === last) ? position : old));
}

/** A copy of `geometry` with the vertex at `path` at `position`; unchanged for a path it lacks. */
export function withVertex(geometry: Geometry, path: VertexPath, position: Position): Geometry {
  const [a = -1, b = -1, c = -1] = path;
  switch (geometry.type) {
    case "Point":
      return path.length === 0 ? { type: "Point", coordinates: position } : geometry;
    case "LineString":
      return {
        type: "LineString",
        coordinates: geometry.coordinates.map((old, i) => (i === a ? position : old)),
      };
    case "Polygon":
      return {
        type: "Polygon",
        coordinates: geometry.coordinates.map((ring, r) => (r === a ? movedInRing(ring, b, position) : ring)),
      };
    case "MultiPolygon":
      return {
        type: "MultiPolygon",
        coordinates: geometry.coordinates.map((rings, p) =>
          p === a ? rings.map((ring, r) => (r === b ? movedInRing(ring, c, position) : ring)) : rings,
        ),
      };
  }
}
