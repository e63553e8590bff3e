/**
 * How a history entry's values read (issue 36): as the record's form shows them, not as stored.
 * An enumeration by its label (status, language, type), a yes/no, a date in the console's format, a
 * reference by its name (names come from the lists' name sources), a file as a player or link, roles
 * by their names. Values of no known field (a map save's summary) are shown as they are.
 */
import type { FieldSpec } from "../../shared/area-spec.ts";
import { choiceSource } from "../../shared/choice-source.ts";

export type ValueLook =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  /** a text of the console's catalogues */
  | { kind: "words"; key: string }
  | { kind: "roles"; ids: number[] }
  | { kind: "date"; value: string }
  | { kind: "datetime"; value: string }
  /** the name of a reference, from the name source `source`; its id until the name arrives */
  | { kind: "name"; source: string; id: string }
  | { kind: "file"; path: string; upload: string };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function valueLook(field: FieldSpec | undefined, value: unknown): ValueLook {
  if (isEmpty(value)) return { kind: "empty" };
  if (!field) return { kind: "text", text: asText(value) };
  if (field.enumName) return { kind: "words", key: `enums.${field.enumName}.${String(value)}` };
  switch (field.type) {
    case "boolean":
      return { kind: "words", key: value === true || value === "true" ? "lists.yes" : "lists.no" };
    case "date":
      return { kind: "date", value: String(value) };
    case "datetime":
      return { kind: "datetime", value: String(value) };
    case "roles":
      return Array.isArray(value)
        ? { kind: "roles", ids: value.map(Number) }
        : { kind: "text", text: asText(value) };
    case "upload":
      return typeof value === "string" && field.upload
        ? { kind: "file", path: value, upload: field.upload }
        : { kind: "text", text: asText(value) };
    default: {
      const source = choiceSource(field);
      if (source && (typeof value === "number" || typeof value === "string"))
        return { kind: "name", source, id: String(value) };
      return { kind: "text", text: asText(value) };
    }
  }
}

type Change = { before: unknown; after: unknown };
export const isChange = (value: unknown): value is Change =>
  typeof value === "object" && value !== null && "before" in value && "after" in value;

/**
 * Every value of `entries` as a row `{ field: value }`, for looking up the names of their references;
 * `byArea`: keyed `area.field`, for entries of several areas (the audit screen).
 */
export function historyValueRows(
  entries: readonly { area: string; changes: Record<string, unknown> }[],
  byArea = false,
): Record<string, unknown>[] {
  return entries.flatMap((entry) =>
    Object.entries(entry.changes).flatMap(([field, value]) => {
      const key = byArea ? `${entry.area}.${field}` : field;
      return isChange(value) ? [{ [key]: value.before }, { [key]: value.after }] : [{ [key]: value }];
    }),
  );
}

/** The fields shown by name (references, looked-up ids), as the columns the name sources take. */
export function nameColumns(
  fields: readonly FieldSpec[],
  area?: string,
): { name: string; kind: "choice"; source: string }[] {
  return fields.flatMap((field) => {
    const source = field.enumName ? undefined : choiceSource(field);
    const name = area ? `${area}.${field.name}` : field.name;
    return source ? [{ name, kind: "choice" as const, source }] : [];
  });
}
