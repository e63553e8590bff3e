/**
 * What makes a geometry unsavable on its own: too few points, an open ring, or edges crossing each
 * other (found by turf's kinks).
 */
import { kinks } from "@turf/kinks";
import type { Geometry, Position } from "./types.ts";

export type ShapeIssue = "tooFewPoints" | "unclosedRing" | "selfIntersection";

type Outlined = Exclude<Geometry, { type: "Point" }>;

const distinct = (positions: Position[]) => new Set(positions.map(([lon, lat]) => `${lon} ${lat}`)).size;

const same = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

const closed = (ring: Position[]) => same(ring[0], ring.at(-1));

// kinks takes a repeated vertex (a double click, a snap onto the previous point) for a crossing.
const withoutRepeats = (positions: Position[]) =>
  positions.filter((position, i) => !same(position, positions[i - 1]));

function withoutRepeatedVertices(geometry: Outlined): Outlined {
  switch (geometry.type) {
    case "LineString":
      return { type: "LineString", coordinates: withoutRepeats(geometry.coordinates) };
    case "Polygon":
      return { type: "Polygon", coordinates: geometry.coordinates.map(withoutRepeats) };
    case "MultiPolygon":
      return {
        type: "MultiPolygon",
        coordinates: geometry.coordinates.map((rings) => rings.map(withoutRepeats)),
      };
  }
}

export function shapeIssues(geometry: Geometry): ShapeIssue[] {
  if (geometry.type === "Point") return [];
  if (geometry.type === "LineString") {
    if (distinct(geometry.coordinates) < 2) return ["tooFewPoints"];
  } else {
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    const rings = polygons.flat();
    const issues: ShapeIssue[] = [];
    const empty = polygons.length === 0 || polygons.some((polygon) => polygon.length === 0);
    if (empty || rings.some((ring) => ring.length < 4 || distinct(ring) < 3)) issues.push("tooFewPoints");
    if (!rings.every(closed)) issues.push("unclosedRing");
    // kinks of an open or degenerate ring say nothing useful, and the issues above already block saving.
    if (issues.length > 0) return issues;
  }
  const crossings = kinks(withoutRepeatedVertices(geometry));
  return crossings.features.length > 0 ? ["selfIntersection"] : [];
}
