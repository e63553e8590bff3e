/**
 * The query of an items request (OGC API – Features Part 1 and Part 3's query parameters), read and
 * checked before any query runs: a parameter the API document does not declare for the collection
 * is refused (400, 3460), as Part 1 requires, and so is each malformed value, with its own code.
 */
import { isFloor } from "../../shared/floor.ts";
import { ApiError } from "../http/api-error.ts";
import { type FilterName, filtersOf } from "./ogc-collections.ts";

/** a page when the client names none; GDAL and QGIS ask for larger ones (the API document's maximum) */
export const defaultLimit = 100;
/** a whole busy floor of rooms in one page, well under the memory an answer may take */
export const maxLimit = 10_000;
/** as far as a page may start: past every feature a map holds (20,000 a floor on 23 floors) */
export const maxOffset = 1_000_000;

export const crs84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84";

export interface Filters {
  level?: string;
  category?: number;
  key?: string;
  name?: string;
}

export interface ItemsQuery {
  limit: number;
  offset: number;
  /** [west, south, east, north] in CRS84 degrees */
  bbox: [number, number, number, number] | null;
  filters: Filters;
}

/** the parameters every collection's items take, besides its filters */
export const pagingParams = ["f", "limit", "offset", "bbox", "bbox-crs", "datetime"] as const;

const single = (raw: unknown, name: string, code: number): string => {
  if (typeof raw !== "string") throw ApiError.code(code, name);
  return raw;
};

function wholeNumber(raw: unknown, name: string, code: number, min: number, max: number): number {
  const text = single(raw, name, code);
  if (!/^\d{1,9}$/.test(text)) throw ApiError.code(code, name);
  const value = Number(text);
  if (value < min || value > max) throw ApiError.code(code, name);
  return value;
}

/** bbox: west,south,east,north in degrees (Part 1's 4 numbers; 6 with heights, which are ignored). */
export function readBbox(raw: unknown): [number, number, number, number] {
  const parts = single(raw, "bbox", 3463).split(",");
  if (parts.length !== 4 && parts.length !== 6) throw ApiError.code(3463, "bbox");
  const numbers = parts.map((part) =>
    /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(part) ? Number(part) : NaN,
  );
  const [west, south, east, north] =
    numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers;
  const box = [west, south, east, north] as number[];
  if (box.some((n) => n === undefined || !Number.isFinite(n))) throw ApiError.code(3463, "bbox");
  const [w, s, e, n] = box as [number, number, number, number];
  // A box across the antimeridian (west > east) has no part on a campus map: refused rather than misread.
  if (w < -180 || e > 180 || s < -90 || n > 90 || w > e || s > n) throw ApiError.code(3463, "bbox");
  return [w, s, e, n];
}

/** An RFC 3339 instant or interval (`..` open ends), checked; the map's features have no time. */
function checkDatetime(raw: unknown): void {
  const text = single(raw, "datetime", 3464);
  const instant = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/i;
  const ends = text.split("/");
  const open = (end: string) => ends.length === 2 && (end === ".." || end === "");
  const ok =
    ends.length <= 2 &&
    ends.every((end) => open(end) || (instant.test(end) && !Number.isNaN(Date.parse(end))));
  if (!ok || ends.every(open)) throw ApiError.code(3464, "datetime");
}

function readFilter(name: FilterName, raw: unknown): string | number {
  const text = single(raw, name, 3465);
  if (name === "level") {
    if (!isFloor(text)) throw ApiError.code(3465, name);
    return text;
  }
  if (name === "category") return wholeNumber(text, name, 3465, 1, 2 ** 31 - 1);
  if (text.length === 0 || text.length > 255) throw ApiError.code(3465, name);
  return text;
}

/** `f`: the one format served is JSON (GeoJSON for features); anything else is 3472. */
export function checkFormat(raw: unknown): void {
  if (raw !== undefined && raw !== "json") throw ApiError.code(3472, "f");
}

/** Only `f` on the calls that take no other parameter (the landing page, collections, …). */
export function checkPlainQuery(query: Record<string, unknown>): void {
  for (const name of Object.keys(query)) if (name !== "f") throw ApiError.code(3460, name);
  checkFormat(query.f);
}

export function readItemsQuery(query: Record<string, unknown>, type: string): ItemsQuery {
  const filterNames: readonly string[] = filtersOf(type);
  for (const name of Object.keys(query)) {
    if (!(pagingParams as readonly string[]).includes(name) && !filterNames.includes(name)) {
      throw ApiError.code(3460, name);
    }
  }
  checkFormat(query.f);
  if (query["bbox-crs"] !== undefined && query["bbox-crs"] !== crs84) throw ApiError.code(3463, "bbox-crs");
  if (query.datetime !== undefined) checkDatetime(query.datetime);
  const filters: Filters = {};
  for (const name of filtersOf(type)) {
    if (query[name] !== undefined) Object.assign(filters, { [name]: readFilter(name, query[name]) });
  }
  return {
    // a larger limit than the maximum is served the maximum (Part 1 lets the server cap it), as GIS clients expect
    limit:
      query.limit === undefined
        ? defaultLimit
        : Math.min(maxLimit, wholeNumber(query.limit, "limit", 3461, 1, 999_999_999)),
    offset: query.offset === undefined ? 0 : wholeNumber(query.offset, "offset", 3462, 0, maxOffset),
    bbox: query.bbox === undefined ? null : readBbox(query.bbox),
    filters,
  };
}
