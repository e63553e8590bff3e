/**
 * What the app sees of a map release (docs/app-api.md#the-map): the features of the types the map
 * manifest does not mark `app: false` (beacon places, routes and connectors are the map's machinery)
 * and whose `visible` is not false, each with its stable id, type, category, key and names only. The
 * editor's other properties (sort, zooms, travel times, MAC addresses) never leave.
 */
import { enumerations } from "../../../generated/catalogues.ts";
import { mapSpec } from "../../../generated/map.ts";
import type { Lang } from "../../shared/area-spec.ts";
import { type Floor, floorNumber, isFloor } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import { releaseState } from "../publishing/map-states.ts";

/** The map types the app shows. */
export const appTypes = Object.entries(mapSpec.types)
  .filter(([, spec]) => spec.app)
  .map(([type]) => type);

/**
 * SQL keeping the rows of a release state the app shows; `$<typesAt>` is appTypes. A feature's
 * `visible` is "visible in the mobile app": only an explicit false hides it.
 */
export const appVisibleSql = (typesAt: number) =>
  `type = ANY($${typesAt}::text[]) AND (properties->'visible') IS DISTINCT FROM 'false'::jsonb`;

export type Geometry = { type: string; coordinates: unknown };

/** A feature as the app gets it, both names kept: a tile serves every language. */
export interface AppFeature {
  id: number;
  type: string;
  geometry: Geometry;
  category: number | null;
  key: string | null;
  namePl: string | null;
  nameEn: string | null;
}

/** The name in `lang`; the Polish one where the English one is missing (as the content calls do). */
export const nameIn = (feature: Pick<AppFeature, "namePl" | "nameEn">, lang: Lang) =>
  (lang === "en" ? feature.nameEn : null) ?? feature.namePl;

interface FeatureRow {
  id: number;
  type: string;
  geometry: Geometry;
  properties: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export function appFeature({ id, type, geometry, properties }: FeatureRow): AppFeature {
  const category = properties.category_id;
  return {
    id: Number(id),
    type,
    geometry,
    category: typeof category === "number" ? category : null,
    key: text(properties.key),
    namePl: text(properties.name_pl),
    nameEn: text(properties.name_en),
  };
}

/** `floor`'s features the app shows in release `release`, by id. */
export async function readAppFloor(db: Queryable, release: number, floor: Floor): Promise<AppFeature[]> {
  const state = releaseState(release);
  const rows = await db.query<FeatureRow>(
    `SELECT id, type, geometry, properties FROM (${state.sql}) AS released
     WHERE floor = $2 AND ${appVisibleSql(3)} ORDER BY id`,
    [...state.params, floor, appTypes],
  );
  return rows.map(appFeature);
}

/** A floor of a release: its label in both languages and the box around what the app shows on it. */
export interface ReleasedFloor {
  floor: Floor;
  label: { pl: string; en: string };
  /** [west, south, east, north] in degrees */
  bbox: [number, number, number, number];
}

interface FloorRow {
  floor: string;
  min_x: number;
  min_y: number;
  max_x: number;
  max_y: number;
  label_pl: string | null;
  label_en: string | null;
}

/**
 * The floors of release `release` holding something the app shows, bottom up (read from the release's
 * rows, as releaseState selects them, for their boxes). A floor's label is
 * its level's (`level_label`, of the level with the lowest id where buildings have several), else the
 * floor's own name (p1: "1").
 */
export async function readReleasedFloors(db: Queryable, release: number): Promise<ReleasedFloor[]> {
  const label = (lang: Lang) =>
    `(array_agg(properties->>'level_label_${lang}' ORDER BY id)
       FILTER (WHERE type = 'level' AND properties->>'level_label_${lang}' <> ''))[1]`;
  const rows = await db.query<FloorRow>(
    `SELECT floor, min((bbox[1])[0]) AS min_x, min((bbox[1])[1]) AS min_y,
            max((bbox[0])[0]) AS max_x, max((bbox[0])[1]) AS max_y,
            ${label("pl")} AS label_pl, ${label("en")} AS label_en
     FROM map_release_feature
     WHERE from_release <= $1 AND (until_release IS NULL OR until_release > $1) AND ${appVisibleSql(2)}
     GROUP BY floor`,
    [release, appTypes],
  );
  return rows
    .filter((row): row is FloorRow & { floor: Floor } => isFloor(row.floor))
    .map((row) => {
      const own = enumerations.floor[row.floor];
      const pl = row.label_pl ?? own.pl;
      return {
        floor: row.floor,
        label: { pl, en: row.label_en ?? pl },
        bbox: [row.min_x, row.min_y, row.max_x, row.max_y].map(Number) as ReleasedFloor["bbox"],
      };
    })
    .sort((a, b) => floorNumber(a.floor) - floorNumber(b.floor));
}
