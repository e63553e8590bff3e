/**
 * The query of GET /api/geo/extent: two opposite corners p1 and p2, each "lon,lat" in degrees, and
 * the keyset page (`limit` features after the id `after`).
 */
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import type { Bounds } from "./geometry-rules.ts";

const number = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;

/** features per answer when the editor names no limit: more than a floor of the real campus holds */
export const defaultExtentLimit = 5000;
/** the largest page: 10,000 features are still answered well inside the editor's patience */
export const maxExtentLimit = 10_000;

export interface Paging {
  limit: number;
  /** the last id of the previous page; 0 for the first */
  after: number;
}

/** The corner in `raw`, or 1501 on `field`. */
export function readCorner(raw: unknown, field: string): [lon: number, lat: number] {
  const parts = typeof raw === "string" ? raw.split(",") : [];
  const [lon, lat] = parts.map((part) => (number.test(part) ? Number(part) : Number.NaN));
  const valid =
    parts.length === 2 &&
    lon !== undefined &&
    lat !== undefined &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90;
  if (!valid) throw ApiError.code(1501, field);
  return [lon, lat];
}

/** [minX, minY, maxX, maxY] whichever corners p1 and p2 are. */
export function extentBox(p1: unknown, p2: unknown): Bounds {
  const [x1, y1] = readCorner(p1, "p1");
  const [x2, y2] = readCorner(p2, "p2");
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

/** A whole number from `min` to `max` written in decimal digits, or null. */
function wholeNumber(raw: unknown, min: number, max: number): number | null {
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** `limit` (1 to maxExtentLimit) and the cursor `after` (a feature id), each 9006 when malformed. */
export function readPaging(query: Record<string, unknown>): Paging {
  const limit = query.limit === undefined ? defaultExtentLimit : wholeNumber(query.limit, 1, maxExtentLimit);
  const after = query.after === undefined ? 0 : wholeNumber(query.after, 1, 2 ** 31 - 1);
  const errors: FieldErrors = {};
  if (limit === null) errors.limit = [9006];
  if (after === null) errors.after = [9006];
  if (limit === null || after === null) throw ApiError.fields(errors);
  return { limit, after };
}
