/** Choices drawn from map features: the pickers of parent regions, locations and rooms. */
import type { Lang } from "../../shared/area-spec.ts";
import type { Floor } from "../../shared/floor.ts";
import type { MapType } from "../../shared/map-types.ts";
import type { Queryable } from "../db/database.ts";
import { likePattern } from "../db/list-sql.ts";
import { type Choice, sortByName } from "./choices.ts";

/** The name shown for a feature ($1 is 'name_pl' or 'name_en'): its name in the language, then the other, then its key. */
const nameSql = `coalesce(
  nullif(btrim(properties->>$1::text), ''), nullif(btrim(properties->>'name_pl'), ''),
  nullif(btrim(properties->>'name_en'), ''), nullif(btrim(properties->>'key'), ''), type || ' #' || id)`;

export interface FeatureChoiceQuery {
  types: MapType[];
  floor?: Floor | null;
  /** text the shown name contains */
  nameContains?: string | null;
  /** text name_pl, name_en or key contains */
  anyNameContains?: string | null;
  without?: number | null;
  /** added whatever the other filters say (the form's current value) */
  with?: number | null;
  limit: number;
}

export async function featureChoices(
  db: Queryable,
  lang: Lang,
  query: FeatureChoiceQuery,
): Promise<Choice[]> {
  const params: unknown[] = [`name_${lang}`, query.types];
  const filters = ["type = ANY($2::text[])"];
  const add = (value: unknown, sql: (n: string) => string) => {
    params.push(value);
    filters.push(sql(`$${params.length}`));
  };
  if (query.floor) add(query.floor, (n) => `floor = ${n}`);
  if (query.nameContains) add(likePattern(query.nameContains), (n) => `${nameSql} ILIKE ${n}`);
  if (query.anyNameContains) {
    add(
      likePattern(query.anyNameContains),
      (n) =>
        `(properties->>'name_pl' ILIKE ${n} OR properties->>'name_en' ILIKE ${n} OR properties->>'key' ILIKE ${n})`,
    );
  }
  if (query.without) add(query.without, (n) => `id <> ${n}`);
  const rows = await db.query<Choice>(
    `SELECT id, ${nameSql} AS name FROM map_feature WHERE ${filters.join(" AND ")}
     ORDER BY lower(${nameSql}), id LIMIT ${query.limit}`,
    params,
  );
  if (query.with && query.with !== query.without && !rows.some((r) => r.id === query.with)) {
    rows.push(...(await featureChoice(db, lang, query.with)));
  }
  return sortByName(rows, lang);
}

/** The features of `ids` that exist, of any type: the names of a list page's or a history's rooms. */
export function featureChoicesOf(db: Queryable, lang: Lang, ids: number[]): Promise<Choice[]> {
  return db
    .query<Choice>(`SELECT id, ${nameSql} AS name FROM map_feature WHERE id = ANY($2::integer[])`, [
      `name_${lang}`,
      ids,
    ])
    .then((rows) => sortByName(rows, lang));
}

/** The one feature `id` (empty when there is none), of any type. */
export function featureChoice(db: Queryable, lang: Lang, id: number): Promise<Choice[]> {
  return db.query<Choice>(`SELECT id, ${nameSql} AS name FROM map_feature WHERE id = $2`, [
    `name_${lang}`,
    id,
  ]);
}
