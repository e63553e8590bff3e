import { describe, expect, it } from "vitest";
import { errorRegistry } from "../../generated/errors.ts";
import { campusMap } from "../../src/server/seed/campus-map.ts";
import {
  type GeometryDefect,
  geometryDefect,
  maxVerticesPerFeature,
  positionsDefect,
} from "../../src/shared/geometry-validity.ts";

type Geometry = { type: string; coordinates: unknown };

/** "x y, x y, ..." as positions: the tables below read as the shapes they draw */
const positions = (text: string) => text.split(",").map((pair) => pair.trim().split(/\s+/).map(Number));
const point = (text: string): Geometry => ({ type: "Point", coordinates: positions(text)[0] });
const line = (text: string): Geometry => ({ type: "LineString", coordinates: positions(text) });
const polygon = (...rings: string[]): Geometry => ({ type: "Polygon", coordinates: rings.map(positions) });
const multiPolygon = (...parts: string[][]): Geometry => ({
  type: "MultiPolygon",
  coordinates: parts.map((rings) => rings.map(positions)),
});

const square = "0 0, 10 0, 10 10, 0 10, 0 0";

/** a ring of `n` positions (the closing one included) around a circle near Łódź */
const circle = (n: number): Geometry => {
  const ring = Array.from({ length: n - 1 }, (_, i) => [
    19.46 + 1e-3 * Math.cos((2 * Math.PI * i) / (n - 1)),
    51.77 + 1e-3 * Math.sin((2 * Math.PI * i) / (n - 1)),
  ]);
  return { type: "Polygon", coordinates: [[...ring, ring[0]]] };
};

const cases: [string, Geometry, GeometryDefect | null][] = [
  ["a point", point("19.46 51.77"), null],
  ["a point with an altitude", point("19.46 51.77 210"), null],
  ["a line", line("0 0, 1 1"), null],
  ["a line with a repeated vertex", line("0 0, 1 1, 1 1, 2 1"), null],
  // OGC validity asks lines for two distinct positions only: a corridor route may loop over itself
  ["a line crossing itself", line("0 0, 10 10, 10 0, 0 10"), null],
  ["a square", polygon(square), null],
  ["a square with a repeated vertex", polygon("0 0, 10 0, 10 0, 10 10, 0 10, 0 0"), null],
  ["a triangle", polygon("0 0, 1 0, 0 1, 0 0"), null],
  ["a square with a hole inside", polygon(square, "2 2, 2 4, 4 4, 4 2, 2 2"), null],
  ["a hole touching its shell at one point", polygon(square, "0 5, 2 4, 2 6, 0 5"), null],
  ["two parts apart", multiPolygon([square], ["20 20, 25 20, 25 25, 20 25, 20 20"]), null],
  ["two parts touching at a corner", multiPolygon([square], ["10 10, 15 10, 15 15, 10 15, 10 10"]), null],
  [`${maxVerticesPerFeature} vertices`, circle(maxVerticesPerFeature), null],

  ["a bow-tie", polygon("0 0, 10 10, 10 0, 0 10, 0 0"), "selfIntersection"],
  [
    "a bow-tie in degrees",
    polygon("17 51.1, 17.001 51.101, 17.001 51.1, 17 51.101, 17 51.1"),
    "selfIntersection",
  ],
  ["a spike out and back", polygon("0 0, 10 0, 10 10, 5 10, 5 15, 5 10, 0 10, 0 0"), "selfIntersection"],
  ["a ring touching itself", polygon("0 0, 10 0, 10 10, 5 0, 0 10, 0 0"), "selfIntersection"],
  ["a hole across its shell", polygon(square, "5 5, 5 15, 15 15, 15 5, 5 5"), "selfIntersection"],
  [
    "two holes crossing",
    polygon(square, "2 2, 2 6, 6 6, 6 2, 2 2", "4 4, 4 8, 8 8, 8 4, 4 4"),
    "selfIntersection",
  ],
  ["parts overlapping", multiPolygon([square], ["5 5, 15 5, 15 15, 5 15, 5 5"]), "selfIntersection"],
  ["a part inside another", multiPolygon([square], ["2 2, 4 2, 4 4, 2 4, 2 2"]), "selfIntersection"],
  [
    "a bow-tie as the second part",
    multiPolygon([square], ["20 20, 25 25, 25 20, 20 25, 20 20"]),
    "selfIntersection",
  ],

  ["a hole outside its shell", polygon(square, "20 20, 20 24, 24 24, 24 20, 20 20"), "holeOutsideShell"],
  [
    "a hole inside another hole",
    polygon(square, "1 1, 1 9, 9 9, 9 1, 1 1", "2 2, 2 4, 4 4, 4 2, 2 2"),
    "holeOutsideShell",
  ],

  ["an open ring", polygon("0 0, 10 0, 10 10, 0 10"), "unclosedRing"],
  ["an open hole", polygon(square, "2 2, 2 4, 4 4, 4 2"), "unclosedRing"],
  ["a ring of three positions", polygon("0 0, 1 0, 0 0"), "tooFewPoints"],
  ["an open ring of three", polygon("0 0, 1 0, 1 1"), "tooFewPoints"],
  ["a ring of two distinct positions", polygon("0 0, 1 0, 1 0, 0 0"), "tooFewPoints"],
  ["a polygon without rings", { type: "Polygon", coordinates: [] }, "tooFewPoints"],
  ["a multipolygon without parts", { type: "MultiPolygon", coordinates: [] }, "tooFewPoints"],
  ["a part without rings", { type: "MultiPolygon", coordinates: [[]] }, "tooFewPoints"],
  ["a line of one position", line("1 1"), "tooFewPoints"],
  ["a line of one position twice", line("1 1, 1 1"), "tooFewPoints"],
  ["a line without positions", { type: "LineString", coordinates: [] }, "tooFewPoints"],

  [`${maxVerticesPerFeature + 1} vertices`, circle(maxVerticesPerFeature + 1), "tooManyVertices"],
  [
    "vertices over the cap across holes",
    {
      type: "Polygon",
      coordinates: [
        (circle(maxVerticesPerFeature / 2).coordinates as unknown[])[0],
        (circle(maxVerticesPerFeature / 2 + 1).coordinates as unknown[])[0],
      ],
    },
    "tooManyVertices",
  ],

  ["an unknown kind", { type: "Circle", coordinates: [0, 0] }, "malformed"],
  ["a kind the map does not store", { type: "MultiPoint", coordinates: [[0, 0]] }, "malformed"],
  ["a point with one number", { type: "Point", coordinates: [19.4] }, "malformed"],
  ["a point with text", { type: "Point", coordinates: ["19.4", 51.7] }, "malformed"],
  ["a position with NaN", line("0 0, NaN 1"), "malformed"],
  [
    "a position of four numbers",
    {
      type: "LineString",
      coordinates: [
        [0, 0, 0, 0],
        [1, 1],
      ],
    },
    "malformed",
  ],
  ["a line of numbers", { type: "LineString", coordinates: [0, 0] }, "malformed"],
  ["a ring that is no list", { type: "Polygon", coordinates: [7] }, "malformed"],
  ["missing coordinates", { type: "Polygon", coordinates: undefined }, "malformed"],
];

