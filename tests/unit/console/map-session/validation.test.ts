import { describe, expect, it, test } from "vitest";
import type { Geometry, Position, SessionFeature } from "../../../../src/console/map/session/types.ts";
import {
  blocking,
  type Issue,
  type ValidationOptions,
  validate,
} from "../../../../src/console/map/session/validation.ts";
import { origin, square } from "./fixtures.ts";

const cellSize = 0.0001;
/** A position in cells from the origin. */
const at = (col: number, row: number): Position => [origin[0] + col * cellSize, origin[1] + row * cellSize];
const line = (...cells: [number, number][]): Geometry => ({
  type: "LineString",
  coordinates: cells.map(([c, r]) => at(c, r)),
});
const point = (col: number, row: number): Geometry => ({ type: "Point", coordinates: at(col, row) });
const ring = (...cells: [number, number][]): Geometry => ({
  type: "Polygon",
  coordinates: [cells.map(([c, r]) => at(c, r))],
});

let next = 0;
const feature = (
  type: string,
  geometry: Geometry,
  properties: Record<string, unknown> = {},
): SessionFeature => ({
  key: `${type}-${++next}`,
  geometry,
  properties: { type, ...properties },
});

/** The level spans cells 0 to 10 both ways. */
const level = { key: "level", geometry: square(0, 0, 10 * cellSize), properties: { type: "level" } };
const inLevel = (features: SessionFeature[]) => [level, ...features];
const noRequired: ValidationOptions = { required: {} };

const summary = (issues: Issue[]) =>
  issues.map(({ key, code, fields }) =>
    [key.replace(/-\d+$/, ""), code, ...(fields ? [fields.join(",")] : [])].join(" "),
  );

