/**
 * The kept versions of map features (map_feature_change, migration 034): written by triggers on
 * every change of map_feature, read here by the merge of a save (the version it was based on, the
 * version a feature had when it was deleted) and by the live stream (the rows one transaction wrote).
 */

import type { FeatureContent } from "../../shared/feature-merge.ts";
import type { Queryable } from "../db/database.ts";
import type { FeatureRef } from "./save-input.ts";

/** Each feature's content at the version named, for the refs whose version is kept. */
export async function keptVersions(
  tx: Queryable,
  refs: FeatureRef[],
): Promise<Map<number, FeatureContent & FeatureRef>> {
  if (!refs.length) return new Map();
  const rows = await tx.query<FeatureContent & FeatureRef>(
    `SELECT DISTINCT ON (c.id) c.id, c.version, c.type, c.geometry, c.properties
       FROM map_feature_change c
       JOIN unnest($1::int[], $2::int[]) AS ref(id, version) ON ref.id = c.id AND ref.version = c.version
      WHERE NOT c.deleted
      ORDER BY c.id, c.seq DESC`,
    [refs.map((r) => r.id), refs.map((r) => r.version)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The version each of `ids` had when it was deleted, for those that were. */
export async function deletedVersions(tx: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<FeatureRef>(
    `SELECT DISTINCT ON (id) id, version FROM map_feature_change
      WHERE id = ANY($1::int[]) AND deleted ORDER BY id, seq DESC`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.version]));
}

/**
 * Names the account whose writes the rest of the transaction makes: the triggers record it with
 * each version (null: nobody, as for the command line).
 */
export async function writeAs(tx: Queryable, by: { id: number } | null): Promise<void> {
  await tx.query("SELECT set_config('campus.map_author', $1, true)", [by ? String(by.id) : ""]);
}
