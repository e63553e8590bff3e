import { describe, expect, it } from "vitest";
import {
  type Affine,
  applyAffine,
  type ControlPair,
  composeAffine,
  fitAffine,
  fitControlPoints,
  fitSimilarity,
  invertAffine,
  type Point,
} from "../../../src/shared/control-point-fit.ts";
import { groundMetres, latitudeOf, toLonLat, toMercator } from "../../../src/shared/web-mercator.ts";

/** Łódź, EPSG:3857 metres */
const lodz: Point = [2167000, 6756000];

const similarity = (scale: number, degrees: number, [tx, ty]: Point, mirrored = false): Affine => {
  const r = (degrees * Math.PI) / 180;
  const p = scale * Math.cos(r);
  const q = scale * Math.sin(r);
  const flip = mirrored ? -1 : 1;
  return [p, -q * flip, tx, q, p * flip, ty];
};

const pairsOf = (transform: Affine, sources: Point[]): ControlPair[] =>
  sources.map((source) => ({ source, target: applyAffine(transform, source) }));

const expectAffine = (got: Affine | null | undefined, want: Affine, digits = 6) => {
  expect(got).not.toBeNull();
  got?.forEach((value, i) => {
    expect(value).toBeCloseTo(want[i] ?? Number.NaN, digits);
  });
};

describe("similarity from two pairs", () => {
  it.each([
    { name: "shift only", t: similarity(1, 0, lodz) },
    { name: "scale and rotation", t: similarity(0.05, 37, lodz) },
    { name: "a quarter turn, enlarged", t: similarity(12.5, 90, lodz) },
    {
      name: "an image (rows down), 2 cm a pixel, turned 15°",
      t: similarity(0.02, 15, lodz, true),
      mirrored: true,
    },
  ])("recovers $name exactly", ({ t, mirrored }) => {
    const pairs = pairsOf(t, [
      [10, 20],
      [3000, 1500],
    ]);
    const fit = fitControlPoints(pairs, { mirrored });
    expect(fit?.kind).toBe("similarity");
    expectAffine(fit?.transform, t);
    for (const r of fit?.residuals ?? []) expect(r).toBeLessThan(1e-6);
  });

  it("fits three pairs by least squares when asked for a similarity", () => {
    const t = similarity(0.5, -20, lodz);
    expectAffine(
      fitSimilarity(
        pairsOf(t, [
          [0, 0],
          [100, 0],
          [0, 100],
        ]),
      ),
      t,
    );
  });

  it("refuses pairs whose sources coincide", () => {
    const same: ControlPair[] = [
      { source: [5, 5], target: lodz },
      { source: [5, 5], target: [lodz[0] + 10, lodz[1]] },
    ];
    expect(fitControlPoints(same)).toBeNull();
  });

  it("needs two pairs", () => {
    expect(fitControlPoints([{ source: [0, 0], target: lodz }])).toBeNull();
  });
});

describe("affine from three or four pairs", () => {
  const shear: Affine = [0.03, 0.01, lodz[0], -0.004, -0.025, lodz[1]];

  it("recovers a sheared, unequally scaled map from three pairs exactly", () => {
    const fit = fitControlPoints(
      pairsOf(shear, [
        [0, 0],
        [4000, 0],
        [0, 3000],
      ]),
    );
    expect(fit?.kind).toBe("affine");
    expectAffine(fit?.transform, shear);
    expect(fit?.rms).toBeLessThan(1e-6);
  });

  it("spreads a misplaced fourth point over the residuals, in ground metres", () => {
    const pairs = pairsOf(shear, [
      [0, 0],
      [4000, 0],
      [4000, 3000],
      [0, 3000],
    ]);
    const moved = pairs.map(
      (p, i): ControlPair => (i === 2 ? { ...p, target: [p.target[0] + 4, p.target[1]] } : p),
    );
    const fit = fitControlPoints(moved);
    // A least-squares affine fit of a rectangle's corners spreads one corner's error equally: each
    // corner is off by a quarter of it, projected 4 m being 4·cos(lat) on the ground.
    const quarter = groundMetres(1, lodz);
    for (const r of fit?.residuals ?? []) expect(r).toBeCloseTo(quarter, 3);
    expect(fit?.rms).toBeCloseTo(quarter, 3);
  });

  it("refuses sources on one line", () => {
    expect(
      fitAffine(
        pairsOf(shear, [
          [0, 0],
          [1, 1],
          [2, 2],
        ]),
      ),
    ).toBeNull();
  });
});

describe("affine algebra and ground metres", () => {
  const t: Affine = [0.02, 0.005, lodz[0], 0.003, -0.02, lodz[1]];

  it("inverts", () => {
    const inverse = invertAffine(t);
    expect(inverse).not.toBeNull();
    if (!inverse) return;
    const back = applyAffine(inverse, applyAffine(t, [1234, 567]));
    expect(back[0]).toBeCloseTo(1234, 6);
    expect(back[1]).toBeCloseTo(567, 6);
    expectAffine(composeAffine(t, inverse), [1, 0, 0, 0, 1, 0]);
  });

  it("has no inverse when it flattens the plane", () => {
    expect(invertAffine([1, 2, 0, 2, 4, 0])).toBeNull();
  });

  // The spherical Mercator's inverse in its other common form (as proj and OpenLayers write it).
  const gudermannian = (y: number) => ((2 * Math.atan(Math.exp(y / 6378137)) - Math.PI / 2) * 180) / Math.PI;
  it.each([0, 6756000, 8399737.89, -3000000])("northing %d is its latitude", (northing) => {
    expect(latitudeOf(northing)).toBeCloseTo(gudermannian(northing), 9);
  });

  it("goes to metres and back", () => {
    const [lon, lat] = toLonLat(toMercator([19.4671, 51.7702]));
    expect(lon).toBeCloseTo(19.4671, 9);
    expect(lat).toBeCloseTo(51.7702, 9);
    expect(toMercator([180, 0])[0]).toBeCloseTo(20037508.34, 2);
  });

  it("shrinks a projected length by the cosine of the latitude", () => {
    expect(groundMetres(100, [0, 8399737.89])).toBeCloseTo(50, 4);
    expect(groundMetres(100, [0, 0])).toBeCloseTo(100, 9);
  });
});
