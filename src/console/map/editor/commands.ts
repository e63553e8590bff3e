/**
 * The editor's edit commands on the selection, each one undo step: delete, copy, cut, paste,
 * duplicate, merge, difference, nudge and turn (spec §4, §9). They answer what happened, so the
 * screen can word it; none of them knows about React or the language.
 */
import { copyToClipboard, duplicateOffset, pasteFeatures, readClipboard } from "../session/clipboard.ts";
import { difference, rotate, translate, union } from "../session/geometry-ops.ts";
import type { Position, SessionFeature } from "../session/types.ts";
import { KeyMaker } from "./feature-keys.ts";
import type { MapEditor } from "./map-editor.ts";
import { stepLabel } from "./step-labels.ts";

type ClipboardStorage = Pick<Storage, "getItem" | "setItem">;

function selected(editor: MapEditor): SessionFeature[] {
  return editor.selection.keys.map((key) => editor.session.get(key)).filter((f) => f !== undefined);
}

/** Removes the selected features; the number removed. */
export function deleteSelection(editor: MapEditor, action = "delete"): number {
  const keys = [...editor.selection.keys];
  if (keys.length) editor.session.remove(keys, stepLabel(action, keys.length));
  return keys.length;
}

/** Copies the selection to the clipboard; the number copied, or null when the storage refused. */
export function copySelection(editor: MapEditor, storage: ClipboardStorage): number | null {
  const features = selected(editor);
  if (features.length === 0) return 0;
  return copyToClipboard(storage, features, editor.state.floor) ? features.length : null;
}

export function cutSelection(editor: MapEditor, storage: ClipboardStorage): number | null {
  const copied = copySelection(editor, storage);
  if (copied) deleteSelection(editor, "cut");
  return copied;
}

/**
 * Adds the clipboard's features with fresh keys, shifted when copied from this floor, in place when
 * from another (copying between floors); they become the selection. The number pasted.
 */
export function paste(editor: MapEditor, storage: ClipboardStorage): number {
  const clipboard = readClipboard(storage);
  if (!clipboard) return 0;
  return addCopies(editor, pasteFeatures(clipboard, editor.state.floor), "paste");
}

export function duplicateSelection(editor: MapEditor): number {
  return addCopies(editor, duplicateOffset(selected(editor)), "duplicate");
}

function addCopies(editor: MapEditor, drafts: ReturnType<typeof duplicateOffset>, action: string): number {
  if (drafts.length === 0) return 0;
  const keys = new KeyMaker(editor.state.floor, editor.session.features());
  const { keys: added } = editor.session.add(keys.rekey(drafts), stepLabel(action, drafts.length));
  editor.selection.set(added);
  return added.length;
}

export type AreaOutcome = "done" | "notPolygons" | "tooFew" | "empty";

/** Merges the selected polygons into the first one picked (its properties stay), removing the others. */
export function mergeSelection(editor: MapEditor): AreaOutcome {
  const [first, ...others] = selected(editor);
  if (!first) return "tooFew";
  const merged = union([first, ...others]);
  if ("error" in merged) return merged.error;
  editor.session.apply({
    label: stepLabel("union", others.length + 1),
    put: [{ ...first, geometry: merged.geometry }],
    remove: others.map((feature) => feature.key),
  });
  editor.selection.set([first.key]);
  return "done";
}

/** Cuts the other selected polygons out of the first one picked; the others stay as they are. */
export function subtractSelection(editor: MapEditor): AreaOutcome {
  const [first, ...others] = selected(editor);
  if (!first) return "tooFew";
  const rest = difference(first, others);
  if ("error" in rest) return rest.error;
  editor.session.update([{ key: first.key, geometry: rest.geometry }], stepLabel("difference", 1));
  editor.selection.set([first.key]);
  return "done";
}

/** Moves the selection `east` and `north` metres (negative: west, south). */
export function nudgeSelection(editor: MapEditor, east: number, north: number): number {
  const features = selected(editor);
  if (features.length === 0) return 0;
  editor.session.update(
    features.map(({ key, geometry }) => ({ key, geometry: translate(geometry, east, north) })),
    stepLabel("nudge", features.length),
  );
  return features.length;
}

/** Turns the selection `degrees` clockwise around its centroid. */
export function rotateSelection(editor: MapEditor, degrees: number): number {
  const features = selected(editor);
  if (features.length === 0 || degrees % 360 === 0) return 0;
  const turned = rotate(
    features.map((feature) => feature.geometry),
    degrees,
  );
  editor.session.update(
    features.map(({ key, geometry }, i) => ({ key, geometry: turned[i] ?? geometry })),
    stepLabel("rotate", features.length),
  );
  return features.length;
}

/** A point of `type` at `position` (typed coordinates); its key. */
export function placePoint(editor: MapEditor, position: Position, type: string): string | null {
  return editor.addFeature({ type: "Point", coordinates: position }, type, "point");
}
