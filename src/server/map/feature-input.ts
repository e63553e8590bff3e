/**
 * Bodies of the editor's saves (POST, PUT and DELETE /api/geo), checked whole before anything is
 * written: every refusal is reported at once, keyed by the feature's place in the list
 * (`features.3.geometry`), so the editor can point at each offending object.
 */

import type { Floor } from "../../shared/floor.ts";
import { isMapType, type MapType } from "../../shared/map-types.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { requiredFloor } from "./floor.ts";
import { type Bounds, checkGeometry, type Geometry } from "./geometry-rules.ts";
import { checkMapProperties } from "./map-properties.ts";

/** per list of a save: ten times the rooms of the real campus, a whole floor redrawn at once */
export const maxFeaturesPerSave = 10_000;

/** per floor, on every save and import: twenty times the busiest floor of the real campus */
export const maxFeaturesPerFloor = 20_000;

/** the body limit of the map's writes: three full lists of rooms (about 300 bytes each) and room to spare */
export const saveBodyLimit = 32 * 1024 * 1024;

export interface FeatureInput {
  type: MapType;
  geometry: Geometry;
  /** the feature's properties without `type`, which has its own column */
  properties: Record<string, unknown>;
  bounds: Bounds;
}

export interface FeatureUpdate extends FeatureInput {
  id: number;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** a positive int4: ids and versions */
export const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2 ** 31 - 1;

function listOf(body: Record<string, unknown>, field: string): unknown[] {
  const list = body[field];
  if (!Array.isArray(list) || list.length === 0 || list.length > maxFeaturesPerSave) {
    throw ApiError.code(1506, field);
  }
  return list;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw ApiError.code(9001, "body");
  return body;
}

/** The feature at `at`, or null after adding its refusals (geometry and properties both) to `errors`. */
export function readFeature(raw: unknown, at: string, errors: FieldErrors): FeatureInput | null {
  if (!isObject(raw) || raw.type !== "Feature" || !isObject(raw.properties)) {
    errors[at] = [1500];
    return null;
  }
  const { type, ...rest } = raw.properties;
  if (!isMapType(type)) {
    errors[`${at}.properties.type`] = [1300];
    return null;
  }
  const checked = checkGeometry(type, raw.geometry);
  if ("code" in checked) errors[`${at}.geometry`] = [checked.code];
  const properties = checkMapProperties(type, rest, at, errors);
  if ("code" in checked || !properties) return null;
  return { type, geometry: checked.geometry, properties, bounds: checked.bounds };
}

export function refuse(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

export function readCreateBody(body: unknown): { floor: Floor; features: FeatureInput[] } {
  const object = bodyObject(body);
  const floor = requiredFloor(object.profile);
  const errors: FieldErrors = {};
  const features = listOf(object, "features").map((raw, i) => readFeature(raw, `features.${i}`, errors));
  refuse(errors);
  return { floor, features: features as FeatureInput[] };
}

/** Each feature names its id once (a malformed or repeated id is 9006 on `features.<i>.id`). */
export function readUpdateBody(body: unknown): { floor: Floor; features: FeatureUpdate[] } {
  const object = bodyObject(body);
  const floor = requiredFloor(object.profile);
  const errors: FieldErrors = {};
  const seen = new Set<unknown>();
  const features = listOf(object, "features").map((raw, i) => {
    const feature = readFeature(raw, `features.${i}`, errors);
    const id = isObject(raw) ? raw.id : undefined;
    if (!isId(id) || seen.has(id)) {
      errors[`features.${i}.id`] = [9006];
      return null;
    }
    seen.add(id);
    return feature && { id, ...feature };
  });
  refuse(errors);
  return { floor, features: features as FeatureUpdate[] };
}

/** The ids to delete. */
export function readDeleteBody(body: unknown): number[] {
  const ids = listOf(bodyObject(body), "ids");
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!isId(id)) errors[`ids.${i}`] = [9006];
  });
  refuse(errors);
  return ids as number[];
}
