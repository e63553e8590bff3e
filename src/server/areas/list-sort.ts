/**
 * The `sort` query parameter of a list (GET /api/<area>?sort=name, ?sort=-created_at): one of the
 * area's sortable columns (manifest `sortable`), a leading minus for descending. Anything else is
 * refused with 9016 (422), never passed on to SQL.
 */
import type { ListSort } from "../db/record-store.ts";
import { ApiError } from "../http/api-error.ts";

export function parseSort(raw: unknown, sortable: readonly string[]): ListSort | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string") throw ApiError.code(9016, "sort");
  const descending = raw.startsWith("-");
  const column = descending ? raw.slice(1) : raw;
  if (!sortable.includes(column)) throw ApiError.code(9016, "sort");
  return { column, descending };
}
