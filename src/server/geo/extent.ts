/** The box of GET /api/geo/extent: two opposite corners p1 and p2, each "lon,lat" in degrees. */
import { ApiError } from "../http/api-error.ts";
import type { Bounds } from "./geometry-rules.ts";

const number = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;

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
