/**
 * A save that asks to be merged (`merge: true`, docs/live-editing.md): each edited or deleted feature
 * whose draft moved on since the version the save names is merged with the draft field by field
 * (feature-merge.ts). The plan says what to write, or which features clash: a field both sides
 * changed apart, an edit of what someone deleted, a deletion of what someone changed. A clash is
 * never settled here; the editor chooses and saves again against the version the clash names.
 */

import { type Clash, type FeatureContent, mergeFeature } from "../../shared/feature-merge.ts";
import type { Queryable } from "../db/database.ts";
import type { FieldErrors } from "../http/api-error.ts";
import { type FeatureInput, readFeature } from "./feature-input.ts";
import { lockFeatureContents, type StoredFeature } from "./feature-store.ts";
import { deletedVersions, keptVersions } from "./feature-versions.ts";
import type { SaveBody, VersionedUpdate } from "./save-input.ts";

/** A feature as the answers carry it: GeoJSON with its id and version, the type among the properties. */
export interface VersionedFeature {
  type: "Feature";
  id: number;
  version: number;
  geometry: unknown;
  properties: Record<string, unknown>;
}

export interface SaveClash {
  id: number;
  /** the feature's place in the save: edited.<i> or deleted.<i> */
  at: string;
  /** what the save did to it */
  mine: "edited" | "deleted";
  /** what others did to it since the version the save named */
  theirs: "changed" | "deleted";
  /**
   * the version to name when saving again: the draft's now, or, when they deleted it, the version
   * it had then
   */
  version: number;
  /** mine edited, theirs changed: the fields both changed apart */
  fields: Clash[];
  /** mine edited, theirs changed: the draft with every field only mine changed, and mine on each clash */
  merged: VersionedFeature | null;
  /** the feature in the draft now; null when they deleted it */
  current: VersionedFeature | null;
}

export interface MergePlan {
  /** the features to write, merged where the draft had moved on */
  edited: VersionedUpdate[];
  /** the ids to delete */
  deleted: number[];
  /** ids of edited features written otherwise than sent, merged with others' changes */
  merged: number[];
  clashes: SaveClash[];
  /** 1505 on a feature of another floor or one that never existed; a merged feature's refusals */
  errors: FieldErrors;
}

export const asFeature = (f: FeatureContent & { id: number; version: number }): VersionedFeature => ({
  type: "Feature",
  id: f.id,
  version: f.version,
  geometry: f.geometry,
  properties: { type: f.type, ...f.properties },
});

/** The merged content as a checked save input (bounds, property rules); null after adding refusals. */
function checkedMerge(merged: FeatureContent, at: string, errors: FieldErrors): FeatureInput | null {
  const raw = {
    type: "Feature",
    geometry: merged.geometry,
    properties: { type: merged.type, ...merged.properties },
  };
  return readFeature(raw, at, errors);
}

export async function planMerge(tx: Queryable, save: SaveBody): Promise<MergePlan> {
  const plan: MergePlan = { edited: [], deleted: [], merged: [], clashes: [], errors: {} };
  const refs = [...save.edited, ...save.deleted];
  if (!refs.length) return plan;
  const stored = new Map<number, StoredFeature>(
    (
      await lockFeatureContents(
        tx,
        refs.map((r) => r.id),
      )
    ).map((f) => [f.id, f]),
  );
  const movedOn = refs.filter((ref) => stored.get(ref.id)?.version !== ref.version);
  const bases = await keptVersions(tx, movedOn);
  const gone = await deletedVersions(
    tx,
    movedOn.filter((ref) => !stored.has(ref.id)).map((ref) => ref.id),
  );
  const otherFloor = (at: string, feature: StoredFeature | undefined) => {
    if (feature?.floor === undefined || feature.floor === save.floor) return false;
    plan.errors[`${at}.id`] = [1505];
    return true;
  };
  save.edited.forEach((mine, i) => {
    const at = `edited.${i}`;
    const theirs = stored.get(mine.id);
    if (otherFloor(at, theirs)) return;
    if (theirs?.version === mine.version) {
      plan.edited.push(mine);
      return;
    }
    if (!theirs) {
      const version = gone.get(mine.id);
      if (version === undefined) plan.errors[`${at}.id`] = [1505];
      else
        plan.clashes.push({
          id: mine.id,
          at,
          mine: "edited",
          theirs: "deleted",
          version,
          fields: [],
          merged: null,
          current: null,
        });
      return;
    }
    const { merged, clashes } = mergeFeature(bases.get(mine.id) ?? null, mine, theirs);
    if (clashes.length) {
      const next = { id: mine.id, version: theirs.version };
      plan.clashes.push({
        id: mine.id,
        at,
        mine: "edited",
        theirs: "changed",
        version: theirs.version,
        fields: clashes,
        merged: asFeature({ ...merged, ...next }),
        current: asFeature(theirs),
      });
      return;
    }
    const input = checkedMerge(merged, at, plan.errors);
    if (!input) return;
    plan.edited.push({ ...input, id: mine.id, version: theirs.version });
    plan.merged.push(mine.id);
  });
  save.deleted.forEach((mine, i) => {
    const at = `deleted.${i}`;
    const theirs = stored.get(mine.id);
    if (otherFloor(at, theirs)) return;
    if (theirs?.version === mine.version) plan.deleted.push(mine.id);
    else if (theirs) {
      plan.clashes.push({
        id: mine.id,
        at,
        mine: "deleted",
        theirs: "changed",
        version: theirs.version,
        fields: [],
        merged: null,
        current: asFeature(theirs),
      });
    } else if (!gone.has(mine.id)) plan.errors[`${at}.id`] = [1505];
    // deleted by both: nothing left to do
  });
  return plan;
}
