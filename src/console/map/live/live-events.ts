/**
 * The events of a floor's live stream (GET /api/map/live, docs/live-editing.md), read from their one
 * line of JSON into what the editor uses. The stream is text the contract cannot type, so each event
 * is checked here: one that does not have its shape is left out (null) rather than trusted.
 */
import type { StoredFeature } from "../session/types.ts";

export interface Account {
  id: number;
  name: string;
}

/** Another editor of the floor: their account, colour (of eight) and the ids they have selected. */
export interface Editor {
  stream: string;
  account: Account;
  /** accounts have no picture yet: null, and the console shows initials */
  avatar: string | null;
  colour: string;
  selected: number[];
}

export type LiveEvent =
  /** the stream's id, which presence names, and who the server knows this browser as */
  | { kind: "hello"; stream: string; floor: string; you: Account | null }
  /** what one write of the floor's features left: versions, and the ids deleted */
  | {
      kind: "save";
      floor: string;
      by: Account | null;
      features: StoredFeature[];
      deleted: { id: number; version: number }[];
    }
  | { kind: "presence"; floor: string; editors: Editor[] }
  /** saves may have been missed: the floor is to be read again */
  | { kind: "reload"; floor: string }
  /** the server ends the stream (it is shutting down): open another */
  | { kind: "bye"; reason: string };

export const liveEventNames = ["hello", "save", "presence", "reload", "bye"] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function account(value: unknown): Account | null {
  return isObject(value) && isId(value.id) && typeof value.name === "string"
    ? { id: value.id, name: value.name }
    : null;
}

function storedFeature(value: unknown): StoredFeature | null {
  if (!isObject(value) || !isId(value.id) || !isVersion(value.version)) return null;
  const { geometry, properties } = value;
  if (!isObject(geometry) || typeof geometry.type !== "string" || !Array.isArray(geometry.coordinates))
    return null;
  if (!isObject(properties) || typeof properties.type !== "string") return null;
  return {
    id: value.id,
    version: value.version,
    geometry: geometry as unknown as StoredFeature["geometry"],
    properties: properties as StoredFeature["properties"],
  };
}

function editor(value: unknown): Editor | null {
  if (!isObject(value) || typeof value.stream !== "string" || typeof value.colour !== "string") return null;
  const who = account(value.account);
  if (!who || !Array.isArray(value.selected) || !value.selected.every(isId)) return null;
  const avatar = typeof value.avatar === "string" ? value.avatar : null;
  return { stream: value.stream, account: who, avatar, colour: value.colour, selected: value.selected };
}

/** All of `values` read by `read`, or null when any is not of its shape. */
function every<T>(values: unknown, read: (value: unknown) => T | null): T[] | null {
  if (!Array.isArray(values)) return null;
  const read_ = values.map(read);
  return read_.every((item): item is T => item !== null) ? read_ : null;
}

/** The event `name` with its `data` line; null for an unknown event or data not of its shape. */
export function readLiveEvent(name: string, data: string): LiveEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const floor = typeof parsed.floor === "string" ? parsed.floor : null;
  switch (name) {
    case "hello":
      if (typeof parsed.stream !== "string" || floor === null) return null;
      return { kind: "hello", stream: parsed.stream, floor, you: account(parsed.you) };
    case "save": {
      const features = every(parsed.features, storedFeature);
      const deleted = every(parsed.deleted, (item) =>
        isObject(item) && isId(item.id) && isVersion(item.version)
          ? { id: item.id, version: item.version }
          : null,
      );
      if (floor === null || !features || !deleted) return null;
      return { kind: "save", floor, by: account(parsed.by), features, deleted };
    }
    case "presence": {
      const editors = every(parsed.editors, editor);
      return floor === null || !editors ? null : { kind: "presence", floor, editors };
    }
    case "reload":
      return floor === null ? null : { kind: "reload", floor };
    case "bye":
      return { kind: "bye", reason: typeof parsed.reason === "string" ? parsed.reason : "" };
    default:
      return null;
  }
}
