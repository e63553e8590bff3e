/**
 * Checks of the merged view before a save. Errors block saving; warnings point at features that are
 * probably misplaced but may be meant so. Spatial checks look only at neighbours found through an
 * R-tree of bounding boxes, so thousands of features take well under a second.
 */
import { bbox } from "@turf/bbox";
import { booleanIntersects } from "@turf/boolean-intersects";
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { booleanPointOnLine } from "@turf/boolean-point-on-line";
import { coordAll } from "@turf/meta";
import { pointToPolygonDistance } from "@turf/point-to-polygon-distance";
import RBush from "rbush";
import { geometryDefect } from "../../../shared/geometry-validity.ts";
import type { SessionFeature } from "./types.ts";

const severities = {
  // what the server refuses too: the shared validity rule's defects (src/shared/geometry-validity.ts)
  selfIntersection: "error",
  tooFewPoints: "error",
  unclosedRing: "error",
  holeOutsideShell: "error",
  tooManyVertices: "error",
  malformed: "error",
  requiredMissing: "error",
  duplicateKey: "error",
  outsideLevel: "warning",
  doorTouchesNothing: "warning",
  connectorTouchesNothing: "warning",
} as const;

export type IssueCode = keyof typeof severities;

export interface Issue {
  key: string;
  severity: "error" | "warning";
  code: IssueCode;
  /** requiredMissing: the property names without a value */
  fields?: string[];
}

/** Types that lie outside buildings, so outside every level polygon. */
export const levelFreeTypes = ["level", "campus", "building", "parking", "background"];

export interface ValidationOptions {
  /** property names each map type needs */
  required: Record<string, string[]>;
  /** types not warned about when outside every level polygon; default `levelFreeTypes` */
  levelFree?: string[];
}

const doorTargets = new Set(["room", "wall", "level", "building"]);
const connectorTargets = new Set(["room", "level", "building"]);
const routeType = "route";
const indexedAreas = new Set(["level", ...doorTargets, ...connectorTargets]);
/**
 * Metres a vertex may lie outside its level: rooms drawn along the level's outline end up a hair
 * beyond it (the IMDF campus has dozens such, off by under a millimetre), which is not misplacement.
 */
const levelEdgeTolerance = 0.05;
// A cross product in square degrees: about a millimetre off a 10 m route segment, float noise rather than a gap.
const onRouteEpsilon = 1e-12;

interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  feature: SessionFeature;
}

const entryOf = (feature: SessionFeature): Entry => {
  const [minX, minY, maxX, maxY] = bbox(feature.geometry);
  return { minX, minY, maxX, maxY, feature };
};

const isAreal = ({ geometry }: SessionFeature) =>
  geometry.type === "Polygon" || geometry.type === "MultiPolygon";
const isIndexed = (feature: SessionFeature) =>
  feature.properties.type === routeType
    ? feature.geometry.type === "LineString"
    : indexedAreas.has(feature.properties.type) && isAreal(feature);

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const keyOf = (feature: SessionFeature) => {
  const key = feature.properties.key;
  return typeof key === "string" || typeof key === "number" ? String(key).trim() : "";
};

// Vertices only: an edge cutting across a notch of the level between two inside vertices goes unseen.
function insideLevel(feature: SessionFeature, level: SessionFeature): boolean {
  const outline = level.geometry;
  if (outline.type !== "Polygon" && outline.type !== "MultiPolygon") return false;
  return coordAll(feature.geometry).every(
    (position) =>
      booleanPointInPolygon(position, outline) ||
      pointToPolygonDistance(position, outline, { units: "meters" }) <= levelEdgeTolerance,
  );
}

function touchesConnectorTarget(connector: SessionFeature, target: SessionFeature): boolean {
  const { geometry } = connector;
  if (
    target.properties.type === routeType &&
    geometry.type === "Point" &&
    target.geometry.type === "LineString"
  ) {
    return booleanPointOnLine(geometry.coordinates, target.geometry, { epsilon: onRouteEpsilon });
  }
  return booleanIntersects(geometry, target.geometry);
}

export function validate(features: SessionFeature[], options: ValidationOptions): Issue[] {
  const levelFree = new Set(options.levelFree ?? levelFreeTypes);
  const defects = new Map(features.map((feature) => [feature.key, geometryDefect(feature.geometry)]));
  // Invalid shapes are reported once, as errors, and kept out of the spatial checks turf cannot make sense of.
  const sound = (feature: SessionFeature) => defects.get(feature.key) === null;
  const index = new RBush<Entry>().load(features.filter((f) => sound(f) && isIndexed(f)).map(entryOf));
  const hasLevel = features.some((f) => f.properties.type === "level" && sound(f) && isAreal(f));
  const keyCounts = new Map<string, number>();
  for (const feature of features) {
    const key = keyOf(feature);
    if (key) keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
  }

  const issues: Issue[] = [];
  for (const feature of features) {
    const { key, properties } = feature;
    const report = (code: IssueCode, fields?: string[]) =>
      issues.push({ key, severity: severities[code], code, ...(fields && { fields }) });

    const defect = defects.get(key);
    if (defect) report(defect);
    const required =
      (Object.hasOwn(options.required, properties.type) && options.required[properties.type]) || [];
    const missing = required.filter((name) => blank(properties[name]));
    if (missing.length > 0) report("requiredMissing", missing);
    if ((keyCounts.get(keyOf(feature)) ?? 0) > 1) report("duplicateKey");
    if (!sound(feature)) continue;

    const near = index.search(entryOf(feature)).map((entry) => entry.feature);
    const nearOf = (accept: (type: string) => boolean) =>
      near.filter((other) => accept(other.properties.type));
    if (hasLevel && !levelFree.has(properties.type)) {
      const levels = nearOf((type) => type === "level");
      if (!levels.some((level) => insideLevel(feature, level))) report("outsideLevel");
    }
    if (properties.type === "door") {
      const targets = nearOf((type) => doorTargets.has(type));
      if (!targets.some((target) => booleanIntersects(feature.geometry, target.geometry))) {
        report("doorTouchesNothing");
      }
    }
    if (properties.type === "connector") {
      const targets = nearOf((type) => connectorTargets.has(type) || type === routeType);
      if (!targets.some((target) => touchesConnectorTarget(feature, target)))
        report("connectorTouchesNothing");
    }
  }
  return issues;
}

/** The issues that keep the session from being saved. */
export function blocking(issues: Issue[]): Issue[] {
  return issues.filter((issue) => issue.severity === "error");
}
