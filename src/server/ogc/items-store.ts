/**
 * The features of a collection (ogc-collections.ts) as the database holds them: the latest release's
 * rows (map_release_feature, those no release has closed) or the draft's (map_feature), of one type,
 * narrowed by the query's filters, in id order, one page at a time with the count of all that match.
 *
 * bbox is answered exactly: the stored boxes (a feature's bounds) find the candidates, and each
 * candidate's geometry is then tested against the box, so a feature whose bounds touch the box but
 * whose shape does not (an L-shaped corridor) is left out, as Part 1 requires.
 */
import booleanIntersects from "@turf/boolean-intersects";
import { polygon } from "@turf/helpers";
import type { Geometry } from "geojson";
import { appTypes, appVisibleSql } from "../app-api/released-floors.ts";
import type { Queryable } from "../db/database.ts";
import type { ItemsQuery } from "./items-query.ts";
import type { Collection } from "./ogc-collections.ts";
import type { FeatureRow } from "./ogc-features.ts";

export interface ItemsPage {
  rows: FeatureRow[];
  numberMatched: number;
}

const columns = "id, version, floor, type, geometry, properties";

/** SQL of the collection's rows and the conditions of `query`, with their parameters. */
function selection(collection: Collection, query: Pick<ItemsQuery, "filters" | "bbox">) {
  const params: unknown[] = [collection.type];
  const where = ["type = $1"];
  const add = (condition: (at: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  const { level, category, key, name } = query.filters;
  if (level !== undefined) add((at) => `floor = ${at}`, level);
  if (category !== undefined) add((at) => `properties->'category_id' = to_jsonb(${at}::int)`, category);
  if (key !== undefined) add((at) => `properties->>'key' = ${at}`, key);
  if (name !== undefined)
    add(
      (at) => `coalesce(nullif(properties->>'name_pl', ''), nullif(properties->>'name_en', '')) = ${at}`,
      name,
    );
  if (query.bbox) {
    const [west, south, east, north] = query.bbox;
    params.push(west, south, east, north);
    const n = params.length;
    where.push(`bbox && box(point($${n - 3}, $${n - 2}), point($${n - 1}, $${n}))`);
  }
  if (collection.state === "release") {
    // the public sees what the app sees: the release's features whose `visible` is not false
    params.push([collection.type]);
    where.push("until_release IS NULL", appVisibleSql(params.length));
  }
  const table = collection.state === "release" ? "map_release_feature" : "map_feature";
  return { from: `FROM ${table} WHERE ${where.join(" AND ")}`, params };
}

/** One page of the collection's features matching `query`, and how many match in all. */
export async function readItems(
  db: Queryable,
  collection: Collection,
  query: ItemsQuery,
): Promise<ItemsPage> {
  const { from, params } = selection(collection, query);
  if (query.bbox) {
    // every candidate is read once: its geometry decides whether it is counted at all
    const [w, s, e, n] = query.bbox;
    const area = polygon([
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ]).geometry;
    const candidates = await db.query<FeatureRow>(`SELECT ${columns} ${from} ORDER BY id`, params);
    const matching = candidates.filter((row) => booleanIntersects(row.geometry as Geometry, area));
    return {
      rows: matching.slice(query.offset, query.offset + query.limit),
      numberMatched: matching.length,
    };
  }
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await db.query<FeatureRow>(
    `SELECT ${columns} ${from} ORDER BY id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return { rows, numberMatched: Number(counted?.n ?? 0) };
}

/** One feature of the collection, or null. */
export async function readItem(
  db: Queryable,
  collection: Collection,
  id: number,
): Promise<FeatureRow | null> {
  const { from, params } = selection(collection, { filters: {}, bbox: null });
  const [row] = await db.query<FeatureRow>(`SELECT ${columns} ${from} AND id = $${params.length + 1}`, [
    ...params,
    id,
  ]);
  return row ?? null;
}

/** The newest release's number and when it was published, for an answer's timeStamp; null: none yet. */
export async function latestPublished(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ at: Date | string }>(
    "SELECT published_at AS at FROM map_release ORDER BY number DESC LIMIT 1",
  );
  return row ? new Date(row.at).toISOString() : null;
}

/** Per type, the box around its features in the state (the public release: those the app sees). */
export async function extentsOf(
  db: Queryable,
  state: Collection["state"],
): Promise<Map<string, [number, number, number, number]>> {
  const box = `min((bbox[1])[0]) AS w, min((bbox[1])[1]) AS s, max((bbox[0])[0]) AS e, max((bbox[0])[1]) AS n`;
  const rows =
    state === "release"
      ? await db.query<{ type: string; w: number; s: number; e: number; n: number }>(
          `SELECT type, ${box} FROM map_release_feature
            WHERE until_release IS NULL AND ${appVisibleSql(1)} GROUP BY type`,
          [appTypes],
        )
      : await db.query<{ type: string; w: number; s: number; e: number; n: number }>(
          `SELECT type, ${box} FROM map_feature GROUP BY type`,
        );
  return new Map(
    rows.map((r) => [r.type, [r.w, r.s, r.e, r.n].map(Number) as [number, number, number, number]]),
  );
}
