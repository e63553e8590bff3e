/**
 * GET /api/map/diff: what differs between two releases, or between a release and the draft, floor by
 * floor: the features added, changed and removed, each with its id, type, key and names, and for a
 * change the properties that differ and whether the geometry moved. A feature moved to another floor
 * is a change listed on its new floor, with `floor` among its changed properties. Each entry names
 * its authors: the accounts that wrote the feature's versions between the two sides (the map's kept
 * versions, migration 034), so the publishing review and the release history say who changed what.
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

export interface Author {
  id: number;
  name: string;
}

export interface DiffEntry {
  id: number;
  /** who wrote its versions between the two sides, first to change it first; changes by nobody (the command line, a seed) and by deleted accounts are not named */
  authors: Author[];
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
    authors: [],
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

/**
 * Per changed feature, the authors of its kept versions after the lower side's version up to the
 * higher's; for an added feature, of every version up to its own; for a removed one, of the versions
 * after its own and of the deletion.
 */
async function authorsOf(db: Queryable, changes: FeatureChange[]): Promise<Map<number, Author[]>> {
  if (!changes.length) return new Map();
  const ranges = changes.map(({ change, before, after }) => {
    const [a, b] = [before?.version ?? 0, after?.version ?? 0];
    if (change === "added") return { low: 0, high: b, deletion: false };
    if (change === "removed") return { low: a, high: 2 ** 31 - 1, deletion: true };
    return { low: Math.min(a, b), high: Math.max(a, b), deletion: false };
  });
  const rows = await db.query<{ feature: number; id: number; name: string }>(
    `SELECT x.id AS feature, u.id, u.name
       FROM unnest($1::int[], $2::int[], $3::int[], $4::boolean[]) AS x(id, low, high, deletion)
       JOIN map_feature_change c ON c.id = x.id
       JOIN app_user u ON u.id = c.author_id
      WHERE (c.deleted AND x.deletion) OR (NOT c.deleted AND c.version > x.low AND c.version <= x.high)
      GROUP BY x.id, u.id, u.name ORDER BY x.id, min(c.seq)`,
    [
      changes.map((c) => c.id),
      ranges.map((r) => r.low),
      ranges.map((r) => r.high),
      ranges.map((r) => r.deletion),
    ],
  );
  const authors = new Map<number, Author[]>();
  for (const { feature, id, name } of rows)
    authors.set(feature, [...(authors.get(feature) ?? []), { id, name }]);
  return authors;
}

/** The diff from `from` to `to` (releases known to exist, or the draft). */
export async function mapDiff(db: Queryable, from: DiffSide, to: DiffSide): Promise<FloorDiff[]> {
  let [before, after] = [stateOf(from), stateOf(to)];
  if (from !== "draft" && to !== "draft") {
    before = changedBetweenReleases(before, from, to);
    after = changedBetweenReleases(after, from, to);
  }
  const changes = await changesBetween(db, before, after, { withProperties: true });
  const authors = await authorsOf(db, changes);
  const floors = diffByFloor(changes);
  for (const floor of floors) {
    for (const entry of [...floor.added, ...floor.changed, ...floor.removed]) {
      entry.authors = authors.get(entry.id) ?? [];
    }
  }
  return floors;
}