const cases: [
  string,
  { given: { features: SessionFeature[]; options?: ValidationOptions }; want: string[] },
][] = [
  ["a sound room in its level", { given: { features: inLevel([feature("room", square(1, 1))]) }, want: [] }],

  [
    "a bow tie",
    {
      given: { features: [feature("room", ring([0, 0], [1, 1], [1, 0], [0, 1], [0, 0]))] },
      want: ["room selfIntersection"],
    },
  ],
  [
    // valid by OGC simple features, as the server sees it (src/shared/geometry-validity.ts)
    "a line crossing itself",
    { given: { features: [feature("route", line([0, 0], [1, 1], [1, 0], [0, 1]))] }, want: [] },
  ],
  [
    "a hole outside its outline",
    {
      given: {
        features: [
          feature("room", {
            type: "Polygon",
            coordinates: [
              ...(ring([0, 0], [4, 0], [4, 4], [0, 4], [0, 0]) as { coordinates: Position[][] }).coordinates,
              ...(ring([6, 6], [6, 7], [7, 7], [7, 6], [6, 6]) as { coordinates: Position[][] }).coordinates,
            ],
          }),
        ],
      },
      want: ["room holeOutsideShell"],
    },
  ],
  [
    "a hole crossing its outline",
    {
      given: {
        features: [
          feature("room", {
            type: "Polygon",
            coordinates: [
              ...(ring([0, 0], [4, 0], [4, 4], [0, 4], [0, 0]) as { coordinates: Position[][] }).coordinates,
              ...(ring([2, 2], [2, 6], [3, 6], [3, 2], [2, 2]) as { coordinates: Position[][] }).coordinates,
            ],
          }),
        ],
      },
      want: ["room selfIntersection"],
    },
  ],
  [
    "a repeated vertex is no crossing",
    {
      given: { features: [feature("room", ring([0, 0], [1, 0], [1, 0], [1, 1], [0, 1], [0, 0]))] },
      want: [],
    },
  ],
  [
    "a multipolygon whose parts overlap",
    {
      given: {
        features: [
          feature("room", {
            type: "MultiPolygon",
            coordinates: [
              [...(square(0, 0) as { coordinates: Position[][] }).coordinates],
              [...(square(0.5, 0.5) as { coordinates: Position[][] }).coordinates],
            ],
          }),
        ],
      },
      want: ["room selfIntersection"],
    },
  ],

  [
    "a line of one point",
    { given: { features: [feature("door", line([1, 1], [1, 1]))] }, want: ["door tooFewPoints"] },
  ],
  ["a line of two points", { given: { features: [feature("route", line([1, 1], [2, 1]))] }, want: [] }],
  [
    "a ring of three positions",
    { given: { features: [feature("room", ring([0, 0], [1, 0], [0, 0]))] }, want: ["room tooFewPoints"] },
  ],
  [
    "a ring of two distinct positions",
    {
      given: { features: [feature("room", ring([0, 0], [1, 0], [1, 0], [0, 0]))] },
      want: ["room tooFewPoints"],
    },
  ],
  [
    "a polygon without rings",
    {
      given: { features: [feature("room", { type: "Polygon", coordinates: [] })] },
      want: ["room tooFewPoints"],
    },
  ],
  ["a triangle", { given: { features: [feature("room", ring([0, 0], [1, 0], [0, 1], [0, 0]))] }, want: [] }],

  [
    "an open ring",
    {
      given: { features: [feature("room", ring([0, 0], [1, 0], [1, 1], [0, 1]))] },
      want: ["room unclosedRing"],
    },
  ],
  [
    "an open ring of three",
    {
      given: { features: [feature("room", ring([0, 0], [1, 0], [1, 1]))] },
      want: ["room tooFewPoints"],
    },
  ],

  [
    "a required field missing, blank or null",
    {
      given: {
        features: [
          feature("room", square(1, 1), { name: " ", alias: null }),
          feature("room", square(2, 2), { name: "A", alias: "B" }),
        ],
        options: { required: { room: ["name", "alias", "sort"] } },
      },
      want: ["room requiredMissing name,alias,sort", "room requiredMissing sort"],
    },
  ],
  [
    "zero and false are values",
    {
      given: {
        features: [feature("room", square(1, 1), { sort: 0, accessible: false })],
        options: { required: { room: ["sort", "accessible"] } },
      },
      want: [],
    },
  ],
  [
    "required fields of another type",
    {
      given: {
        features: [feature("room", square(1, 1))],
        options: { required: { door: ["name"], constructor: ["x"] } },
      },
      want: [],
    },
  ],

  [
    "two features with one key: both",
    {
      given: {
        features: [
          feature("room", square(1, 1), { key: "A1" }),
          feature("room", square(2, 2), { key: " A1 " }),
          feature("room", square(3, 3), { key: "A2" }),
        ],
      },
      want: ["room duplicateKey", "room duplicateKey"],
    },
  ],
  [
    "empty keys are no duplicates",
    {
      given: {
        features: [
          feature("room", square(1, 1), { key: "" }),
          feature("room", square(2, 2), { key: "" }),
          feature("room", square(3, 3)),
        ],
      },
      want: [],
    },
  ],

  [
    "a room outside the level",
    { given: { features: inLevel([feature("room", square(12, 12))]) }, want: ["room outsideLevel"] },
  ],
  [
    "a room across the level's edge",
    { given: { features: inLevel([feature("room", square(9.5, 1))]) }, want: ["room outsideLevel"] },
  ],
  [
    "a room along the level's edge",
    { given: { features: inLevel([feature("room", square(0, 0))]) }, want: [] },
  ],
  // A cell is about 7 m wide here: 0.0001 cell is under a millimetre, 0.015 cell about 10 cm.
  [
    "a room a hair beyond the level's edge",
    {
      given: {
        features: inLevel([feature("room", ring([9, 1], [10.0001, 1], [10.0001, 2], [9, 2], [9, 1]))]),
      },
      want: [],
    },
  ],
  [
    "a room 10 cm beyond the level's edge",
    {
      given: { features: inLevel([feature("room", ring([9, 1], [10.015, 1], [10.015, 2], [9, 2], [9, 1]))]) },
      want: ["room outsideLevel"],
    },
  ],
  [
    "a point on the level's edge",
    { given: { features: inLevel([feature("beaconplace", point(10, 5))]) }, want: [] },
  ],
  [
    "a point outside the level",
    {
      given: { features: inLevel([feature("beaconplace", point(-1, -1))]) },
      want: ["beaconplace outsideLevel"],
    },
  ],
  [
    "a route leaving the level",
    { given: { features: inLevel([feature("route", line([5, 5], [15, 5]))]) }, want: ["route outsideLevel"] },
  ],
  ["a floor with no level polygon", { given: { features: [feature("room", square(12, 12))] }, want: [] }],
  [
    "types that lie outside buildings",
    {
      given: {
        features: inLevel(
          ["campus", "building", "parking", "background"].map((type) => feature(type, square(20, 20))),
        ),
      },
      want: [],
    },
  ],
  [
    "a list of level-free types of one's own",
    {
      given: {
        features: inLevel([feature("parking", square(20, 20)), feature("poi", point(20, 20))]),
        options: { required: {}, levelFree: ["level", "poi"] },
      },
      want: ["parking outsideLevel"],
    },
  ],
  [
    "in one level polygon of two",
    {
      given: {
        features: [
          level,
          { ...level, key: "level-b", geometry: square(1, 0, 10 * cellSize) },
          feature("room", square(15, 5)),
        ],
      },
      want: [],
    },
  ],

  [
    "a door in the middle of nowhere",
    {
      given: { features: [feature("room", square(1, 1)), feature("door", line([5, 5], [5, 6]))] },
      want: ["door doorTouchesNothing"],
    },
  ],
  [
    "a door inside the level only",
    {
      given: { features: inLevel([feature("room", square(1, 1)), feature("door", line([5, 5], [5, 6]))]) },
      want: [],
    },
  ],
  [
    "a door across a room's wall",
    {
      given: {
        features: inLevel([feature("room", square(1, 1)), feature("door", line([1.5, 0.9], [1.5, 1.1]))]),
      },
      want: [],
    },
  ],
  [
    "a door on a wall polygon",
    {
      given: { features: [feature("wall", square(1, 1)), feature("door", line([1.5, 2], [1.5, 3]))] },
      want: [],
    },
  ],
  [
    "a door touching only a region of interest",
    {
      given: { features: [feature("roi", square(1, 1)), feature("door", line([1.5, 1.5], [1.5, 3]))] },
      want: ["door doorTouchesNothing"],
    },
  ],

  [
    "a connector alone",
    { given: { features: [feature("connector", point(5, 5))] }, want: ["connector connectorTouchesNothing"] },
  ],
  [
    "a connector in a room",
    { given: { features: [feature("room", square(1, 1)), feature("connector", point(1.5, 1.5))] }, want: [] },
  ],
  [
    "a connector on a building's outline",
    {
      given: { features: [feature("building", square(1, 1)), feature("connector", point(2, 1.5))] },
      want: [],
    },
  ],
  [
    "a connector at a route's end",
    {
      given: { features: [feature("route", line([3, 3], [6, 4])), feature("connector", point(6, 4))] },
      want: [],
    },
  ],
  [
    "a connector along a route",
    {
      given: { features: [feature("route", line([3, 3], [6, 4])), feature("connector", point(4.5, 3.5))] },
      want: [],
    },
  ],
  [
    "a connector beside a route",
    {
      given: { features: [feature("route", line([3, 3], [6, 4])), feature("connector", point(4.5, 3.6))] },
      want: ["connector connectorTouchesNothing"],
    },
  ],
  [
    "a connector in a region of interest",
    {
      given: { features: [feature("roi", square(1, 1)), feature("connector", point(1.5, 1.5))] },
      want: ["connector connectorTouchesNothing"],
    },
  ],

  [
    "a broken shape is not checked for its place",
    {
      given: { features: inLevel([feature("room", ring([20, 20], [21, 21], [21, 20], [20, 21], [20, 20]))]) },
      want: ["room selfIntersection"],
    },
  ],
];

