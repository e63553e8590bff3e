/**
 * What the publish review draws of one of its entries (docs/publishing.md): an added or changed
 * feature as the draft has it, a removed one as the latest release had it, and, under a changed one
 * whose geometry moved, its shape in that release ("before"). Each kind has its look
 * (feature-styles.ts `reviewStyle`), the colours of the review's list.
 */
import type { DiffKind } from "../../area-parts/map-releases/releases-api.ts";
import type { Geometry, StoredFeature } from "../session/types.ts";

export type ReviewMarkKind = DiffKind | "before";

export interface ReviewMark {
  kind: ReviewMarkKind;
  geometry: Geometry;
}

/** Which states of an entry's feature are read to draw it: the draft's, the latest release's. */
export function statesToRead(kind: DiffKind, geometryMoved: boolean): { draft: boolean; release: boolean } {
  return {
    draft: kind !== "removed",
    release: kind === "removed" || (kind === "changed" && geometryMoved),
  };
}

/**
 * The marks of an entry from the states read (null: not read, or not on the entry's floor, as the
 * release state of a feature moved there from another floor), the release's drawn first, under the
 * draft's.
 */
export function reviewMarks(
  kind: DiffKind,
  draft: StoredFeature | null,
  released: StoredFeature | null,
): ReviewMark[] {
  const marks: ReviewMark[] = [];
  if (released && kind !== "added") {
    marks.push({ kind: kind === "removed" ? "removed" : "before", geometry: released.geometry });
  }
  if (draft && kind !== "removed") marks.push({ kind, geometry: draft.geometry });
  return marks;
}
