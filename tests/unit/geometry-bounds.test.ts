import { describe, expect, it } from "vitest";
import { geometryBounds } from "../../src/server/map/geometry-bounds.ts";

type Geometry = { type: string; coordinates: unknown };

const square = [
  [19.46, 51.77],
  [19.47, 51.77],
  [19.47, 51.78],
  [19.46, 51.78],
  [19.46, 51.77],
];

const bounds: [string, { given: Geometry; want: [number, number, number, number] }][] = [
  [
    "a point",
    { given: { type: "Point", coordinates: [19.467, 51.77] }, want: [19.467, 51.77, 19.467, 51.77] },
  ],
  [
    "a point with an altitude",
    { given: { type: "Point", coordinates: [19.467, 51.77, 210] }, want: [19.467, 51.77, 19.467, 51.77] },
  ],
  [
    "a multipoint",
    {
      given: {
        type: "MultiPoint",
        coordinates: [
          [1, 5],
          [-2, 3],
          [4, -1],
        ],
      },
      want: [-2, -1, 4, 5],
    },
  ],
  [
    "a line string",
    {
      given: {
        type: "LineString",
        coordinates: [
          [19.4671, 51.7702],
          [19.4665, 51.7709],
          [19.468, 51.77],
        ],
      },
      want: [19.4665, 51.77, 19.468, 51.7709],
    },
  ],
  [
    "a multi line string",
    {
      given: {
        type: "MultiLineString",
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
          [
            [5, -3],
            [6, 2],
          ],
        ],
      },
      want: [0, -3, 6, 2],
    },
  ],
  ["a polygon", { given: { type: "Polygon", coordinates: [square] }, want: [19.46, 51.77, 19.47, 51.78] }],
  [
    "a polygon with a hole (the hole does not widen the box)",
    {
      given: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 10],
            [0, 0],
          ],
          [
            [2, 2],
            [8, 2],
            [8, 8],
            [2, 2],
          ],
        ],
      },
      want: [0, 0, 10, 10],
    },
  ],
  [
    "a multipolygon",
    {
      given: {
        type: "MultiPolygon",
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          [
            [
              [-4, 7],
              [-3, 7],
              [-3, 9],
              [-4, 7],
            ],
          ],
        ],
      },
      want: [-4, 0, 1, 9],
    },
  ],
];

const malformed: [string, { given: unknown; want: RegExp }][] = [
  [
    "an unsupported type",
    { given: { type: "Circle", coordinates: [0, 0] }, want: /unsupported geometry type 'Circle'/ },
  ],
  [
    "a geometry collection",
    { given: { type: "GeometryCollection", coordinates: [] }, want: /unsupported geometry type/ },
  ],
  ["no object", { given: null, want: /must be an object/ }],
  ["a point with one number", { given: { type: "Point", coordinates: [19.4] }, want: /2 or 3 numbers/ }],
  ["a point with text", { given: { type: "Point", coordinates: ["19.4", 51.7] }, want: /finite number/ }],
  ["a point with NaN", { given: { type: "Point", coordinates: [Number.NaN, 51.7] }, want: /finite number/ }],
  ["a line of one position", { given: { type: "LineString", coordinates: [[0, 0]] }, want: /at least 2/ }],
  ["a line of numbers", { given: { type: "LineString", coordinates: [0, 0] }, want: /2 or 3 numbers/ }],
  [
    "an open ring",
    {
      given: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
      want: /must end at its first position/,
    },
  ],
  [
    "a ring of three positions",
    {
      given: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      },
      want: /at least 4/,
    },
  ],
  ["a polygon without rings", { given: { type: "Polygon", coordinates: [] }, want: /non-empty array/ }],
  ["missing coordinates", { given: { type: "Polygon" }, want: /non-empty array/ }],
  ["an empty multipoint", { given: { type: "MultiPoint", coordinates: [] }, want: /at least 1/ }],
];

describe("geometryBounds", () => {
  it.each(bounds)("boxes %s", (_name, { given, want }) => {
    expect(geometryBounds(given)).toEqual(want);
  });

  it.each(malformed)("refuses %s", (_name, { given, want }) => {
    expect(() => geometryBounds(given as Geometry)).toThrow(want);
  });
});
