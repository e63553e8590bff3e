/**
 * POST /api/geo/save in one transaction. The edited and deleted features are locked and compared
 * with the versions the editor loaded before anything is written: of two saves of the same version
 * exactly one wins, and the other changes nothing and learns which features moved on.
 *
 * A feature's key names it to the app and the routing graph, so no two features of a floor share
 * one once the save is written (1605 on each place that would). The editor checks the features it
 * has loaded; only the server sees the whole floor. Saves of one floor take turns (a transaction
 * lock), so that two of them cannot each add the same key unseen by the other. A floor holds at
 * most maxFeaturesPerFloor features (1508).
 *
 * A save with `merge: true` is merged instead of refused when the draft moved on (save-merge.ts):
 * refused only on a clash (3440, SaveClashes), with what the editor needs to choose. Every save
 * names its account to the kept versions (feature-versions.ts) and is announced to the live streams
 * of its floor at commit (live-announce.ts).
 */
import { type AuditEvent, recordAudit } from "../audit/audit-log.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import {
  deleteFeatures,
  insertFeatures,
  lockFeatures,
  refuseCrowdedFloor,
  updateFeatures,
} from "./feature-store.ts";
import { writeAs } from "./feature-versions.ts";
import { linkPlacedRecords } from "./linked-records.ts";
import { announceMapWrite, type MapWriteAnnouncement } from "./live-announce.ts";
import type { FeatureRef, SaveBody, VersionedUpdate } from "./save-input.ts";
import { asFeature, planMerge, type SaveClash, type VersionedFeature } from "./save-merge.ts";

export interface SaveResult {
  /** ids of the new features, in the order of the save's `new` list */
  new: number[];
  /** the edited features with their versions after the save */
  edited: FeatureRef[];
  deleted: number[];
  /** merge: the edited features written otherwise than sent, merged with others' changes */
  merged?: VersionedFeature[];
}

/** A merged save refused because of clashes (3440); nothing was written. */
export class SaveClashes extends Error {
  readonly clashes: SaveClash[];

  constructor(clashes: SaveClash[]) {
    super(`map save clashes on features ${clashes.map((c) => c.id).join(", ")}`);
    this.clashes = clashes;
  }
}

/** Refused because features were changed or deleted by someone else since they were loaded (1507). */
export class SaveConflict extends Error {
  /** 1507 on each conflicting place, beside any 1505 found with them */
  readonly errors: FieldErrors;
  /** the server ids of the conflicting features */
  readonly conflicts: number[];

  constructor(errors: FieldErrors, conflicts: number[]) {
    super(`map save conflict on features ${conflicts.join(", ")}`);
    this.errors = errors;
    this.conflicts = conflicts;
  }
}

/**
 * Each loaded feature must still exist at the loaded version (1507 otherwise: a missing feature was
 * deleted since) and be on the save's floor (1505 otherwise: features never change floors).
 */
