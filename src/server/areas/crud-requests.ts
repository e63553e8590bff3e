/**
 * The request parts of an area's routes as schemas with their checks (http/route-checks.ts): the
 * record id in the path and the list's query. Bodies are checked by the generated schemas (registry.ts).
 */
import {
  type AreaSpec,
  type PublicationState,
  publicationColumn,
  publicationStates,
  rangeParams,
} from "../../shared/area-spec.ts";
import { areaFilters, dayPattern, filterParams } from "../../shared/list-filters.ts";
import { pageSize as defaultPageSize, isPageSize, pageSizes } from "../../shared/list-page.ts";
import { recordId, recordIdPattern } from "../../shared/record-id.ts";
import type { ListFilter, ListSort } from "../db/record-store.ts";
import { ApiError } from "../http/api-error.ts";
import type { CheckedPart } from "../http/route-checks.ts";
import { parseSort } from "./list-sort.ts";

export interface IdParams {
  id: number;
}

/** `:id`, a record id; anything else names no record of the area (its not-found code). */
export function idParams(area: AreaSpec): CheckedPart {
  return {
    schema: {
      type: "object",
      required: ["id"],
      properties: { id: { type: "string", pattern: recordIdPattern } },
    },
    check: (params): IdParams => {
      const id = recordId((params as { id?: unknown } | null)?.id);
      if (id === null) throw ApiError.code(area.codes.notFound ?? 9007, "id");
      return { id };
    },
  };
}

export interface ListRequest {
  page: number;
  /** rows a page: one of pageSizes (3500), 10 unless asked */
  pageSize: number;
  search?: string;
  filters: ListFilter[];
  /** the export's time zone for dates (an IANA name, 3502); the campus's unless asked */
  timeZone?: string;
  sort?: ListSort;
  /** where the records stand against their publication window (areas with a schedule) */
  publication?: PublicationState;
}

const isPublicationState = (value: unknown): value is PublicationState =>
  publicationStates.includes(value as PublicationState);

const searchMax = 255;

/** An instant in ISO 8601 with its offset (2026-03-01T00:00:00.000+01:00, …Z). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether YYYY-MM-DD at the text's start names a day of the calendar (Date.parse takes 2026-02-30 as 2 March). */
function calendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const isDay = (text: string) => dayPattern.test(text) && calendarDay(text);
const isInstant = (text: string) =>
  instantPattern.test(text) && calendarDay(text) && !Number.isNaN(Date.parse(text));

/** One query value of a filter; a repeated parameter is refused like a wrong one. */
function queryText(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw ApiError.code(3501, name);
  return value;
}

/**
 * The manifest's filters of a list request (list-filters.ts): an enum by one of its values, a boolean by
 * true or false, a reference by a record id, a date by days, a datetime by instants; anything else and
 * a range whose start is after its end are refused (3501, 3505) on the parameter.
 */
export function parseFilters(area: AreaSpec, query: Record<string, unknown>): ListFilter[] {
  return areaFilters(area).flatMap((filter): ListFilter[] => {
    if (filter.kind === "value") {
      const text = queryText(query, filter.name);
      if (text === undefined) return [];
      const { field } = filter;
      if (field.type === "boolean") {
        if (text !== "true" && text !== "false") throw ApiError.code(3501, filter.name);
        return [{ column: filter.name, equals: text === "true" }];
      }
      if (field.type === "reference") {
        const id = recordId(text);
        if (id === null) throw ApiError.code(3501, filter.name);
        return [{ column: filter.name, equals: id }];
      }
      if (!field.values?.includes(text)) throw ApiError.code(3501, filter.name);
      return [{ column: filter.name, equals: text }];
    }
    const names = rangeParams(filter.name);
    const valid = filter.type === "date" ? isDay : isInstant;
    const from = queryText(query, names.from);
    const to = queryText(query, names.to);
    if (from !== undefined && !valid(from)) throw ApiError.code(3501, names.from);
    if (to !== undefined && !valid(to)) throw ApiError.code(3501, names.to);
    if (from === undefined && to === undefined) return [];
    if (from !== undefined && to !== undefined && Date.parse(from) > Date.parse(to))
      throw ApiError.code(3505, names.to);
    return [{ column: filter.name, ...(from && { from }), ...(to && { to }) }];
  });
}

/** Whether the runtime knows the IANA time zone (Europe/Warsaw). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A list's `page` (9005 when not a record-id-like number), `pageSize` (one of pageSizes, 3500), `search`
 * (trimmed, cut at 255 characters; a repeated one is ignored), `sort` (one of the area's sortable
 * columns, 9016), the manifest's `filters` (3501, 3505) and, for an area with a schedule,
 * `publication` (one of publicationStates, 9019). The export takes the same without `page` and
 * `pageSize`, and `tz`, the time zone its dates are written in (3502).
 */
export function listQuery(area: AreaSpec, { paged }: { paged: boolean }): CheckedPart {
  return {
    schema: {
      type: "object",
      properties: {
        ...(paged && {
          page: { type: "string", pattern: recordIdPattern },
          pageSize: { type: "string", enum: pageSizes.map(String) },
        }),
        ...(!paged && { tz: { type: "string" } }),
        search: { type: "string" },
        sort: { type: "string", enum: area.sortable.flatMap((column) => [column, `-${column}`]) },
        ...Object.fromEntries(filterParams(area).map((name) => [name, { type: "string" }])),
        ...(area.schedule && { [publicationColumn]: { type: "string", enum: [...publicationStates] } }),
      },
    },
    check: (raw): ListRequest => {
      const query = (raw ?? {}) as Record<string, unknown>;
      const page = !paged || query.page === undefined ? 1 : recordId(query.page);
      if (page === null) throw ApiError.code(9005, "page");
      const size = !paged || query.pageSize === undefined ? defaultPageSize : Number(query.pageSize);
      if (typeof query.pageSize !== "undefined" && (typeof query.pageSize !== "string" || !isPageSize(size)))
        throw ApiError.code(3500, "pageSize");
      const timeZone = paged ? undefined : queryText(query, "tz");
      if (timeZone !== undefined && !isTimeZone(timeZone)) throw ApiError.code(3502, "tz");
      const search = typeof query.search === "string" ? query.search.trim().slice(0, searchMax) : "";
      const sort = parseSort(query.sort, area.sortable);
      const publication = area.schedule ? query[publicationColumn] : undefined;
      if (publication !== undefined && publication !== "" && !isPublicationState(publication))
        throw ApiError.code(9019, publicationColumn);
      return {
        page,
        pageSize: size,
        filters: parseFilters(area, query),
        ...(timeZone && { timeZone }),
        ...(search && { search }),
        ...(sort && { sort }),
        ...(isPublicationState(publication) && { publication }),
      };
    },
  };
}
