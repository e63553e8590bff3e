/**
 * Placing an underlay by control points, as staff click them: a point of the plan (where it is drawn
 * now), then the point of the map it belongs at, up to four pairs. Two pairs give a similarity, three
 * or four an affine fit (control-point-fit.ts), with each pair's residual in metres. Immutable: every
 * step answers a new pairing.
 */
import {
  type Affine,
  applyAffine,
  type Fit,
  fitControlPoints,
  invertAffine,
  type Point,
} from "../../../shared/control-point-fit.ts";

export const maxPairs = 4;

export interface PointPair {
  /** the plan's pixel (or the drawing's point) */
  image: Point;
  /** where it belongs, EPSG:3857 */
  map: Point;
}

export interface Pairing {
  pairs: readonly PointPair[];
  /** a plan's pixel picked, waiting for its map point */
  pending: Point | null;
}

export const emptyPairing: Pairing = { pairs: [], pending: null };

/** What the next click gives: a point of the plan, a point of the map, or nothing (four pairs made). */
export const nextPick = ({ pairs, pending }: Pairing): "image" | "map" | null =>
  pending ? "map" : pairs.length < maxPairs ? "image" : null;

/**
 * The pairing after a click at `at` (EPSG:3857) on a plan placed by `transform`: the plan's pixel
 * under it, or the map point of the pixel picked before.
 */
export function picked(pairing: Pairing, at: Point, transform: Affine): Pairing {
  const next = nextPick(pairing);
  if (next === "map" && pairing.pending)
    return { pairs: [...pairing.pairs, { image: pairing.pending, map: at }], pending: null };
  if (next !== "image") return pairing;
  const inverse = invertAffine(transform);
  return inverse ? { ...pairing, pending: applyAffine(inverse, at) } : pairing;
}

export const withoutPair = (pairing: Pairing, index: number): Pairing => ({
  ...pairing,
  pairs: pairing.pairs.filter((_, i) => i !== index),
});

/**
 * The fit of the pairs made; null below two. `mirrored`: the source's y axis runs down, as an image's
 * rows do (a drawing's runs up, as the map's).
 */
export const pairingFit = ({ pairs }: Pairing, mirrored = true): Fit | null =>
  fitControlPoints(
    pairs.map(({ image, map }) => ({ source: image, target: map })),
    { mirrored },
  );
