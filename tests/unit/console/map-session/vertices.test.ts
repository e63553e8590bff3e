import { describe, expect, test } from "vitest";
import type { Geometry, Position } from "../../../../src/console/map/session/types.ts";
import { vertices, withVertex } from "../../../../src/console/map/session/vertices.ts";

const ring = (x: number): Position[] => [
  [x, 0],
  [x + 1, 0],
  [x + 1, 1],
  [x, 0],
];
const to: Position = [9, 9];

const cases: [string, { given: Geometry; paths: number[][]; move: number[]; want: unknown }][] = [
  [
    "a point is its one vertex",
    { given: { type: "Point", coordinates: [1, 2] }, paths: [[]], move: [], want: to },
  ],
  [
    "a line's positions",
    {
      given: {
        type: "LineString",
        coordinates: [
          [0, 0],
          [1, 1],
          [2, 2],
        ],
      },
      paths: [[0], [1], [2]],
      move: [1],
      want: [[0, 0], to, [2, 2]],
    },
  ],
  [
    "a polygon's ring without its closing repeat; the first vertex moves with it",
    {
      given: { type: "Polygon", coordinates: [ring(0)] },
      paths: [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      move: [0, 0],
      want: [[to, [1, 0], [1, 1], to]],
    },
  ],
  [
    "a hole's vertex",
    {
      given: { type: "Polygon", coordinates: [ring(0), ring(5)] },
      paths: [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
        [1, 2],
      ],
      move: [1, 2],
      want: [ring(0), [[5, 0], [6, 0], to, [5, 0]]],
    },
  ],
  [
    "a multipolygon's second part",
    {
      given: { type: "MultiPolygon", coordinates: [[ring(0)], [ring(5)]] },
      paths: [
        [0, 0, 0],
        [0, 0, 1],
        [0, 0, 2],
        [1, 0, 0],
        [1, 0, 1],
        [1, 0, 2],
      ],
      move: [1, 0, 1],
      want: [[ring(0)], [[[5, 0], to, [6, 1], [5, 0]]]],
    },
  ],
];

describe("vertices and withVertex", () => {
  test.each(cases)("%s", (_name, { given, paths, move, want }) => {
    expect(vertices(given).map((v) => v.path)).toEqual(paths);
    const before = JSON.stringify(given);
    expect(withVertex(given, move, to).coordinates).toEqual(want);
    // A copy: the session's frozen geometry is left as it was.
    expect(JSON.stringify(given)).toBe(before);
  });

  test("a path the geometry lacks changes nothing", () => {
    const given: Geometry = { type: "Polygon", coordinates: [ring(0)] };
    expect(withVertex(given, [3, 0], to)).toEqual(given);
  });
});
