/**
 * The publish review's "show on the map" (docs/publishing.md): a click on an entry goes to its
 * floor, draws it there as review-marks.ts says (what the draft has of an added or changed feature,
 * what the latest release had of a removed one or of a changed one's former shape), brings it into
 * view and selects it when the draft has it. The marks stay until another entry is shown, the review
 * closes or the floor changes.
 */
import { useCallback, useMemo, useRef } from "react";
import { Failure } from "../api/failures.ts";
import type { DiffEntry, DiffKind } from "../area-parts/map-releases/releases-api.ts";
import { fetchFeature } from "./editor/map-api.ts";
import type { MapEditor } from "./editor/map-editor.ts";
import { reviewMarks, statesToRead } from "./editor/review-marks.ts";

export interface ReviewShow {
  show: (floor: string, entry: DiffEntry, kind: DiffKind) => void;
  clear: () => void;
}

interface Options {
  /** the latest release, whose state of a removed or moved feature is drawn */
  latest: number | null | undefined;
  /** goes to another floor (asking first about unsaved edits) */
  goToFloor: (floor: string) => void;
  /** selects features without moving the view (the marks' view) */
  select: (keys: string[]) => void;
}

export function useReviewShow(editor: MapEditor | null, { latest, goToFloor, select }: Options): ReviewShow {
  const running = useRef<AbortController | null>(null);

  const show = useCallback(
    async (floor: string, entry: DiffEntry, kind: DiffKind) => {
      if (!editor) return;
      running.current?.abort();
      const abort = new AbortController();
      running.current = abort;
      if (floor !== editor.state.floor) goToFloor(floor);
      const moved = kind === "changed" && "geometry" in entry && entry.geometry === true;
      const reads = statesToRead(kind, moved);
      const release = typeof latest === "number" ? latest : null;
      try {
        const [draft, released] = await Promise.all([
          reads.draft ? fetchFeature(floor, entry.id, null, abort.signal) : null,
          reads.release && release !== null ? fetchFeature(floor, entry.id, release, abort.signal) : null,
        ]);
        // Unsaved edits kept the editor on its floor, or the user went on meanwhile.
        if (abort.signal.aborted || editor.state.floor !== floor || editor.readOnly) return;
        await editor.showReview(reviewMarks(kind, draft, released));
        if (!abort.signal.aborted) select(draft && kind !== "removed" ? [String(entry.id)] : []);
      } catch (error) {
        // the failure handler has shown what went wrong (nothing, when aborted)
        if (!(error instanceof Failure)) throw error;
      }
    },
    [editor, latest, goToFloor, select],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    editor?.review.clear();
  }, [editor]);

  return useMemo(
    () => ({ show: (floor, entry, kind) => void show(floor, entry, kind), clear }),
    [show, clear],
  );
}
