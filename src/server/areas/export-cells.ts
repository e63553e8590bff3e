/**
 * How the CSV export writes a listed value as the console's list shows it (records/ListCell.tsx):
 * date-times as DD-MM-YYYY HH:mm:ss in the console's time zone, days as DD-MM-YYYY, yes/no in words,
 * enumeration values by their labels and references by the names of the records they point at.
 */
import { enumerations } from "../../../generated/catalogues.ts";
import { type AreaSpec, type FieldSpec, type Lang, publicationColumn } from "../../shared/area-spec.ts";
import type { Row } from "../db/record-store.ts";

const enumLabels = enumerations as Record<string, Record<string, { pl: string; en: string }>>;

const yesNo = { true: { pl: "Tak", en: "Yes" }, false: { pl: "Nie", en: "No" } } as const;

/** The names of the referenced records of one column: id (as text) -> name. */
export type ColumnNames = Map<string, string>;

/**
 * The names a reference or lookup column's ids stand for, in `lang`: what the console's list asks its
 * lookups for (src/server/lookups/list-names.ts), given to the export by the app.
 */
export type NameResolver = (
  field: FieldSpec,
  ids: readonly (number | string)[],
  lang: Lang,
) => Promise<ColumnNames>;

const systemDateTimes = new Set(["created_at", "updated_at"]);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** DD-MM-YYYY HH:mm:ss of an instant in `timeZone`; a value that is not one is written as it is. */
export function dateTimeCell(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** DD-MM-YYYY of a calendar day YYYY-MM-DD (no time zone: a day never shifts). */
export function dateCell(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}-${day[2]}-${day[1]}` : value;
}

/** The fields of the listed columns whose ids are named (references and lookups). */
export const namedColumns = (area: AreaSpec): FieldSpec[] =>
  area.list.flatMap((column) => {
    const field = area.fields.find((f) => f.name === column);
    return field && (field.ref || field.lookup) ? [field] : [];
  });

export interface CellContext {
  lang: Lang;
  timeZone: string;
  /** per named column, its ids' names */
  names: Record<string, ColumnNames>;
}

export function exportCell(area: AreaSpec, column: string, row: Row, context: CellContext): unknown {
  const value = row[column];
  if (value === null || value === undefined) return value;
  const field = area.fields.find((f) => f.name === column);
  if (systemDateTimes.has(column) || field?.type === "datetime")
    return dateTimeCell(String(value), context.timeZone);
  if (field?.type === "date") return dateCell(String(value));
  if (typeof value === "boolean") return yesNo[`${value}`][context.lang];
  const enumName = column === publicationColumn ? publicationColumn : field?.enumName;
  if (enumName && typeof value === "string") return enumLabels[enumName]?.[value]?.[context.lang] ?? value;
  const names = context.names[column];
  if (names) return names.get(String(value)) ?? value;
  return value;
}
