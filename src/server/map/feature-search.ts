/**
 * GET /api/geo/search?q= (the editor's "find a feature", docs/map-editor.md): the draft's features
 * of every floor whose name (either language) or key holds `q`, or whose map type does (its name or
 * its label in either language), each with its floor and bounding box so that the editor can go to
 * the floor and show it. Matches of the whole text come first, then those starting with it, then
 * those holding it, then those of a matching type; ties bottom floor first, then by id.
 */
import { mapTypes } from "../../shared/map-types.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import type { QueryParam } from "../http/query-params.ts";
import type { Bounds } from "./geometry-rules.ts";

/** the longest text searched for: longer than any name or key a feature takes (120) */
export const maxSearchLength = 120;
/** matches per answer when the call names no limit, and the most it may ask for */
export const defaultSearchLimit = 20;
export const maxSearchLimit = 100;

/** `q` trimmed: 3420 when missing or blank, 3421 when longer than maxSearchLength. */
export const searchTextParam: QueryParam<string> = {
  schema: { type: "string" },
  read: (raw, name) => {
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "") throw ApiError.code(3420, name);
    if (text.length > maxSearchLength) throw ApiError.code(3421, name);
    return text;
  },
  absent: (name) => {
    throw ApiError.code(3420, name);
  },
  required: true,
  readsEmpty: true,
};

/** `limit`: 1 to maxSearchLimit (3422 otherwise), defaultSearchLimit when absent. */
export const searchLimitParam: QueryParam<number> = {
  schema: { type: "string", pattern: "^[0-9]{1,10}$" },
  read: (raw, name) => {
    const value = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= 1 && value <= maxSearchLimit)) throw ApiError.code(3422, name);
    return value;
  },
  absent: () => defaultSearchLimit,
};

export const searchQuery = { q: searchTextParam, limit: searchLimitParam };

export interface FeatureMatch {
  id: number;
  floor: string;
  type: string;
  key: string | null;
  name_pl: string | null;
  name_en: string | null;
  /** [minLon, minLat, maxLon, maxLat] */
  bbox: Bounds;
}

export interface SearchAnswer {
  items: FeatureMatch[];
  /** every match, of which `items` are the first `limit` */
  total: number;
}

/** The map types whose name or label (either language) holds `text`, lower-cased. */
export function typesMatching(text: string): string[] {
  const wanted = text.toLocaleLowerCase();
  return Object.entries(mapTypes)
    .filter(([type, spec]) =>
      [type, spec.label.pl, spec.label.en].some((name) => name.toLocaleLowerCase().includes(wanted)),
    )
    .map(([type]) => type);
}

/** `text` as a LIKE pattern matching itself literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchFeatures(db: Queryable, q: string, limit: number): Promise<SearchAnswer> {
  const lower = q.toLowerCase();
  const params: unknown[] = [];
  const whole = params.push(lower);
  const start = params.push(`${literal(lower)}%`);
  const within = params.push(`%${literal(lower)}%`);
  const types = params.push(typesMatching(q));
  const max = params.push(limit);
  const texts = ["name_pl", "name_en", "key"].map((name) => `lower(properties->>'${name}')`);
  const any = (test: string) => `(${texts.map((t) => `${t} ${test}`).join(" OR ")})`;
  const rows = await db.query<{
    id: number;
    floor: string;
    type: string;
    key: string | null;
    name_pl: string | null;
    name_en: string | null;
    min_x: number;
    min_y: number;
    max_x: number;
    max_y: number;
    total: string | number;
  }>(
    // A box is stored upper-right corner first (migration 020).
    `SELECT id, floor, type, properties->>'key' AS key, properties->>'name_pl' AS name_pl,
            properties->>'name_en' AS name_en, (bbox[1])[0] AS min_x, (bbox[1])[1] AS min_y,
            (bbox[0])[0] AS max_x, (bbox[0])[1] AS max_y, count(*) OVER () AS total
     FROM map_feature
     WHERE ${any(`LIKE $${within}`)} OR type = ANY($${types}::text[])
     ORDER BY CASE WHEN ${any(`= $${whole}`)} THEN 0 WHEN ${any(`LIKE $${start}`)} THEN 1
                   WHEN ${any(`LIKE $${within}`)} THEN 2 ELSE 3 END,
              substr(floor, 2)::integer, id
     LIMIT $${max}`,
    params,
  );
  const items = rows.map((row) => ({
    id: row.id,
    floor: row.floor,
    type: row.type,
    key: row.key,
    name_pl: row.name_pl,
    name_en: row.name_en,
    bbox: [row.min_x, row.min_y, row.max_x, row.max_y].map(Number) as Bounds,
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}

export interface FloorBounds {
  floor: string;
  /** [minLon, minLat, maxLon, maxLat] of the floor's features */
  bbox: Bounds;
}

/**
 * GET /api/geo/bounds: the box of each floor's features in the draft (floors without any left out),
 * and the box of them all, null for an empty map: where the editor opens on a first visit.
 */
export async function mapBounds(db: Queryable): Promise<{ bbox: Bounds | null; floors: FloorBounds[] }> {
  const rows = await db.query<{ floor: string; min_x: number; min_y: number; max_x: number; max_y: number }>(
    `SELECT floor, min((bbox[1])[0]) AS min_x, min((bbox[1])[1]) AS min_y,
            max((bbox[0])[0]) AS max_x, max((bbox[0])[1]) AS max_y
     FROM map_feature GROUP BY floor ORDER BY substr(floor, 2)::integer`,
  );
  const floors = rows.map((row) => ({
    floor: row.floor,
    bbox: [row.min_x, row.min_y, row.max_x, row.max_y].map(Number) as Bounds,
  }));
  const bbox = floors.reduce<Bounds | null>(
    (all, { bbox: [a, b, c, d] }) =>
      all
        ? [Math.min(all[0], a), Math.min(all[1], b), Math.max(all[2], c), Math.max(all[3], d)]
        : [a, b, c, d],
    null,
  );
  return { bbox, floors };
}
