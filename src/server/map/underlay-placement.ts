/**
 * Where an underlay's image lies: its transform from the corners it was given, and its corners (for
 * the answer) from its transform. Corners fit a transform exactly only when they form a
 * parallelogram; four corners further than half a metre (RMS on the ground) from any refuse (3414).
 */
import { type Affine, applyAffine, fitAffine, residualsOf } from "../../shared/control-point-fit.ts";
import { toLonLat, toMercator } from "../../shared/web-mercator.ts";
import { ApiError } from "../http/api-error.ts";
import type { LonLat, Placement } from "./underlay-input.ts";

/** how far (RMS, ground metres) given corners may lie from the parallelogram fitted to them */
export const cornerTolerance = 0.5;

/** the image's corners in pixels: top left, top right, bottom right, bottom left */
const pixelCorners = (width: number, height: number): [number, number][] => [
  [0, 0],
  [width, 0],
  [width, height],
  [0, height],
];

/** Positions are kept to 7 decimals of a degree (about 1 cm), as the map's features. */
const rounded = (value: number) => Math.round(value * 1e7) / 1e7;

export function transformOf(placement: Placement, width: number, height: number): Affine {
  if ("transform" in placement) return placement.transform;
  const pairs = pixelCorners(width, height).map((source, i) => ({
    source,
    target: toMercator(placement.corners[i] ?? [0, 0]),
  }));
  const transform = fitAffine(pairs);
  if (!transform) throw ApiError.code(3414, "corners");
  const residuals = residualsOf(transform, pairs);
  const rms = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / residuals.length);
  if (
    !(rms <= cornerTolerance) ||
    Math.abs(transform[0] * transform[4] - transform[1] * transform[3]) < 1e-12
  )
    throw ApiError.code(3414, "corners");
  return transform;
}

export function cornersOf(transform: Affine, width: number, height: number): LonLat[] {
  return pixelCorners(width, height).map((pixel) => {
    const [lon, lat] = toLonLat(applyAffine(transform, pixel));
    return [rounded(lon), rounded(lat)];
  });
}
