/**
 * The publish review draws an entry from the draft's state (added, changed) and the latest release's
 * (removed, and a changed feature's former shape when its geometry moved), the release's under the
 * draft's; the review's layer holds the marks of the entry shown last.
 */
import { toLonLat } from "ol/proj";
import { describe, expect, it } from "vitest";
import { ReviewLayer } from "../../../../src/console/map/editor/review-layer.ts";
import { reviewMarks, statesToRead } from "../../../../src/console/map/editor/review-marks.ts";
import { square, stored } from "../map-session/fixtures.ts";

describe("statesToRead", () => {
  it.each([
    { kind: "added", moved: false, reads: { draft: true, release: false } },
    { kind: "changed", moved: false, reads: { draft: true, release: false } },
    { kind: "changed", moved: true, reads: { draft: true, release: true } },
    { kind: "removed", moved: false, reads: { draft: false, release: true } },
  ] as const)("$kind, geometry moved $moved: $reads", ({ kind, moved, reads }) => {
    expect(statesToRead(kind, moved)).toEqual(reads);
  });
});

describe("reviewMarks", () => {
  const now = stored(1);
  const before = { ...stored(1), geometry: square(5, 5) };
  it.each([
    { name: "added", kind: "added", draft: now, released: null, marks: [["added", now.geometry]] },
    {
      name: "changed in place",
      kind: "changed",
      draft: now,
      released: null,
      marks: [["changed", now.geometry]],
    },
    {
      name: "changed and moved: its former shape first",
      kind: "changed",
      draft: now,
      released: before,
      marks: [
        ["before", before.geometry],
        ["changed", now.geometry],
      ],
    },
    {
      name: "removed",
      kind: "removed",
      draft: null,
      released: before,
      marks: [["removed", before.geometry]],
    },
    { name: "removed, not found in the release", kind: "removed", draft: null, released: null, marks: [] },
    { name: "added, gone from the draft since", kind: "added", draft: null, released: null, marks: [] },
  ] as const)("$name", ({ kind, draft, released, marks }) => {
    expect(reviewMarks(kind, draft, released).map((mark) => [mark.kind, mark.geometry])).toEqual(marks);
  });
});

describe("ReviewLayer", () => {
  it("holds the marks shown last, each with its kind, and their box", () => {
    const layer = new ReviewLayer();
    expect(layer.extent()).toBeNull();
    layer.show([{ kind: "removed", geometry: square(0, 0) }]);
    layer.show([
      { kind: "before", geometry: square(0, 0) },
      { kind: "changed", geometry: square(2, 0) },
    ]);
    expect(layer.source.getFeatures().map((feature) => feature.get("kind"))).toEqual(["before", "changed"]);
    const extent = layer.extent();
    if (!extent) throw new Error("no extent");
    const [minLon, minLat] = toLonLat([extent[0] ?? 0, extent[1] ?? 0]);
    const [maxLon] = toLonLat([extent[2] ?? 0, extent[3] ?? 0]);
    expect(minLon).toBeCloseTo(19.467, 7);
    expect(minLat).toBeCloseTo(51.77, 7);
    expect(maxLon).toBeCloseTo(19.4673, 7);
    layer.clear();
    expect(layer.extent()).toBeNull();
  });
});
