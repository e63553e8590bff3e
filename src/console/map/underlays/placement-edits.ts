/**
 * How an underlay's placement changes as staff handle it, free of OpenLayers: where a new plan is
 * first laid (the middle of the view, north up), a corner dragged (the plan scaled and turned about
 * the opposite corner, any shear kept), the whole plan dragged, and its corners on the map.
 * Placements are affine maps from the image's pixels (x right, y down) to EPSG:3857 metres.
 */
import {
  type Affine,
  applyAffine,
  composeAffine,
  fitSimilarity,
  type Point,
} from "../../../shared/control-point-fit.ts";

/** how much of the view's shorter side a new plan takes */
const firstFill = 0.8;

/** The image's corners in pixels: top left, top right, bottom right, bottom left. */
export const pixelCorners = (width: number, height: number): [number, number][] => [
  [0, 0],
  [width, 0],
  [width, height],
  [0, height],
];

/** Where the image's corners lie on the map (EPSG:3857), in pixelCorners' order. */
export const mapCorners = (transform: Affine, width: number, height: number): [number, number][] =>
  pixelCorners(width, height).map((pixel) => applyAffine(transform, pixel));

/** A new plan: centred on `centre`, north up, as large as fits `firstFill` of a view `viewWidth` × `viewHeight` metres. */
export function firstPlacement(
  centre: Point,
  viewWidth: number,
  viewHeight: number,
  width: number,
  height: number,
): Affine {
  const scale = Math.min((viewWidth * firstFill) / width, (viewHeight * firstFill) / height);
  return [scale, 0, centre[0] - (scale * width) / 2, 0, -scale, centre[1] + (scale * height) / 2];
}

/**
 * The placement after corner `corner` (pixelCorners' index) is dragged to `to`: the opposite corner
 * stays, and the plan is scaled and turned about it so that the dragged corner lands on `to`. Null
 * when `to` is the opposite corner itself.
 */
export function cornerDragged(
  transform: Affine,
  width: number,
  height: number,
  corner: number,
  to: Point,
): Affine | null {
  const corners = mapCorners(transform, width, height);
  const fixed = corners[(corner + 2) % 4];
  const from = corners[corner];
  if (!fixed || !from) return null;
  const turn = fitSimilarity([
    { source: fixed, target: fixed },
    { source: from, target: to },
  ]);
  if (!turn || Math.hypot(to[0] - fixed[0], to[1] - fixed[1]) < 1e-6) return null;
  return composeAffine(turn, transform);
}

/** The placement moved by `dx`, `dy` metres. */
export const moved = ([a, b, c, d, e, f]: Affine, dx: number, dy: number): Affine => [
  a,
  b,
  c + dx,
  d,
  e,
  f + dy,
];

/** Whether `point` (EPSG:3857) lies on the plan. */
export function covers(transform: Affine, width: number, height: number, point: Point): boolean {
  const [a, b, c, d, e, f] = transform;
  const det = a * e - b * d;
  if (Math.abs(det) < 1e-18) return false;
  const x = (e * (point[0] - c) - b * (point[1] - f)) / det;
  const y = (a * (point[1] - f) - d * (point[0] - c)) / det;
  return x >= 0 && x <= width && y >= 0 && y <= height;
}
