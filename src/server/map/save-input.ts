/**
 * The body of POST /api/geo/save: the editor's whole session on one floor (new, edited and deleted
 * features), checked whole before the transaction starts. Every refusal is reported at once, keyed
 * by its place (`new.3.geometry`, `edited.0.version`, `deleted.2.id`).
 */

import type { Floor } from "../../shared/floor.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { extentBox, readCorner } from "./extent.ts";
import {
  bodyObject,
  type FeatureInput,
  isId,
  isObject,
  maxFeaturesPerSave,
  readFeature,
  refuse,
} from "./feature-input.ts";
import { requiredFloor } from "./floor.ts";
import type { Bounds } from "./geometry-rules.ts";

/** A feature as the editor loaded it: its id and the version it had then. */
export interface FeatureRef {
  id: number;
  version: number;
}

export interface VersionedUpdate extends FeatureInput, FeatureRef {}

export interface SaveBody {
  floor: Floor;
  /** the editor's view when it saved, for the log */
  extent: Bounds;
  created: FeatureInput[];
  edited: VersionedUpdate[];
  deleted: FeatureRef[];
  /**
   * merge with others' changes since the versions named, refusing only clashes (3440); false, as
   * before issue 34: refuse any feature that moved on (1507)
   */
  merge: boolean;
}

const saveLists = ["new", "edited", "deleted"] as const;

/** `read()`, or null after moving its refusal into `errors`, so that later checks still run. */
function collect<T>(read: () => T, errors: FieldErrors): T | null {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
    return null;
  }
}

/** The list in `field`: an array of at most maxFeaturesPerSave, otherwise 1506 and nothing to read. */
function listAt(body: Record<string, unknown>, field: string, errors: FieldErrors): unknown[] {
  const list = body[field];
  if (Array.isArray(list) && list.length <= maxFeaturesPerSave) return list;
  errors[field] = [1506];
  return [];
}

/** id and version of a loaded feature; an id already named elsewhere in the save is 9006 too. */
function readRef(raw: unknown, at: string, seen: Set<number>, errors: FieldErrors): FeatureRef | null {
  const { id, version } = isObject(raw) ? raw : {};
  const fresh = isId(id) && !seen.has(id);
  if (fresh) seen.add(id);
  else errors[`${at}.id`] = [9006];
  if (!isId(version)) errors[`${at}.version`] = [9006];
  return fresh && isId(version) ? { id, version } : null;
}

export function readSaveBody(body: unknown): SaveBody {
  const object = bodyObject(body);
  const errors: FieldErrors = {};
  const floor = collect(() => requiredFloor(object.profile), errors);
  collect(() => readCorner(object.p1, "p1"), errors);
  collect(() => readCorner(object.p2, "p2"), errors);
  const lists = saveLists.map((field) => listAt(object, field, errors));
  // an empty save is a slip of the editor: nothing to do is not a success to report
  if (lists.every((list) => list.length === 0) && !saveLists.some((field) => errors[field])) {
    errors.general = [1506];
  }
  const [newList = [], editedList = [], deletedList = []] = lists;
  const seen = new Set<number>();
  const created = newList.map((raw, i) => readFeature(raw, `new.${i}`, errors));
  const edited = editedList.map((raw, i) => {
    const feature = readFeature(raw, `edited.${i}`, errors);
    const ref = readRef(raw, `edited.${i}`, seen, errors);
    return feature && ref && { ...feature, ...ref };
  });
  const deleted = deletedList.map((raw, i) => readRef(raw, `deleted.${i}`, seen, errors));
  if (object.merge !== undefined && typeof object.merge !== "boolean") errors.merge = [9006];
  refuse(errors);
  return {
    merge: object.merge === true,
    floor: floor as Floor,
    extent: extentBox(object.p1, object.p2),
    created: created as FeatureInput[],
    edited: edited as VersionedUpdate[],
    deleted: deleted as FeatureRef[],
  };
}
