/**
 * The editor's "find a feature" (docs/map-editor.md#finding-a-feature): the text typed is looked for
 * on every floor by the server (GET /api/geo/search) once typing pauses, the answer to an older text
 * dropped; choosing a match goes to its floor (asking first about unsaved changes, as any floor
 * switch), fits the view to it and selects it once loaded.
 */
import { useCallback, useEffect, useState } from "react";
import { Failure } from "../api/failures.ts";
import { type FeatureMatch, searchFeatures } from "./editor/find-api.ts";
import type { MapEditor } from "./editor/map-editor.ts";

/** matches asked for and listed; the count says how many there are */
export const listedMatches = 30;
/** how long typing must pause before the server is asked */
const pauseMs = 250;

export interface FeatureSearch {
  found: { items: FeatureMatch[]; total: number } | null;
  searching: boolean;
  show: (match: FeatureMatch) => Promise<void>;
}

interface Options {
  /** goes to another floor (asking first about unsaved edits) */
  onFloor: (floor: string) => void;
  /** selects features, without moving the view when `zoom` is false */
  onFocus: (keys: string[], zoom?: boolean) => void;
}

export function useFeatureSearch(
  editor: MapEditor,
  text: string,
  { onFloor, onFocus }: Options,
): FeatureSearch {
  const [found, setFound] = useState<FeatureSearch["found"]>(null);
  const [searching, setSearching] = useState(false);
  const q = text.trim();

  useEffect(() => {
    setFound(null);
    if (!q) return setSearching(false);
    setSearching(true);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchFeatures(q, listedMatches, abort.signal)
        .then((answer) => {
          if (!abort.signal.aborted) setFound(answer);
        })
        .catch((error: unknown) => {
          // the failure handler has shown what went wrong (nothing, when aborted)
          if (!(error instanceof Failure)) throw error;
        })
        .finally(() => {
          if (!abort.signal.aborted) setSearching(false);
        });
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);

  const show = useCallback(
    async (match: FeatureMatch) => {
      if (match.floor !== editor.state.floor) onFloor(match.floor);
      // Unsaved edits kept the editor on its floor until the user says what becomes of them.
      if (match.floor !== editor.state.floor) return;
      await editor.showBox(match.bbox);
      const key = String(match.id);
      if (editor.state.floor === match.floor && editor.session.has(key)) onFocus([key], false);
    },
    [editor, onFloor, onFocus],
  );

  return { found, searching, show };
}
