/** Choices drawn from manifest area records (categories, campus labels, map categories). */

import { quote } from "../../shared/area-columns.ts";
import type { Lang } from "../../shared/area-spec.ts";
import type { AreaRuntime } from "../areas/registry.ts";
import { tableOf } from "../areas/table-store.ts";
import type { Queryable } from "../db/database.ts";
import { bind } from "../db/list-sql.ts";
import { type Choice, sortByName, translatedName } from "./choices.ts";

export interface RecordChoiceQuery {
  /** only records matching the area's activeWhen (the area must declare one) */
  activeOnly?: boolean;
  /** added even when it is not active */
  with?: number | null;
  /** just this record, whatever its state */
  id?: number | null;
}

type NameRow = { id: number; name_pl: string | null; name_en: string | null };

export async function recordChoices(
  db: Queryable,
  area: AreaRuntime,
  lang: Lang,
  query: RecordChoiceQuery = {},
): Promise<Choice[]> {
  const { spec } = area;
  const params: unknown[] = [];
  let filter = "";
  if (query.id) {
    params.push(query.id);
    filter = "WHERE id = $1";
  } else if (query.activeOnly) {
    if (!spec.activeWhen) throw new Error(`area '${spec.area}' declares no activeWhen`);
    const active = Object.entries(spec.activeWhen).map(
      ([name, value]) => `${quote(name)} = ${bind(params, value)}`,
    );
    filter = `WHERE (${active.join(" AND ")}) OR id = ${bind(params, query.with ?? 0)}`;
  }
  const rows = await db.query<NameRow>(`SELECT id, name_pl, name_en FROM ${tableOf(spec)} ${filter}`, params);
  return sortByName(
    rows.map((row) => ({ id: row.id, name: translatedName(row, lang) ?? `#${row.id}` })),
    lang,
  );
}
