/**
 * The editor's geometry operations on features in degrees (EPSG:4326), all done by turf: merge
 * (union), difference, move and rotate. Inputs are never mutated (the session's features are frozen).
 */
import { centroid } from "@turf/centroid";
import { difference as turfDifference } from "@turf/difference";
import { feature, featureCollection } from "@turf/helpers";
import { transformRotate } from "@turf/transform-rotate";
import { transformTranslate } from "@turf/transform-translate";
import { union as turfUnion } from "@turf/union";
import type { Geometry, Position, SessionFeature } from "./types.ts";

export type Areal = Extract<Geometry, { type: "Polygon" | "MultiPolygon" }>;
export type AreaResult = { geometry: Areal } | { error: "notPolygons" | "tooFew" | "empty" };

const isAreal = (geometry: Geometry): geometry is Areal =>
  geometry.type === "Polygon" || geometry.type === "MultiPolygon";

/** Polygons of `features`, or why they cannot be combined (spec §5: a point or line refuses a merge). */
function areals(features: SessionFeature[], least: number): Areal[] | { error: "notPolygons" | "tooFew" } {
  const geometries = features.map((item) => item.geometry);
  if (!geometries.every(isAreal)) return { error: "notPolygons" };
  if (geometries.length < least) return { error: "tooFew" };
  return geometries;
}

// turf answers in GeoJSON's number[] positions; given two-dimensional input they stay two-dimensional.
const result = (combined: { geometry: { type: string } } | null): AreaResult =>
  combined ? { geometry: combined.geometry as Areal } : { error: "empty" };

/**
 * One polygon (or multipolygon, when they do not touch) covering all of `features`. "empty" comes
 * only from degenerate input, such as polygons without area.
 */
export function union(features: SessionFeature[]): AreaResult {
  const geometries = areals(features, 2);
  if (!Array.isArray(geometries)) return geometries;
  return result(turfUnion(featureCollection(geometries.map((geometry) => feature(geometry)))));
}

/** `first` with every one of `others` cut out of it; "empty" when nothing of it is left. */
export function difference(first: SessionFeature, others: SessionFeature[]): AreaResult {
  const geometries = areals([first, ...others], 2);
  if (!Array.isArray(geometries)) return geometries;
  return result(turfDifference(featureCollection(geometries.map((geometry) => feature(geometry)))));
}

/**
 * `geometry` moved `dxMetres` east and `dyMetres` north (negative: west, south), along rhumb lines.
 * A move by nothing returns `geometry` itself.
 */
export function translate<G extends Geometry>(geometry: G, dxMetres: number, dyMetres: number): G {
  const distance = Math.hypot(dxMetres, dyMetres);
  const bearing = (Math.atan2(dxMetres, dyMetres) * 180) / Math.PI;
  return transformTranslate(geometry, distance, bearing, { units: "meters" });
}

/**
 * `geometries` rotated together by `degrees` clockwise around `pivot`, by default the centroid of
 * all of them, so a selection keeps its arrangement. A turn by 0 returns the inputs themselves.
 */
export function rotate<G extends Geometry>(geometries: G[], degrees: number, pivot?: Position): G[] {
  if (geometries.length === 0) return [];
  const centre =
    pivot ??
    (centroid(featureCollection(geometries.map((geometry) => feature(geometry)))).geometry
      .coordinates as Position);
  return geometries.map((geometry) => transformRotate(geometry, degrees, { pivot: centre }));
}