async function checkVersions(tx: Queryable, save: SaveBody): Promise<void> {
  const loaded = [
    ...save.edited.map((ref, i) => ({ ref, at: `edited.${i}.id` })),
    ...save.deleted.map((ref, i) => ({ ref, at: `deleted.${i}.id` })),
  ];
  if (!loaded.length) return;
  const stored = new Map(
    (
      await lockFeatures(
        tx,
        loaded.map(({ ref }) => ref.id),
      )
    ).map((f) => [f.id, f]),
  );
  const errors: FieldErrors = {};
  const conflicts: number[] = [];
  for (const { ref, at } of loaded) {
    const feature = stored.get(ref.id);
    if (feature && feature.floor !== save.floor) errors[at] = [1505];
    else if (feature?.version !== ref.version) {
      errors[at] = [1507];
      conflicts.push(ref.id);
    }
  }
  if (conflicts.length) throw new SaveConflict(errors, conflicts);
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

/** The saved features' keys that another feature of the floor has too, after the save's writes. */
async function checkKeys(tx: Queryable, save: SaveBody, edited: VersionedUpdate[]): Promise<void> {
  const place = new Map(save.edited.map((f, i) => [f.id, i]));
  const saved = [
    ...save.created.map((f, i) => ({ key: f.properties.key, at: `new.${i}.properties.key` })),
    ...edited.map((f) => ({ key: f.properties.key, at: `edited.${place.get(f.id)}.properties.key` })),
  ].filter((f): f is { key: string; at: string } => typeof f.key === "string");
  if (!saved.length) return;
  const shared = await tx.query<{ key: string }>(
    `SELECT properties->>'key' AS key FROM map_feature
      WHERE floor = $1 AND properties->>'key' = ANY($2::text[])
      GROUP BY 1 HAVING count(*) > 1`,
    [save.floor, [...new Set(saved.map((f) => f.key))]],
  );
  const taken = new Set(shared.map((row) => row.key));
  const errors: FieldErrors = {};
  for (const { key, at } of saved) if (taken.has(key)) errors[at] = [1605];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

/** What to write: the save as sent (checked against the loaded versions), or merged with the draft. */
async function writesOf(tx: Queryable, save: SaveBody) {
  if (!save.merge) {
    await checkVersions(tx, save);
    return { edited: save.edited, deleted: save.deleted.map((f) => f.id), merged: [] as number[] };
  }
  const plan = await planMerge(tx, save);
  if (plan.clashes.length) throw new SaveClashes(plan.clashes);
  if (Object.keys(plan.errors).length) throw ApiError.fields(plan.errors);
  return plan;
}

/**
 * Saves all of `save` or nothing; the history records `by` with the ids saved, in the same
 * transaction. `announced` hears of the save once it is committed, for this process's live streams.
 */
export async function saveFeatures(
  db: Database,
  save: SaveBody,
  by: AuditEvent["by"],
  announced: (announcement: MapWriteAnnouncement) => void = () => undefined,
): Promise<SaveResult> {
  const { result, announcement } = await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`map-save:${save.floor}`]);
    await writeAs(tx, by);
    const writes = await writesOf(tx, save);
    const linkErrors = await linkPlacedRecords(tx, save.floor, [
      ...save.created.map((f, i) => ({ at: `new.${i}`, type: f.type, properties: f.properties })),
      ...writes.edited.map((f, i) => ({ at: `edited.${i}`, type: f.type, properties: f.properties })),
    ]);
    if (Object.keys(linkErrors).length) throw ApiError.fields(linkErrors);
    const deleted = save.deleted.map((f) => f.id);
    if (writes.deleted.length) await deleteFeatures(tx, writes.deleted);
    const versions = new Map(
      (writes.edited.length ? await updateFeatures(tx, save.floor, writes.edited) : []).map((f) => [
        f.id,
        f.version,
      ]),
    );
    const created = save.created.length ? await insertFeatures(tx, save.floor, save.created) : [];
    if (created.length) await refuseCrowdedFloor(tx, save.floor);
    await checkKeys(tx, save, writes.edited);
    // The rows are locked, so each update moved its feature on by exactly one from the version locked.
    const edited = save.edited.map(({ id }) => ({ id, version: versions.get(id) ?? 0 }));
    await recordAudit(tx, {
      by,
      area: "map",
      recordId: null,
      action: "save",
      changes: { floor: save.floor, new: created, edited: edited.map((f) => f.id), deleted },
    });
    const merged = new Set(writes.merged);
    const result: SaveResult = { new: created, edited, deleted };
    if (save.merge) {
      result.merged = writes.edited
        .filter((f) => merged.has(f.id))
        .map((f) => asFeature({ ...f, version: versions.get(f.id) ?? 0 }));
    }
    return { result, announcement: await announceMapWrite(tx, db.process) };
  });
  announced(announcement);
  return result;
}
