/** Choices drawn from manifest area records (categories, campus labels, map categories). */
import type { Lang } from "../../shared/area-spec.ts";
import type { AreaRuntime } from "../areas/registry.ts";
import type { Queryable } from "../db/database.ts";
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
  const params: unknown[] = [spec.area];
  let filter = "area = $1";
  if (query.id) {
    params.push(query.id);
    filter += " AND id = $2";
  } else if (query.activeOnly) {
    if (!spec.activeWhen) throw new Error(`area '${spec.area}' declares no activeWhen`);
    params.push(JSON.stringify(spec.activeWhen), query.with ?? 0);
    filter += " AND (data @> $2::jsonb OR id = $3)";
  }
  const rows = await db.query<NameRow>(
    `SELECT id, data->>'name_pl' AS name_pl, data->>'name_en' AS name_en FROM record WHERE ${filter}`,
    params,
  );
  return sortByName(
    rows.map((row) => ({ id: row.id, name: translatedName(row, lang) ?? `#${row.id}` })),
    lang,
  );
}
