/**
 * One imported feature checked as the editor's saves are (feature-input.ts: the geometry for its
 * type, the properties against the type's schema from manifests/map.yaml), so that an import stores
 * nothing the editor could not have saved. Properties the type does not take, and empty ones, are
 * left out first: the mapping fills what it can for every type alike.
 */

import type { Floor } from "../../shared/floor.ts";
import { mapTypes } from "../../shared/map-types.ts";
import type { FieldErrors } from "../http/api-error.ts";
import { readFeature } from "../map/feature-input.ts";
import type { ImdfGeometry } from "./imdf-archive.ts";
import type { ImdfSource, ImportedFeature } from "./imported-feature.ts";

export interface Candidate {
  floor: Floor;
  type: string;
  geometry: ImdfGeometry | null;
  properties: Record<string, unknown>;
  source: ImdfSource;
}

/** a geometry the shared validity rule refuses (map codes 1510-1514) is left out with its own reason */
const invalidGeometryReasons: Record<number, 3120 | 3121 | 3122> = {
  1510: 3120,
  1513: 3120,
  1511: 3121,
  1512: 3121,
  1514: 3122,
};

/**
 * The feature ready to store, or the refusal naming each refused part with its map codes: 3120-3122
 * for an invalid geometry, 3112 for the rest.
 */
export function checkedFeature(
  candidate: Candidate,
): ImportedFeature | { code: 3112 | 3120 | 3121 | 3122; detail: string } {
  const allowed = new Set(mapTypes[candidate.type]?.properties ?? []);
  const properties = Object.fromEntries(
    Object.entries(candidate.properties).filter(
      ([name, value]) => allowed.has(name) && value !== null && value !== undefined && value !== "",
    ),
  );
  const errors: FieldErrors = {};
  const raw = {
    type: "Feature",
    geometry: candidate.geometry,
    properties: { type: candidate.type, ...properties },
  };
  const checked = readFeature(raw, "feature", errors);
  if (!checked) {
    const detail = Object.entries(errors)
      .map(([at, codes]) => `${at.replace(/^feature\.?/, "") || "feature"} ${codes.join(",")}`)
      .join("; ");
    const geometryCode = errors["feature.geometry"]?.[0];
    return { code: (geometryCode && invalidGeometryReasons[geometryCode]) || 3112, detail };
  }
  return { ...checked, floor: candidate.floor, source: candidate.source };
}
