/**
 * A list's state in the page's address (?page=2&pageSize=25&search=…&sort=-name&status=active&…), so
 * that a reload, the back button or a shared link shows the same list. Read leniently: a value the
 * list does not offer is dropped (the server would refuse it), never shown as a failure.
 */
import type { AreaSpec, PublicationState } from "../../shared/area-spec.ts";
import { publicationColumn, publicationStates } from "../../shared/area-spec.ts";
import { filterParams } from "../../shared/list-filters.ts";
import { pageSize as defaultPageSize, isPageSize } from "../../shared/list-page.ts";

export interface ListSortState {
  column: string;
  descending: boolean;
}

export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  sort: ListSortState | null;
  publication: PublicationState | null;
  /** the manifest's filters by their query parameter (`status`, `created_at.from`) */
  filters: Record<string, string>;
}

type Spec = Pick<AreaSpec, "sortable" | "schedule" | "fields" | "filters">;

export const sortParam = (sort: ListSortState | null) =>
  sort ? `${sort.descending ? "-" : ""}${sort.column}` : undefined;

export function readListState(spec: Spec, params: URLSearchParams): ListState {
  const page = Number(params.get("page"));
  const size = Number(params.get("pageSize"));
  const sortText = params.get("sort") ?? "";
  const column = sortText.replace(/^-/, "");
  const publication = params.get(publicationColumn) as PublicationState | null;
  const filters: Record<string, string> = {};
  for (const name of filterParams(spec)) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : defaultPageSize,
    search: params.get("search")?.trim() ?? "",
    sort: spec.sortable.includes(column) ? { column, descending: sortText.startsWith("-") } : null,
    publication: spec.schedule && publication && publicationStates.includes(publication) ? publication : null,
    filters,
  };
}

/** The address's query of a list state: defaults left out, so a plain list keeps a plain address. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== defaultPageSize) params.set("pageSize", String(state.pageSize));
  if (state.search) params.set("search", state.search);
  const sort = sortParam(state.sort);
  if (sort) params.set("sort", sort);
  if (state.publication) params.set(publicationColumn, state.publication);
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  return params;
}

/** The API's query of a list state: the address's, with the page and the page size always said. */
export function listQueryOf(state: ListState): Record<string, string | number> {
  return {
    ...Object.fromEntries(listStateParams(state)),
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** A click on a header: ascending first, then descending, then the default order again. */
export function nextSort(current: ListSortState | null, column: string): ListSortState | null {
  if (current?.column !== column) return { column, descending: false };
  return current.descending ? null : { column, descending: true };
}

/**
 * A day of a date input (YYYY-MM-DD) as the end of a datetime range: its first moment, or its last,
 * in the browser's time zone, as the API reads instants (ISO 8601 with offset).
 */
export function dayBoundary(day: string, end: "from" | "to"): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const moment =
    end === "from" ? new Date(year, month - 1, date) : new Date(year, month - 1, date, 23, 59, 59, 999);
  return moment.toISOString();
}

/** The day (YYYY-MM-DD, browser's time zone) an instant of a datetime range stands for in a date input. */
export function dayOf(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
