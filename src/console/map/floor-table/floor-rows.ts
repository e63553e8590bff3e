/**
 * The floor's table (issue 33, part 4): one row per feature of the types shown, one column per
 * property those types take (manifests/map.yaml, in its order) after the type, each cell as the user
 * reads it (enumerations and yes/no in the active language, numbers in its format). Filtering and
 * sorting work on those rows. Pure: the caller passes how values are worded.
 */
import { mapSpec } from "../../../../generated/map.ts";
import type { SessionFeature } from "../session/types.ts";

/** The pseudo-column of the feature's type, before its properties. */
export const typeColumn = "type";

export interface FloorRow {
  key: string;
  type: string;
  /** each column's text as shown */
  cells: Record<string, string>;
  /** each column's value, for sorting: numbers as numbers */
  values: Record<string, string | number | null>;
}

/** How values are worded in the active language. */
export interface CellWording {
  lang: string;
  type: (type: string) => string;
  enumValue: (enumName: string, value: string) => string;
  yes: string;
  no: string;
}

export interface TableSort {
  column: string;
  descending: boolean;
}

const fields = new Map(mapSpec.properties.map((field) => [field.name, field]));

/** The type column, then every property any of `types` takes, in the manifest's order. */
export function tableColumns(types: Iterable<string>): string[] {
  const taken = new Set<string>();
  for (const type of types) for (const name of mapSpec.types[type]?.properties ?? []) taken.add(name);
  return [typeColumn, ...mapSpec.properties.map((field) => field.name).filter((name) => taken.has(name))];
}

/** A property's value as the user reads it (empty when absent), and the value it sorts by. */
export function cell(name: string, value: unknown, wording: CellWording, numbers: Intl.NumberFormat) {
  if (value === undefined || value === null || value === "") return { text: "", value: null };
  const field = fields.get(name);
  if (typeof value === "boolean") return { text: value ? wording.yes : wording.no, value: value ? 1 : 0 };
  if (typeof value === "number") return { text: numbers.format(value), value };
  const text = String(value);
  if (field?.type === "enum" && field.enumName) {
    const worded = wording.enumValue(field.enumName, text);
    return { text: worded, value: worded };
  }
  return { text, value: text };
}

/**
 * The row of a feature, worded once per feature object: the session hands out the same frozen object
 * while a feature is unchanged, so after an edit only what it changed is worded again (5,000 rooms
 * took 60 to 300 ms to word, too long to do at every edit).
 */
export function rowMaker(wording: CellWording): (feature: SessionFeature) => FloorRow {
  const numbers = new Intl.NumberFormat(wording.lang, { maximumFractionDigits: 7 });
  const made = new WeakMap<SessionFeature, FloorRow>();
  return (feature) => {
    const known = made.get(feature);
    if (known) return known;
    const { key, properties } = feature;
    const type = properties.type;
    const typeName = wording.type(type);
    const cells: Record<string, string> = { [typeColumn]: typeName };
    const values: FloorRow["values"] = { [typeColumn]: typeName };
    for (const name of mapSpec.types[type]?.properties ?? []) {
      const shown = cell(name, properties[name], wording, numbers);
      cells[name] = shown.text;
      values[name] = shown.value;
    }
    const row = { key, type, cells, values };
    made.set(feature, row);
    return row;
  };
}

/** A row per feature not of a `hidden` type, in the session's order. */
export function floorRows(
  features: readonly SessionFeature[],
  hidden: ReadonlySet<string>,
  row: (feature: SessionFeature) => FloorRow,
): FloorRow[] {
  const rows: FloorRow[] = [];
  for (const feature of features) if (!hidden.has(feature.properties.type)) rows.push(row(feature));
  return rows;
}

/** The rows whose every filtered column contains its filter's text (case and accents as typed aside). */
export function filterRows(
  rows: readonly FloorRow[],
  filters: Record<string, string>,
  lang: string,
): FloorRow[] {
  const wanted = Object.entries(filters)
    .map(([column, text]) => [column, text.trim().toLocaleLowerCase(lang)] as const)
    .filter(([, text]) => text !== "");
  if (wanted.length === 0) return [...rows];
  return rows.filter((row) =>
    wanted.every(([column, text]) => (row.cells[column] ?? "").toLocaleLowerCase(lang).includes(text)),
  );
}

/**
 * The rows ordered by one column: numbers by value, texts as the language orders them (numbers within
 * them by value, so "A2" comes before "A10"); empty cells last either way; ties keep their order.
 */
export function sortRows(rows: readonly FloorRow[], sort: TableSort | null, lang: string): FloorRow[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: "base" });
  const sign = sort.descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row.values[sort.column] ?? null;
      const y = b.row.values[sort.column] ?? null;
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const order =
        typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** The next sort after a click on `column`'s header: ascending, then descending, then none. */
export function nextSort(current: TableSort | null, column: string): TableSort | null {
  if (current?.column !== column) return { column, descending: false };
  return current.descending ? null : { column, descending: true };
}
