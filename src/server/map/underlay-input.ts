/**
 * Bodies of POST and PATCH /api/map/underlays: every refusal reported at once, keyed by its field.
 * A placement is a transform (pixels to EPSG:3857 metres) or the image's four corners in longitude
 * and latitude; corners become a transform once the image's size is known (underlay-placement.ts).
 */
import type { Affine } from "../../shared/control-point-fit.ts";
import type { Floor } from "../../shared/floor.ts";
import { storedNamePattern } from "../files/file-store.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { bodyObject } from "./feature-input.ts";
import { requiredFloor } from "./floor.ts";

export type LonLat = [number, number];
export type Placement = { transform: Affine } | { corners: LonLat[] };

export interface UnderlayChange {
  name?: string;
  placement?: Placement;
  opacity?: number;
  hidden?: boolean;
}

export interface UnderlayCreate extends UnderlayChange {
  floor: Floor;
  placement: Placement;
  /** the stored file's name */
  file: string;
}

export const maxNameLength = 200;
/** EPSG:3857's half width: a placement further out is off the map */
const mercatorLimit = 20037508.34;

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function readTransform(raw: unknown): Affine | null {
  if (!Array.isArray(raw) || raw.length !== 6 || !raw.every(finite)) return null;
  const [a, b, c, d, e, f] = raw as number[];
  if (a === undefined || b === undefined || c === undefined || d === undefined || e === undefined)
    return null;
  if (f === undefined || Math.abs(c) > mercatorLimit || Math.abs(f) > mercatorLimit) return null;
  // A pixel flattened to nothing (or to less than a micrometre square) cannot be drawn or inverted.
  if (Math.abs(a * e - b * d) < 1e-12) return null;
  return [a, b, c, d, e, f];
}

function readCorners(raw: unknown): LonLat[] | null {
  if (!Array.isArray(raw) || raw.length !== 4) return null;
  const corners: LonLat[] = [];
  for (const corner of raw) {
    if (!Array.isArray(corner) || corner.length !== 2 || !corner.every(finite)) return null;
    const [lon, lat] = corner as [number, number];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 85) return null;
    corners.push([lon, lat]);
  }
  return corners;
}

const fieldsOf = {
  create: ["floor", "file", "name", "transform", "corners", "opacity", "hidden"],
  update: ["name", "transform", "corners", "opacity", "hidden"],
};

/** The fields common to both bodies, into `change`, refusals into `errors`. */
function readChange(body: Record<string, unknown>, errors: FieldErrors): UnderlayChange {
  const change: UnderlayChange = {};
  if (body.name !== undefined) {
    const name = typeof body.name === "string" ? body.name.trim() : "";
    if (name.length < 1 || name.length > maxNameLength) errors.name = [3417];
    else change.name = name;
  }
  if (body.transform !== undefined && body.corners !== undefined) errors.transform = [3415];
  else if (body.transform !== undefined) {
    const transform = readTransform(body.transform);
    if (transform) change.placement = { transform };
    else errors.transform = [3413];
  } else if (body.corners !== undefined) {
    const corners = readCorners(body.corners);
    if (corners) change.placement = { corners };
    else errors.corners = [3414];
  }
  if (body.opacity !== undefined) {
    if (finite(body.opacity) && body.opacity >= 0 && body.opacity <= 1) change.opacity = body.opacity;
    else errors.opacity = [3416];
  }
  if (body.hidden !== undefined) {
    if (typeof body.hidden === "boolean") change.hidden = body.hidden;
    else errors.hidden = [3419];
  }
  return change;
}

function refuseUnknown(body: Record<string, unknown>, known: string[], errors: FieldErrors): void {
  for (const key of Object.keys(body)) if (!known.includes(key)) errors[key] = [9002];
}

/** The stored name in a file's path (/api/files/x.png) or name; null for anything else. */
export function storedNameOf(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const name = raw.startsWith("/api/files/") ? raw.slice("/api/files/".length) : raw;
  return storedNamePattern.test(name) ? name : null;
}

export function readUnderlayCreate(raw: unknown): UnderlayCreate {
  const body = bodyObject(raw);
  const errors: FieldErrors = {};
  refuseUnknown(body, fieldsOf.create, errors);
  let floor: Floor | null = null;
  try {
    floor = requiredFloor(body.floor, "floor");
  } catch {
    errors.floor = [1502];
  }
  const file = storedNameOf(body.file);
  if (!file) errors.file = [3411];
  const change = readChange(body, errors);
  if (!change.placement && !errors.transform && !errors.corners) errors.transform = [3415];
  const { placement } = change;
  if (Object.keys(errors).length || !floor || !file || !placement) throw ApiError.fields(errors);
  return { ...change, floor, file, placement };
}

export function readUnderlayUpdate(raw: unknown): UnderlayChange {
  const body = bodyObject(raw);
  const errors: FieldErrors = {};
  refuseUnknown(body, fieldsOf.update, errors);
  const change = readChange(body, errors);
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return change;
}