describe("validate", () => {
  test.each(cases)("%s", (_, { given, want }) => {
    expect(summary(validate(given.features, given.options ?? noRequired))).toEqual(want);
  });

  it("marks what blocks a save as an error and the rest as warnings", () => {
    const issues = validate(
      inLevel([
        feature("room", ring([0, 0], [1, 1], [1, 0], [0, 1], [0, 0]), { key: "A" }),
        feature("room", square(12, 12), { key: "A" }),
        feature("door", line([15, 15], [15, 16])),
        feature("connector", point(-3, -3)),
      ]),
      { required: { connector: ["name"] } },
    );
    const severities = Object.fromEntries(issues.map((issue) => [issue.code, issue.severity]));
    expect(severities).toEqual({
      selfIntersection: "error",
      duplicateKey: "error",
      outsideLevel: "warning",
      doorTouchesNothing: "warning",
      connectorTouchesNothing: "warning",
      requiredMissing: "error",
    });
    expect(blocking(issues).map((issue) => issue.code)).toEqual([
      "selfIntersection",
      "duplicateKey",
      "duplicateKey",
      "requiredMissing",
    ]);
  });

  it("lets a clean floor pass", () => {
    expect(blocking(validate(inLevel([feature("room", square(1, 1))]), noRequired))).toEqual([]);
  });

  it("checks a floor of 5,000 features through the index", () => {
    const features: SessionFeature[] = [{ ...level, geometry: square(0, 0, 100 * cellSize) }];
    for (let i = 0; features.length < 5_000; i++) {
      const [col, row] = [(i % 49) * 2 + 1, Math.floor(i / 49) * 2 + 1];
      features.push(
        feature("room", square(col, row), { key: `R${i}`, name: `room ${i}` }),
        feature("door", line([col + 0.5, row - 0.1], [col + 0.5, row + 0.1])),
        feature("connector", point(col + 0.5, row + 0.5)),
      );
    }
    const broken = feature("room", square(200, 200), { key: "R0" });
    const issues = validate([...features, broken], { required: { room: ["name"] } });
    expect(summary(issues)).toEqual([
      "room duplicateKey",
      "room requiredMissing name",
      "room duplicateKey",
      "room outsideLevel",
    ]);
    expect(issues.filter((issue) => issue.key === broken.key)).toHaveLength(3);
  });
});
