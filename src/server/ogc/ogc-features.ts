/**
 * A map feature as OGC API – Features answers and takes it (ogc-collections.ts says which properties):
 * a GeoJSON Feature whose id is the map feature's id and whose ETag is its version; and, the other
 * way, a client's Feature (Part 4) turned into the body of the editor's save, so that it meets the
 * same checks (feature-input.ts) as any save.
 */
import type { MapType } from "../../shared/map-types.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { type FeatureInput, isObject, readFeature } from "../map/feature-input.ts";
import { propertiesOf } from "./ogc-collections.ts";

/** A row of map_feature or map_release_feature. */
export interface FeatureRow {
  id: number;
  version: number;
  floor: string;
  type: string;
  geometry: unknown;
  properties: Record<string, unknown>;
}

export interface OgcFeature {
  type: "Feature";
  id: number;
  geometry: unknown;
  properties: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** the name a reader is shown: the Polish one, else the English one (as the app's calls do) */
export const shownName = (properties: Record<string, unknown>) =>
  text(properties.name_pl) ?? text(properties.name_en);

/** A strong tag of the feature's version: versions move on with every change and are never reused. */
export const featureTag = (row: Pick<FeatureRow, "id" | "version">) => `"${row.id}-${row.version}"`;

/** Every property of the type, null where unset, so that each feature carries the same columns. */
export function ogcFeature(row: FeatureRow): OgcFeature {
  const properties: Record<string, unknown> = {};
  for (const property of propertiesOf(row.type)) {
    if (property.name === "level") properties.level = row.floor;
    else if (property.name === "name" && property.stored === null)
      properties.name = shownName(row.properties);
    else if (property.stored) properties[property.name] = row.properties[property.stored] ?? null;
  }
  return { type: "Feature", id: Number(row.id), geometry: row.geometry, properties };
}

/** A feature of a client's write, read as the editor's save reads one, with its level. */
export interface WrittenFeature {
  level: unknown;
  feature: FeatureInput;
}

/**
 * The client's Feature as a feature of `type`: its OGC properties back to stored names, null and
 * the read-only `name` left out (a client sends back what it read). Refusals are keyed as the
 * client sent them (`properties.category`, `geometry`), with the save's codes.
 */
export function readWrittenFeature(body: unknown, type: MapType): WrittenFeature {
  if (!isObject(body) || body.type !== "Feature" || !isObject(body.properties)) {
    throw ApiError.code(1500, "body");
  }
  const byName = new Map(propertiesOf(type).map((p) => [p.name, p]));
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body.properties)) {
    if (name === "level" || value === null) continue;
    const property = byName.get(name);
    if (property?.readOnly) continue;
    // an unknown property goes on under its own name, for the save's check to refuse (1401)
    stored[property?.stored ?? name] = value;
  }
  const errors: FieldErrors = {};
  const feature = readFeature(
    { type: "Feature", geometry: body.geometry, properties: { ...stored, type } },
    "feature",
    errors,
  );
  if (!feature) throw ApiError.fields(ogcPlaces(errors));
  return { level: body.properties.level, feature };
}

/** `feature.properties.category_id` → `properties.category`: the refusal named as the client wrote it. */
export function ogcPlaces(errors: FieldErrors): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [place, codes] of Object.entries(errors)) {
    const at = place
      .replace(/^(new|edited)\.0\./, "")
      .replace(/^feature\./, "")
      .replace(/^properties\.category_id$/, "properties.category");
    renamed[at === "feature" ? "body" : at] = codes;
  }
  return renamed;
}

/**
 * JSON Merge Patch (RFC 7396) of `patch` onto `target`: objects merged member by member, null
 * removing one, anything else replacing.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete result[name];
    else result[name] = mergePatch(result[name], value);
  }
  return result;
}
