/**
 * GET /api/<area>/export.csv: every record the list shows (all pages, its search and sort), as CSV
 * (csv.ts) with the listed columns headed in the request's language. Read page by page and streamed,
 * so a long list neither waits nor sits in memory whole. Enumeration values are written as their
 * labels; other values as stored (references as the referenced record's number).
 */
import { Readable } from "node:stream";
import { enumerations } from "../../../generated/catalogues.ts";
import { type AreaSpec, type Lang, publicationColumn } from "../../shared/area-spec.ts";
import { systemColumnLabels } from "../../shared/system-columns.ts";
import type { Queryable } from "../db/database.ts";
import type { ListQuery, Row, Store } from "../db/record-store.ts";
import { csvByteOrderMark, csvLine } from "./csv.ts";

/** Rows read from the database at a time. */
export const exportPageSize = 500;

const enumLabels = enumerations as Record<string, Record<string, { pl: string; en: string }>>;

export function columnLabel(area: AreaSpec, column: string, lang: Lang): string {
  return (
    area.fields.find((f) => f.name === column)?.label[lang] ?? systemColumnLabels[column]?.[lang] ?? column
  );
}

function cellValue(area: AreaSpec, column: string, row: Row, lang: Lang): unknown {
  const value = row[column];
  const field = area.fields.find((f) => f.name === column);
  const enumName = column === publicationColumn ? publicationColumn : field?.enumName;
  if (enumName && typeof value === "string") return enumLabels[enumName]?.[value]?.[lang] ?? value;
  return value;
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
  lang: Lang,
): Promise<Readable> {
  const read = (page: number) => store.list(db, area, { ...query, page, pageSize: exportPageSize });
  const first = await read(1);
  const line = (row: Row) => csvLine(area.list.map((column) => cellValue(area, column, row, lang)));
  async function* lines() {
    yield csvByteOrderMark + csvLine(area.list.map((column) => columnLabel(area, column, lang)));
    let items = first.items;
    for (let page = 2; items.length; page++) {
      yield items.map(line).join("");
      if (items.length < exportPageSize) break;
      items = (await read(page)).items;
    }
  }
  return Readable.from(lines());
}
