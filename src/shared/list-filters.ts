/**
 * What a list's filters (manifests' `filters`) are on the wire and in the database: a field filtered by
 * one value (an enum, status, language, boolean or reference) or a date/datetime field by a range, both
 * ends included. The server parses them (areas/crud-requests.ts), the console builds its controls and
 * its address from them, the generator checks the manifests with them.
 */
import type { AreaSpec, FieldSpec } from "./area-spec.ts";
import { rangeFilterTypes, rangeParams, valueFilterTypes } from "./area-spec.ts";

export type ListFilterKind =
  | { kind: "value"; name: string; field: FieldSpec }
  | { kind: "range"; name: string; type: "date" | "datetime" };

/** created_at and updated_at can be filtered by like a datetime field. */
const systemDateTimes = new Set(["created_at", "updated_at"]);

/** How `name` is filtered, or null when a field of that name cannot be. */
export function filterKind(fields: readonly FieldSpec[], name: string): ListFilterKind | null {
  if (systemDateTimes.has(name)) return { kind: "range", name, type: "datetime" };
  const field = fields.find((f) => f.name === name);
  if (!field) return null;
  if (valueFilterTypes.includes(field.type)) return { kind: "value", name, field };
  if (rangeFilterTypes.includes(field.type))
    return { kind: "range", name, type: field.type as "date" | "datetime" };
  return null;
}

export const areaFilters = (area: Pick<AreaSpec, "fields" | "filters">): ListFilterKind[] =>
  area.filters.flatMap((name) => {
    const kind = filterKind(area.fields, name);
    return kind ? [kind] : [];
  });

/** The query parameter names of a list's filters, in the manifest's order. */
export const filterParams = (area: Pick<AreaSpec, "fields" | "filters">): string[] =>
  areaFilters(area).flatMap((filter) => {
    if (filter.kind === "value") return [filter.name];
    const { from, to } = rangeParams(filter.name);
    return [from, to];
  });

/** YYYY-MM-DD, a calendar day. */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
