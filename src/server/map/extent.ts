/**
 * The query of GET /api/geo/extent: two opposite corners p1 and p2, each "lon,lat" in degrees, and
 * the keyset page (`limit` features after the id `after`).
 */
import { ApiError } from "../http/api-error.ts";
import type { QueryParam } from "../http/query-params.ts";
import { requiredFloorParam } from "./floor.ts";
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
export function readCorner(raw: unknown, field: string): Corner {
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

type Corner = [lon: number, lat: number];

/** [minX, minY, maxX, maxY] whichever corners they are. */
const boundsOf = ([x1, y1]: Corner, [x2, y2]: Corner): Bounds => [
  Math.min(x1, x2),
  Math.min(y1, y2),
  Math.max(x1, x2),
  Math.max(y1, y2),
];

/** [minX, minY, maxX, maxY] whichever corners p1 and p2 are (1501 on a bad one). */
export function extentBox(p1: unknown, p2: unknown): Bounds {
  return boundsOf(readCorner(p1, "p1"), readCorner(p2, "p2"));
}

const cornerParam: QueryParam<Corner> = {
  schema: { type: "string", pattern: "^[^,]+,[^,]+$" },
  read: readCorner,
  absent: (name) => readCorner(undefined, name),
  required: true,
};

/** A whole number from `min` to `max` in decimal digits (9006 otherwise), `fallback` when absent. */
function wholeNumberParam(min: number, max: number, fallback: number): QueryParam<number> {
  return {
    schema: { type: "string", pattern: "^[0-9]{1,10}$" },
    read: (raw, name) => {
      const value = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(value >= min && value <= max)) throw ApiError.code(9006, name);
      return value;
    },
    absent: () => fallback,
    readsEmpty: true,
  };
}

/**
 * The floor, the corners, and the keyset page: `limit` (1 to maxExtentLimit) features after the
 * feature id `after` (0, the first page, when absent).
 */
export const extentQuery = {
  profile: requiredFloorParam,
  p1: cornerParam,
  p2: cornerParam,
  limit: wholeNumberParam(1, maxExtentLimit, defaultExtentLimit),
  after: wholeNumberParam(1, 2 ** 31 - 1, 0),
  /** a release's floor instead of the draft's (0: the draft) */
  release: wholeNumberParam(1, 2 ** 31 - 1, 0),
};

/** The box of a checked extent query. */
export const extentOf = ({ p1, p2 }: { p1: Corner; p2: Corner }): Bounds => boundsOf(p1, p2);
