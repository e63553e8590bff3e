/**
 * GET /api/app/v1/search?q= (docs/app-api.md#search): the features of the latest release the app
 * shows whose name (either language), alias or key holds `q`, or whose map category's name does,
 * across every floor. Matches of the whole text come first, then those starting with it, then those
 * holding it, then those of a matching category; ties bottom floor first, then by id, so the order is
 * total and every process answers the same bytes.
 */
import InteriorPoint from "jsts/org/locationtech/jts/algorithm/InteriorPoint.js";
import GeometryFactory from "jsts/org/locationtech/jts/geom/GeometryFactory.js";
import GeoJSONReader from "jsts/org/locationtech/jts/io/GeoJSONReader.js";
import type { Lang } from "../../shared/area-spec.ts";
import { publicSql } from "../areas/publication-window.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import { tableOf } from "../areas/table-store.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { releaseState } from "../publishing/map-states.ts";
import {
  type AppFeature,
  appFeature,
  appTypes,
  appVisibleSql,
  type Geometry,
  nameIn,
} from "./released-floors.ts";

/** the most matches one answer holds */
export const searchLimit = 20;
/** the longest text searched for: longer than any name a feature takes (120) */
export const maxQueryLength = 100;

/** `q` trimmed; 3302 when missing or blank, 3303 when longer than maxQueryLength. */
export function searchText(raw: unknown): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") throw ApiError.code(3302, "q");
  if (text.length > maxQueryLength) throw ApiError.code(3303, "q");
  return text;
}

export interface SearchMatch {
  floor: string;
  id: number;
  type: string;
  key: string | null;
  name: string | null;
  category: number | null;
  /** [lon, lat]: where to show the feature, inside it */
  position: [number, number];
}

const reader = new GeoJSONReader(new GeometryFactory());
const degrees = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * The point to show: a point itself; for a line or a polygon a point on or inside it (JTS's interior
 * point), which a centroid is not for an L-shaped room or a corridor.
 */
export function positionOf(geometry: Geometry): [number, number] {
  const point = InteriorPoint.getInteriorPoint(reader.read(geometry));
  return [degrees(point.x), degrees(point.y)];
}

/** `text` as a LIKE pattern matching itself literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchRelease(
  db: Queryable,
  registry: AreaRegistry,
  release: number,
  { q, lang, now }: { q: string; lang: Lang; now: Date },
): Promise<SearchMatch[]> {
  const state = releaseState(release);
  const params: unknown[] = [...state.params, appTypes];
  const visible = appVisibleSql(params.length);
  const whole = params.push(q.toLowerCase());
  const start = params.push(`${literal(q.toLowerCase())}%`);
  const within = params.push(`%${literal(q.toLowerCase())}%`);
  const texts = ["name_pl", "name_en", "alias", "key"].map((name) => `lower(properties->>'${name}')`);
  const any = (test: string) => `(${texts.map((t) => `${t} ${test}`).join(" OR ")})`;
  const categories = registry.get("category_geo").spec;
  const categoryPublic = publicSql(categories, now, params);
  const categoryMatch = `properties->>'category_id' IN (
      SELECT id::text FROM ${tableOf(categories)}
      WHERE ${categoryPublic} AND (lower(name_pl) LIKE $${within} OR lower(name_en) LIKE $${within}))`;
  const limit = params.push(searchLimit);
  const rows = await db.query<{
    id: number;
    floor: string;
    type: string;
    geometry: Geometry;
    properties: Record<string, unknown>;
  }>(
    `SELECT id, floor, type, geometry, properties FROM (${state.sql}) AS released
     WHERE ${visible} AND (${any(`LIKE $${within}`)} OR ${categoryMatch})
     ORDER BY CASE WHEN ${any(`= $${whole}`)} THEN 0 WHEN ${any(`LIKE $${start}`)} THEN 1
                   WHEN ${any(`LIKE $${within}`)} THEN 2 ELSE 3 END,
              substr(floor, 2)::integer, id
     LIMIT $${limit}`,
    params,
  );
  return rows.map((row) => {
    const feature: AppFeature = appFeature(row);
    return {
      floor: row.floor,
      id: feature.id,
      type: feature.type,
      key: feature.key,
      name: nameIn(feature, lang),
      category: feature.category,
      position: positionOf(feature.geometry),
    };
  });
}
