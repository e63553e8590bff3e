import { describe, expect, it } from "vitest";
import {
  emptyPairing,
  nextPick,
  type Pairing,
  pairingFit,
  picked,
  withoutPair,
} from "../../../../src/console/map/underlays/control-point-pairing.ts";
import {
  cornerDragged,
  covers,
  firstPlacement,
  mapCorners,
  moved,
} from "../../../../src/console/map/underlays/placement-edits.ts";
import { type Affine, applyAffine, type Point } from "../../../../src/shared/control-point-fit.ts";

const centre: Point = [2167000, 6756000];
const close = (got: readonly number[] | undefined, want: readonly number[], digits = 6) => {
  want.forEach((value, i) => {
    expect(got?.[i]).toBeCloseTo(value, digits);
  });
};

describe("placement edits", () => {
  it("lays a new plan in the middle of the view, north up, within 80 % of it", () => {
    const t = firstPlacement(centre, 200, 100, 4000, 3000);
    // 80 m of height for 3000 px: the height limits
    const [tl, tr, br] = mapCorners(t, 4000, 3000);
    close(tl, [centre[0] - (80 * 4000) / 3000 / 2, centre[1] + 40]);
    close(br, [centre[0] + (80 * 4000) / 3000 / 2, centre[1] - 40]);
    expect(tr?.[1]).toBeCloseTo(centre[1] + 40, 6);
  });

  it("turns and scales about the opposite corner when a corner is dragged, keeping the shear", () => {
    const sheared: Affine = [0.02, 0.005, centre[0], 0, -0.02, centre[1]];
    const before = mapCorners(sheared, 400, 300);
    const to: Point = [centre[0] + 3, centre[1] + 12];
    const after = cornerDragged(sheared, 400, 300, 2, to);
    const corners = after ? mapCorners(after, 400, 300) : [];
    close(corners[0], before[0] ?? []);
    close(corners[2], to);
    // the parallelogram keeps its angles: the ratio of its sides is unchanged
    const side = (p?: Point, q?: Point) =>
      Math.hypot((p?.[0] ?? 0) - (q?.[0] ?? 0), (p?.[1] ?? 0) - (q?.[1] ?? 0));
    expect(side(corners[0], corners[1]) / side(corners[1], corners[2])).toBeCloseTo(
      side(before[0], before[1]) / side(before[1], before[2]),
      9,
    );
    expect(cornerDragged(sheared, 400, 300, 2, before[0] ?? [0, 0])).toBeNull();
  });

  it("moves and tells what it covers", () => {
    const t: Affine = [0.02, 0, centre[0], 0, -0.02, centre[1]];
    close(applyAffine(moved(t, 5, -2), [0, 0]), [centre[0] + 5, centre[1] - 2]);
    expect(covers(t, 400, 300, [centre[0] + 1, centre[1] - 1])).toBe(true);
    expect(covers(t, 400, 300, [centre[0] - 1, centre[1] - 1])).toBe(false);
    expect(covers(t, 400, 300, [centre[0] + 9, centre[1] - 1])).toBe(false);
  });
});

describe("control-point pairing", () => {
  // The plan drawn at 2 cm a pixel; where it belongs: 5 cm a pixel, turned 30°, elsewhere.
  const drawn: Affine = [0.02, 0, centre[0], 0, -0.02, centre[1]];
  const r = Math.PI / 6;
  const truth: Affine = [
    0.05 * Math.cos(r),
    0.05 * Math.sin(r),
    centre[0] + 40,
    0.05 * Math.sin(r),
    -0.05 * Math.cos(r),
    centre[1] - 10,
  ];

  /** clicks the plan at `pixel` (where it is drawn now), then where truth puts it */
  const pair = (pairing: Pairing, pixel: Point) =>
    picked(picked(pairing, applyAffine(drawn, pixel), drawn), applyAffine(truth, pixel), drawn);

  it("alternates plan and map points, up to four pairs", () => {
    let pairing = emptyPairing;
    expect(nextPick(pairing)).toBe("image");
    pairing = picked(pairing, applyAffine(drawn, [100, 50]), drawn);
    expect(nextPick(pairing)).toBe("map");
    close(pairing.pending ?? [], [100, 50]);
    pairing = picked(pairing, centre, drawn);
    expect(pairing.pairs).toHaveLength(1);
    for (const pixel of [
      [300, 50],
      [300, 250],
      [100, 250],
    ] as Point[])
      pairing = pair(pairing, pixel);
    expect(nextPick(pairing)).toBeNull();
    expect(picked(pairing, centre, drawn)).toBe(pairing);
    expect(withoutPair(pairing, 0).pairs).toHaveLength(3);
  });

  it("finds the true placement from two pairs (a similarity) with residuals of zero", () => {
    const pairing = pair(pair(emptyPairing, [10, 10]), [390, 290]);
    const fit = pairingFit(pairing);
    expect(fit?.kind).toBe("similarity");
    close(fit?.transform, truth, 6);
    expect(fit?.rms).toBeLessThan(1e-6);
  });

  it("fits three or four pairs as an affine map and reports a misplaced one in metres", () => {
    let pairing = emptyPairing;
    for (const pixel of [
      [0, 0],
      [400, 0],
      [400, 300],
    ] as Point[])
      pairing = pair(pairing, pixel);
    close(pairingFit(pairing)?.transform, truth, 6);
    pairing = picked(
      picked(pairing, applyAffine(drawn, [0, 300]), drawn),
      [applyAffine(truth, [0, 300])[0] + 2, applyAffine(truth, [0, 300])[1]],
      drawn,
    );
    const fit = pairingFit(pairing);
    expect(fit?.kind).toBe("affine");
    for (const residual of fit?.residuals ?? []) expect(residual).toBeGreaterThan(0.2);
  });

  it("has no fit below two pairs", () => {
    expect(pairingFit(pair(emptyPairing, [1, 1]))).toBeNull();
  });
});