describe("geometryDefect", () => {
  it.each(cases)("%s", (_name, given, want) => {
    expect(geometryDefect(given)).toBe(want);
  });

  it("walks 200,000 rings without overflowing the stack", () => {
    const rings = Array.from({ length: 200_000 }, () => []);
    expect(geometryDefect({ type: "Polygon", coordinates: rings })).toBe("tooFewPoints");
  });

  it("finds every feature of the demo campus valid", () => {
    const features = campusMap({ categories: {}, beacons: [] });
    const invalid = features
      .map((f) => ({ key: f.properties.key, defect: geometryDefect(f.geometry) }))
      .filter((f) => f.defect !== null);
    expect(features.length).toBeGreaterThan(100);
    expect(invalid).toEqual([]);
  });

  it("names the cap in the texts of its codes", () => {
    for (const code of ["1514", "3122"]) {
      expect(errorRegistry[code]?.en).toContain(`at most ${maxVerticesPerFeature}`);
      expect(errorRegistry[code]?.pl).toContain(`najwyżej ${maxVerticesPerFeature}`);
    }
  });
});

describe("positionsDefect", () => {
  // what needs no topology: the server asks it before rounding any position
  it.each([
    ["a bow-tie", polygon("0 0, 10 10, 10 0, 0 10, 0 0"), null],
    ["an open ring", polygon("0 0, 10 0, 10 10, 0 10"), null],
    [`${maxVerticesPerFeature + 1} vertices`, circle(maxVerticesPerFeature + 1), "tooManyVertices"],
    ["a point with text", { type: "Point", coordinates: ["19.4", 51.7] }, "malformed"],
    ["coordinates nested too deep", { type: "Polygon", coordinates: [[[[0, 0]]]] }, "malformed"],
  ] as [string, Geometry, GeometryDefect | null][])("%s", (_name, given, want) => {
    expect(positionsDefect(given)).toBe(want);
  });
});
