/**
 * The states of the map a publish, a rollback or a diff compares: the draft (map_feature, what the
 * editor saves), the latest release, or release n (migration 023: the rows valid from their release
 * until the first one that no longer has them). Each is SQL selecting the same columns, so that any
 * two can be joined feature by feature.
 *
 * A feature's version moves on with every change of it and is never reused (ids are never reused
 * either), so two states holding the same version of a feature hold the same content: only features
 * whose versions differ have their content compared, and an edit undone by hand (a new version with the
 * old content) is no change.
 */
import type { Queryable } from "../db/database.ts";

/** A state of the map: SQL selecting id, version, floor, type, geometry, properties, source. */
export interface MapState {
  sql: string;
  params: unknown[];
}

const columns = "id, version, floor, type, geometry, properties, source";

export const draft: MapState = { sql: `SELECT ${columns} FROM map_feature`, params: [] };

export const latestRelease: MapState = {
  sql: `SELECT ${columns} FROM map_release_feature WHERE until_release IS NULL`,
  params: [],
};

/** Release `number`'s state; its parameter is `$<at>`, for joining it with another state's. */
export function releaseState(number: number, at = 1): MapState {
  return {
    sql: `SELECT ${columns} FROM map_release_feature
          WHERE from_release <= $${at} AND (until_release IS NULL OR until_release > $${at})`,
    params: [number],
  };
}

/**
 * `state` narrowed to the features whose rows changed between releases `a` and `b` (either order):
 * those opened or closed by a release after the earlier and up to the later. Two releases differ only
 * there, so comparing them need not join the whole map.
 */
export function changedBetweenReleases(state: MapState, a: number, b: number): MapState {
  const [low, high] = [`$${state.params.length + 1}`, `$${state.params.length + 2}`];
  return {
    sql: `SELECT * FROM (${state.sql}) AS whole WHERE id IN (
            SELECT id FROM map_release_feature
            WHERE (from_release > ${low} AND from_release <= ${high})
               OR (until_release > ${low} AND until_release <= ${high}))`,
    params: [...state.params, Math.min(a, b), Math.max(a, b)],
  };
}

export type Change = "added" | "changed" | "removed";

/** A feature that differs between two states, with both sides (null where it is absent). */
export interface FeatureChange {
  id: number;
  change: Change;
  before: StateRow | null;
  after: StateRow | null;
}

export interface StateRow {
  /** the feature's version in this state */
  version: number;
  floor: string;
  type: string;
  properties: Record<string, unknown>;
  geometryMoved: boolean;
}

interface JoinedRow {
  id: number;
  before_version: number | null;
  after_version: number | null;
  before_floor: string | null;
  before_type: string | null;
  before_properties: Record<string, unknown> | null;
  after_floor: string | null;
  after_type: string | null;
  after_properties: Record<string, unknown> | null;
  geometry_moved: boolean | null;
}

/** The second state's SQL with its parameters numbered after the first's. */
function shifted(state: MapState, by: number): string {
  return state.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

/**
 * The features that differ from `before` to `after`: added (only after), removed (only before) and
 * changed (content differs), by id. `withProperties`: both sides' properties, for a diff that names
 * what changed; a publish needs only ids and floors.
 */
export async function changesBetween(
  db: Queryable,
  before: MapState,
  after: MapState,
  { withProperties = false } = {},
): Promise<FeatureChange[]> {
  const properties = withProperties
    ? "b.properties AS before_properties, a.properties AS after_properties,"
    : "NULL::jsonb AS before_properties, NULL::jsonb AS after_properties,";
  const rows = await db.query<JoinedRow>(
    `SELECT coalesce(a.id, b.id) AS id, b.version AS before_version, a.version AS after_version,
            b.floor AS before_floor, b.type AS before_type,
            a.floor AS after_floor, a.type AS after_type, ${properties}
            b.geometry IS DISTINCT FROM a.geometry AS geometry_moved
     FROM (${before.sql}) AS b FULL JOIN (${shifted(after, before.params.length)}) AS a ON a.id = b.id
     WHERE a.id IS NULL OR b.id IS NULL
        OR (a.version <> b.version AND (a.floor, a.type, a.geometry, a.properties, a.source)
            IS DISTINCT FROM (b.floor, b.type, b.geometry, b.properties, b.source))
     ORDER BY 1`,
    [...before.params, ...after.params],
  );
  const side = (
    version: number | null,
    floor: string | null,
    type: string | null,
    props: unknown,
    moved: boolean | null,
  ) =>
    version === null || floor === null || type === null
      ? null
      : {
          version,
          floor,
          type,
          properties: (props ?? {}) as Record<string, unknown>,
          geometryMoved: moved === true,
        };
  return rows.map((row) => {
    const before = side(
      row.before_version,
      row.before_floor,
      row.before_type,
      row.before_properties,
      row.geometry_moved,
    );
    const after = side(
      row.after_version,
      row.after_floor,
      row.after_type,
      row.after_properties,
      row.geometry_moved,
    );
    const change: Change = before === null ? "added" : after === null ? "removed" : "changed";
    return { id: Number(row.id), change, before, after };
  });
}

/** Per floor, how many features were added, changed and removed (a change counts on its new floor). */
export type ChangeCounts = Record<string, Record<Change, number>>;

export function countChanges(changes: FeatureChange[]): ChangeCounts {
  const counts: ChangeCounts = {};
  for (const { change, before, after } of changes) {
    const floor = (after ?? before)?.floor ?? "";
    const perFloor = counts[floor] ?? { added: 0, changed: 0, removed: 0 };
    perFloor[change] += 1;
    counts[floor] = perFloor;
  }
  return counts;
}
