/**
 * Placing a picture or a drawing on the map by control points: pairs of a point of the source (an
 * image's pixel, a drawing's coordinate) and the point of the map (EPSG:3857 metres) it belongs at.
 * Two pairs give a similarity (scale, rotation, translation); three or more an affine map fitted by
 * least squares. Each pair's residual, and their RMS, are told in metres on the ground (a projected
 * length shrunk by the cosine of its latitude, web-mercator.ts).
 *
 * Also used by the server: an underlay placed by its four corners is the affine fit of those.
 */

import { groundMetres, type Point } from "./web-mercator.ts";

export type { Point };

/** x' = a·x + b·y + c, y' = d·x + e·y + f */
export type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

export interface ControlPair {
  source: Point;
  target: Point;
}

export interface Fit {
  transform: Affine;
  kind: "similarity" | "affine";
  /** per pair, how far (ground metres) its source lands from its target */
  residuals: number[];
  rms: number;
}

export const applyAffine = ([a, b, c, d, e, f]: Affine, [x, y]: Point): [number, number] => [
  a * x + b * y + c,
  d * x + e * y + f,
];

/** The inverse map, or null for one that flattens the plane (determinant 0). */
export function invertAffine([a, b, c, d, e, f]: Affine): Affine | null {
  const det = a * e - b * d;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-18) return null;
  return [e / det, -b / det, (b * f - c * e) / det, -d / det, a / det, (c * d - a * f) / det];
}

/** `outer` after `inner`: x ↦ outer(inner(x)). */
export function composeAffine(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [p, q, r, s, t, u] = inner;
  return [a * p + b * s, a * q + b * t, a * r + b * u + c, d * p + e * s, d * q + e * t, d * r + e * u + f];
}

const mean = (points: readonly Point[]): [number, number] => {
  const n = points.length;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
};

/**
 * The similarity fitted to the pairs by least squares (exact for two). `mirrored`: the source's
 * y axis points the other way (an image's rows run down, the map's north up), so the fit includes
 * that reflection. Null when the sources all coincide.
 */
export function fitSimilarity(pairs: readonly ControlPair[], mirrored = false): Affine | null {
  if (pairs.length < 2) return null;
  const flip = mirrored ? -1 : 1;
  const sources = pairs.map(({ source: [x, y] }): Point => [x, flip * y]);
  const [sx, sy] = mean(sources);
  const [tx, ty] = mean(pairs.map((p) => p.target));
  // As complex numbers: target = k·source + t, with k = Σ conj(s)·t / Σ |s|² over centred points.
  let re = 0;
  let im = 0;
  let norm = 0;
  pairs.forEach(({ target }, i) => {
    const [x0, y0] = sources[i] ?? [0, 0];
    const x = x0 - sx;
    const y = y0 - sy;
    const u = target[0] - tx;
    const v = target[1] - ty;
    re += x * u + y * v;
    im += x * v - y * u;
    norm += x * x + y * y;
  });
  if (norm < 1e-18) return null;
  const p = re / norm;
  const q = im / norm;
  // (x, flip·y) ↦ (p·x − q·flip·y, q·x + p·flip·y) + translation
  return [p, -q * flip, tx - (p * sx - q * sy), q, p * flip, ty - (q * sx + p * sy)];
}

/** Solves the 3×3 system m·v = r by Cramer's rule; null when m is singular. */
function solve3(m: number[][], r: number[]): [number, number, number] | null {
  const det = (k: number[][]) =>
    (k[0]?.[0] ?? 0) * ((k[1]?.[1] ?? 0) * (k[2]?.[2] ?? 0) - (k[1]?.[2] ?? 0) * (k[2]?.[1] ?? 0)) -
    (k[0]?.[1] ?? 0) * ((k[1]?.[0] ?? 0) * (k[2]?.[2] ?? 0) - (k[1]?.[2] ?? 0) * (k[2]?.[0] ?? 0)) +
    (k[0]?.[2] ?? 0) * ((k[1]?.[0] ?? 0) * (k[2]?.[1] ?? 0) - (k[1]?.[1] ?? 0) * (k[2]?.[0] ?? 0));
  const whole = det(m);
  const scale = Math.max(...m.flat().map(Math.abs), 1e-300) ** 3;
  if (!Number.isFinite(whole) || Math.abs(whole) < 1e-12 * scale) return null;
  const column = (j: number) =>
    det(m.map((row, i) => row.map((value, k) => (k === j ? (r[i] ?? 0) : value))));
  return [column(0) / whole, column(1) / whole, column(2) / whole];
}

/** The affine map fitted to three or more pairs by least squares; null when the sources lie on one line. */
export function fitAffine(pairs: readonly ControlPair[]): Affine | null {
  if (pairs.length < 3) return null;
  // Centred, so that map coordinates of millions of metres do not swamp the normal equations.
  const [sx, sy] = mean(pairs.map((p) => p.source));
  const [tx, ty] = mean(pairs.map((p) => p.target));
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const rx = [0, 0, 0];
  const ry = [0, 0, 0];
  for (const { source, target } of pairs) {
    const row = [source[0] - sx, source[1] - sy, 1];
    const u = target[0] - tx;
    const v = target[1] - ty;
    row.forEach((ri, i) => {
      row.forEach((rj, j) => {
        const line = m[i];
        if (line) line[j] = (line[j] ?? 0) + ri * rj;
      });
      rx[i] = (rx[i] ?? 0) + ri * u;
      ry[i] = (ry[i] ?? 0) + ri * v;
    });
  }
  const first = solve3(m, rx);
  const second = solve3(m, ry);
  if (!first || !second) return null;
  const [a, b, c0] = first;
  const [d, e, f0] = second;
  return [a, b, tx + c0 - a * sx - b * sy, d, e, ty + f0 - d * sx - e * sy];
}

/** How far (ground metres) each pair's source lands from its target under `transform`. */
export function residualsOf(transform: Affine, pairs: readonly ControlPair[]): number[] {
  return pairs.map(({ source, target }) => {
    const [x, y] = applyAffine(transform, source);
    return groundMetres(Math.hypot(x - target[0], y - target[1]), target);
  });
}

/**
 * The fit of 2 pairs (similarity) or 3 and more (affine), with its residuals; null for fewer than
 * two pairs or points that do not span the plane.
 */
export function fitControlPoints(pairs: readonly ControlPair[], { mirrored = false } = {}): Fit | null {
  const kind = pairs.length >= 3 ? "affine" : "similarity";
  const transform = kind === "affine" ? fitAffine(pairs) : fitSimilarity(pairs, mirrored);
  if (!transform || !invertAffine(transform)) return null;
  const residuals = residualsOf(transform, pairs);
  const rms = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / residuals.length);
  return { transform, kind, residuals, rms };
}
