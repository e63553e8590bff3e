/**
 * OGC API – Features Part 4 on the draft: create, replace, update (JSON Merge Patch) and delete one
 * feature. Each write is the editor's save (map/feature-save.ts) of that one feature, so it meets
 * the same checks (geometry, properties, keys unique on the floor, the floor's cap), is recorded in
 * the audit history and is announced to the live streams exactly as an editor's save.
 *
 * A replace, update or delete names the version it was based on in If-Match (the ETag the feature
 * was read with): without it 428 (3469), and a feature that has moved on since is 412 (3470). The
 * version is checked again under the save's lock, so of two writes based on the same version
 * exactly one goes through.
 */

import { isFloor } from "../../shared/floor.ts";
import type { AuditEvent } from "../audit/audit-log.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { SaveConflict, saveFeatures } from "../map/feature-save.ts";
import { geometryBounds } from "../map/geometry-bounds.ts";
import type { MapWriteAnnouncement } from "../map/live-announce.ts";
import type { SaveBody } from "../map/save-input.ts";
import type { Collection } from "./ogc-collections.ts";
import {
  type FeatureRow,
  featureTag,
  mergePatch,
  ogcFeature,
  ogcPlaces,
  readWrittenFeature,
} from "./ogc-features.ts";

export interface WriteContext {
  db: Database;
  by: AuditEvent["by"];
  announced: (announcement: MapWriteAnnouncement) => void;
}

/**
 * The version If-Match allows writing over: the stored one when a tag of it (or `*`) is listed;
 * 428 without the header, 412 when no tag matches (weak tags never do: RFC 9110 compares strongly).
 */
export function matchedVersion(header: string | string[] | undefined, stored: FeatureRow): number {
  if (header === undefined || header === "") throw ApiError.code(3469, "If-Match");
  const tags = (Array.isArray(header) ? header.join(",") : header).split(",").map((tag) => tag.trim());
  if (tags.includes("*") || tags.includes(featureTag(stored))) return stored.version;
  throw ApiError.code(3470, "If-Match");
}

/** saveFeatures, its refusals named as the client wrote the feature, a version conflict as 412. */
async function save(context: WriteContext, body: SaveBody) {
  try {
    return await saveFeatures(context.db, body, context.by, context.announced);
  } catch (error) {
    if (error instanceof SaveConflict) throw ApiError.code(3470, "If-Match");
    if (error instanceof ApiError && error.errors) throw new ApiError(error.status, ogcPlaces(error.errors));
    throw error;
  }
}

/** a save of nothing yet: each write fills in its one list */
const emptySave = () => ({ created: [], edited: [], deleted: [], merge: false });

/** POST: the new feature's id. Its level (`properties.level`) is the floor it goes on. */
export async function createFeature(
  context: WriteContext,
  collection: Collection,
  body: unknown,
): Promise<number> {
  const { level, feature } = readWrittenFeature(body, collection.type);
  if (!isFloor(level)) throw ApiError.code(1502, "properties.level");
  const saved = await save(context, {
    ...emptySave(),
    floor: level,
    extent: feature.bounds,
    created: [feature],
  });
  const [id] = saved.new;
  if (id === undefined) throw new Error("the save created nothing");
  return id;
}

/** PUT: the feature replaced by `body`; its level, when given, must be the one it is on (3471). */
export async function replaceFeature(
  context: WriteContext,
  stored: FeatureRow,
  version: number,
  body: unknown,
): Promise<void> {
  const { level, feature } = readWrittenFeature(body, stored.type);
  if (level !== undefined && level !== null && level !== stored.floor)
    throw ApiError.code(3471, "properties.level");
  if (!isFloor(stored.floor)) throw new Error(`feature ${stored.id} is on no floor: ${stored.floor}`);
  await save(context, {
    ...emptySave(),
    floor: stored.floor,
    extent: feature.bounds,
    edited: [{ ...feature, id: stored.id, version }],
  });
}

/** PATCH: `patch` merged (RFC 7396) into the feature as it is answered, then written as a replace. */
export function updateFeature(
  context: WriteContext,
  stored: FeatureRow,
  version: number,
  patch: unknown,
): Promise<void> {
  if (patch === null || typeof patch !== "object" || Array.isArray(patch)) throw ApiError.code(9001, "body");
  return replaceFeature(context, stored, version, mergePatch(ogcFeature(stored), patch));
}

/** DELETE. */
export async function deleteFeature(
  context: WriteContext,
  stored: FeatureRow,
  version: number,
): Promise<void> {
  if (!isFloor(stored.floor)) throw new Error(`feature ${stored.id} is on no floor: ${stored.floor}`);
  // the save's extent is what its log line names: here the deleted feature's bounds
  const extent = geometryBounds(stored.geometry as Parameters<typeof geometryBounds>[0]);
  await save(context, { ...emptySave(), floor: stored.floor, extent, deleted: [{ id: stored.id, version }] });
}
