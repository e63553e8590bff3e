/**
 * GET /api/map/diff: what differs between two releases, or between a release and the draft, floor by
 * floor: the features added, changed and removed, each with its id, type, key and names, and for a
 * change the properties that differ and whether the geometry moved. A feature moved to another floor
 * is a change listed on its new floor, with `floor` among its changed properties.
 */

import { floorNumber } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import {
  changedBetweenReleases,
  changesBetween,
  draft,
  type FeatureChange,
  type MapState,
  releaseState,
} from "./map-states.ts";

export interface DiffEntry {
  id: number;
  type: string;
  key: string | null;
  name_pl: string | null;
  name_en: string | null;
}

export interface ChangedEntry extends DiffEntry {
  /** the properties that differ, and `floor` or `type` when those do */
  properties: string[];
  geometry: boolean;
}

export interface FloorDiff {
  floor: string;
  added: DiffEntry[];
  changed: ChangedEntry[];
  removed: DiffEntry[];
}

export type DiffSide = number | "draft";

const stateOf = (side: DiffSide): MapState => (side === "draft" ? draft : releaseState(side));

const text = (value: unknown) => (typeof value === "string" ? value : null);

function entryOf(id: number, side: { type: string; properties: Record<string, unknown> }): DiffEntry {
  const { properties } = side;
  return {
    id,
    type: side.type,
    key: text(properties.key),
    name_pl: text(properties.name_pl),
    name_en: text(properties.name_en),
  };
}

/** The names of the properties whose values differ (jsonb keeps keys in one order, so text compares). */
function changedProperties(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name])).sort();
}

export function diffByFloor(changes: FeatureChange[]): FloorDiff[] {
  const floors = new Map<string, FloorDiff>();
  const floorDiff = (floor: string) => {
    let diff = floors.get(floor);
    if (!diff) {
      diff = { floor, added: [], changed: [], removed: [] };
      floors.set(floor, diff);
    }
    return diff;
  };
  for (const { id, change, before, after } of changes) {
    if (change === "added" && after) floorDiff(after.floor).added.push(entryOf(id, after));
    else if (change === "removed" && before) floorDiff(before.floor).removed.push(entryOf(id, before));
    else if (before && after) {
      const properties = changedProperties(before.properties, after.properties);
      if (before.floor !== after.floor) properties.unshift("floor");
      if (before.type !== after.type) properties.unshift("type");
      floorDiff(after.floor).changed.push({
        ...entryOf(id, after),
        properties,
        geometry: after.geometryMoved,
      });
    }
  }
  return [...floors.values()].sort((a, b) => floorNumber(a.floor) - floorNumber(b.floor));
}

/** The diff from `from` to `to` (releases known to exist, or the draft). */
export async function mapDiff(db: Queryable, from: DiffSide, to: DiffSide): Promise<FloorDiff[]> {
  let [before, after] = [stateOf(from), stateOf(to)];
  if (from !== "draft" && to !== "draft") {
    before = changedBetweenReleases(before, from, to);
    after = changedBetweenReleases(after, from, to);
  }
  return diffByFloor(await changesBetween(db, before, after, { withProperties: true }));
}
