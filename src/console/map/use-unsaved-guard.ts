/**
 * Unsaved map changes are never lost without a question (spec §4): the count is published for the
 * top bar's logout, closing or reloading the tab asks the browser's question, and leaving the floor
 * inside the console (another floor, a release shown, another screen) is held until the user discards
 * or stays.
 */
import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { releaseOf } from "../area-parts/map-releases/release-address.ts";
import { mapEdits } from "../state/map-edits.ts";
import type { EditorState } from "./editor/map-editor.ts";

export function unsavedCount(state: EditorState | null): number {
  if (!state) return 0;
  const { new: added, edited, deleted } = state.counts;
  return added + edited + deleted;
}

export function useUnsavedGuard(state: EditorState | null) {
  const unsaved = unsavedCount(state);

  useEffect(() => {
    mapEdits.unsaved = unsaved;
  }, [unsaved]);
  useEffect(
    () => () => {
      mapEdits.unsaved = 0;
    },
    [],
  );

  const dirty = unsaved > 0;
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // Read at navigation time: the top bar zeroes the count when the user chose to log out and discard.
  // Leaving the console (an expired session going to /signin, /403) cannot be stayed from.
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      mapEdits.unsaved > 0 &&
      nextLocation.pathname.startsWith("/cms") &&
      (currentLocation.pathname !== nextLocation.pathname ||
        releaseOf(currentLocation.search) !== releaseOf(nextLocation.search)),
  );
}
