/**
 * GET /api/<area>/export.csv: every record the list shows (all pages, its search, filters and sort), as
 * CSV (csv.ts) with the listed columns headed in the request's language and the values written as the
 * list shows them (export-cells.ts: names, not ids; dates in the console's time zone). Read page by
 * page and streamed, so a long list neither waits nor sits in memory whole.
 */
import { Readable } from "node:stream";
import type { AreaSpec, Lang } from "../../shared/area-spec.ts";
import { systemColumnLabels } from "../../shared/system-columns.ts";
import type { Queryable } from "../db/database.ts";
import type { ListQuery, Row, Store } from "../db/record-store.ts";
import { csvByteOrderMark, csvLine } from "./csv.ts";
import { type ColumnNames, exportCell, type NameResolver, namedColumns } from "./export-cells.ts";

/** Rows read from the database at a time. */
export const exportPageSize = 500;

export function columnLabel(area: AreaSpec, column: string, lang: Lang): string {
  return (
    area.fields.find((f) => f.name === column)?.label[lang] ?? systemColumnLabels[column]?.[lang] ?? column
  );
}

/** The file's name: the area and the day, e.g. article-2026-11-24.csv. */
export const exportFileName = (area: AreaSpec, now = new Date()) =>
  `${area.area}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The CSV text as a stream. The first page is read before the stream is returned, so that a failing
 * database is still answered with the error envelope rather than a cut-off file.
 */
export async function exportStream(
  db: Queryable,
  store: Store,
  area: AreaSpec,
  query: Omit<ListQuery, "page" | "pageSize">,
  { lang, timeZone, names }: { lang: Lang; timeZone: string; names: NameResolver },
): Promise<Readable> {
  const read = (page: number) => store.list(db, area, { ...query, page, pageSize: exportPageSize });
  const named = namedColumns(area);
  /** the names of the page's ids, per named column, asked once a page */
  const pageNames = async (items: Row[]) => {
    const entries = await Promise.all(
      named.map(async (field): Promise<[string, ColumnNames]> => {
        const ids = [
          ...new Set(items.map((row) => row[field.name]).filter((id) => id !== undefined && id !== null)),
        ];
        return [field.name, ids.length ? await names(field, ids as (number | string)[], lang) : new Map()];
      }),
    );
    return Object.fromEntries(entries);
  };
  const first = await read(1);
  const firstNames = await pageNames(first.items);
  const lines = async function* () {
    yield csvByteOrderMark + csvLine(area.list.map((column) => columnLabel(area, column, lang)));
    let items = first.items;
    let context = { lang, timeZone, names: firstNames };
    for (let page = 2; items.length; page++) {
      yield items
        .map((row) => csvLine(area.list.map((column) => exportCell(area, column, row, context))))
        .join("");
      if (items.length < exportPageSize) break;
      items = (await read(page)).items;
      context = { lang, timeZone, names: await pageNames(items) };
    }
  };
  return Readable.from(lines());
}
