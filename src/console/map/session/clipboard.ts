/**
 * The editor's clipboard (spec §4: copied features are kept in session storage). It holds features
 * without identity, so pasting adds new ones; pasting on another floor copies features between floors.
 */
import { translate } from "./geometry-ops.ts";
import type { FeatureDraft, Geometry, SessionFeature } from "./types.ts";

export const clipboardKey = "console.map.clipboard";

export interface Clipboard {
  floor: string;
  features: FeatureDraft[];
}

type ClipboardStorage = Pick<Storage, "getItem" | "setItem">;

/** False when the storage refused the copy (full, or disabled by the browser). */
export function copyToClipboard(
  storage: ClipboardStorage,
  features: SessionFeature[],
  floor: string,
): boolean {
  const clipboard: Clipboard = {
    floor,
    features: features.map(({ geometry, properties }) => ({ geometry, properties })),
  };
  try {
    storage.setItem(clipboardKey, JSON.stringify(clipboard));
    return true;
  } catch {
    return false;
  }
}

/** The clipboard, or null when it is empty or holds anything but copied features. */
export function readClipboard(storage: ClipboardStorage): Clipboard | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(clipboardKey) ?? "null");
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.floor !== "string" || !Array.isArray(value.features)) return null;
  const features = value.features;
  if (features.length === 0 || !features.every(isDraft)) return null;
  return { floor: value.floor, features };
}

/** Copies shifted 2 m east and 2 m south, so a duplicate does not hide its original. */
export function duplicateOffset(features: FeatureDraft[]): FeatureDraft[] {
  return features.map(({ geometry, properties }) => ({ geometry: translate(geometry, 2, -2), properties }));
}

/** What pasting `clipboard` on `floor` adds: shifted on the floor it was copied from, in place elsewhere. */
export function pasteFeatures(clipboard: Clipboard, floor: string): FeatureDraft[] {
  return clipboard.floor === floor ? duplicateOffset(clipboard.features) : clipboard.features;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPosition = (value: unknown) =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === "number" && Number.isFinite(n));

const isList = (value: unknown, item: (value: unknown) => boolean) =>
  Array.isArray(value) && value.every(item);
const isLine = (value: unknown) => isList(value, isPosition);
const isRings = (value: unknown) => isList(value, isLine);

const coordinateChecks: Record<Geometry["type"], (value: unknown) => boolean> = {
  Point: isPosition,
  LineString: isLine,
  Polygon: isRings,
  MultiPolygon: (value) => isList(value, isRings),
};

function isDraft(value: unknown): value is FeatureDraft {
  if (!isObject(value) || !isObject(value.geometry) || !isObject(value.properties)) return false;
  if (typeof value.properties.type !== "string") return false;
  const type = value.geometry.type;
  // hasOwn: a type such as "toString" must not find Object's methods.
  if (typeof type !== "string" || !Object.hasOwn(coordinateChecks, type)) return false;
  return coordinateChecks[type as Geometry["type"]](value.geometry.coordinates);
}
