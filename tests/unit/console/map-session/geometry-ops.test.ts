import { area } from "@turf/area";
import { describe, expect, test } from "vitest";
import {
  type AreaResult,
  difference,
  rotate,
  translate,
  union,
} from "../../../../src/console/map/session/geometry-ops.ts";
import type { Geometry, Position, SessionFeature } from "../../../../src/console/map/session/types.ts";
import { origin, square } from "./fixtures.ts";

const of = (geometry: Geometry, key = "k"): SessionFeature => ({
  key,
  geometry,
  properties: { type: "room" },
});
const cell = area(square(0, 0));
const point: Geometry = { type: "Point", coordinates: origin };
const flat: Geometry = {
  type: "Polygon",
  coordinates: [[origin, [origin[0] + 0.001, origin[1]], [origin[0] + 0.002, origin[1]], origin]],
};
const line: Geometry = { type: "LineString", coordinates: [origin, [origin[0] + 0.001, origin[1]]] };

/** The result's kind and its area in cells, so tables read in squares rather than square metres. */
const outcome = (result: AreaResult) =>
  "error" in result
    ? { error: result.error }
    : { type: result.geometry.type, cells: area(result.geometry) / cell };

type Want = { error: string } | { type: string; cells: number };
const expectOutcome = (result: AreaResult, want: Want) => {
  const got = outcome(result);
  if ("cells" in want && "cells" in got) {
    expect(got.type).toBe(want.type);
    expect(got.cells).toBeCloseTo(want.cells, 3);
  } else {
    expect(got).toEqual(want);
  }
};

describe("union", () => {
  const cases: [string, { given: Geometry[]; want: Want }][] = [
    ["two neighbours", { given: [square(0, 0), square(1, 0)], want: { type: "Polygon", cells: 2 } }],
    ["overlapping", { given: [square(0, 0), square(0.5, 0)], want: { type: "Polygon", cells: 1.5 } }],
    [
      "three in an L",
      { given: [square(0, 0), square(1, 0), square(0, 1)], want: { type: "Polygon", cells: 3 } },
    ],
    ["apart", { given: [square(0, 0), square(3, 3)], want: { type: "MultiPolygon", cells: 2 } }],
    ["flat polygons: nothing", { given: [flat, flat], want: { error: "empty" } }],
    ["with a point: refused", { given: [square(0, 0), point], want: { error: "notPolygons" } }],
    ["with a line: refused", { given: [line, square(0, 0)], want: { error: "notPolygons" } }],
    ["one polygon", { given: [square(0, 0)], want: { error: "tooFew" } }],
    ["nothing", { given: [], want: { error: "tooFew" } }],
  ];
  test.each(cases)("%s", (_, { given, want }) => expectOutcome(union(given.map((g) => of(g))), want));
});

describe("difference", () => {
  const big = square(0, 0, 0.0002);
  const cases: [string, { given: [Geometry, Geometry[]]; want: Want }][] = [
    ["a corner cut off", { given: [big, [square(1, 1)]], want: { type: "Polygon", cells: 3 } }],
    ["two cuts", { given: [big, [square(1, 1), square(0, 0)]], want: { type: "MultiPolygon", cells: 2 } }],
    ["a hole", { given: [big, [square(0.5, 0.5)]], want: { type: "Polygon", cells: 3 } }],
    ["nothing in common", { given: [big, [square(5, 5)]], want: { type: "Polygon", cells: 4 } }],
    ["all cut away", { given: [square(1, 1), [square(0, 0, 0.0005)]], want: { error: "empty" } }],
    ["cut from itself", { given: [big, [big]], want: { error: "empty" } }],
    ["a point to cut: refused", { given: [big, [point]], want: { error: "notPolygons" } }],
    ["a line to cut from: refused", { given: [line, [big]], want: { error: "notPolygons" } }],
    ["nothing to cut", { given: [big, []], want: { error: "tooFew" } }],
  ];
  test.each(cases)("%s", (_, { given: [first, others], want }) =>
    expectOutcome(
      difference(
        of(first),
        others.map((g) => of(g)),
      ),
      want,
    ),
  );
});

// One metre in degrees at the campus on turf's sphere (radius 6,371,008.8 m): north, and east along the parallel.
const metreNorth = 180 / (Math.PI * 6_371_008.8);
const metreEast = metreNorth / Math.cos((origin[1] * Math.PI) / 180);

describe("translate", () => {
  const cases: [string, { given: [number, number]; want: Position }][] = [
    ["east", { given: [2, 0], want: [origin[0] + 2 * metreEast, origin[1]] }],
    ["south", { given: [0, -3], want: [origin[0], origin[1] - 3 * metreNorth] }],
    ["north-west", { given: [-1, 1], want: [origin[0] - metreEast, origin[1] + metreNorth] }],
    ["nowhere", { given: [0, 0], want: origin }],
  ];
  test.each(cases)("%s", (_, { given: [dx, dy], want }) => {
    const moved = translate({ type: "Point", coordinates: origin }, dx, dy);
    expect(moved.coordinates[0]).toBeCloseTo(want[0], 9);
    expect(moved.coordinates[1]).toBeCloseTo(want[1], 9);
  });

  test("keeps the input and the shape", () => {
    const input = square(0, 0);
    const moved = translate(input, 5, 5);
    expect(input).toEqual(square(0, 0));
    expect(area(moved)).toBeCloseTo(cell, 1);
  });
});

describe("rotate", () => {
  const centreOf = (geometry: Geometry): Position => {
    const ring = geometry.type === "Polygon" ? geometry.coordinates[0] : undefined;
    const corners = ring?.slice(0, 4) ?? [];
    return [corners.reduce((s, p) => s + p[0], 0) / 4, corners.reduce((s, p) => s + p[1], 0) / 4];
  };
  // Two squares east and west of the group's centre, 0.0002° apart in longitude.
  const group = [square(1, 0), square(-1, 0)];
  const groupCentre = centreOf(square(0, 0));

  const cases: [
    string,
    { given: { degrees: number; pivot?: Position }; want: "north-south" | "east-west" },
  ][] = [
    [
      "a quarter turn puts the pair north and south of their centre",
      { given: { degrees: 90 }, want: "north-south" },
    ],
    ["a half turn swaps them, still east and west", { given: { degrees: 180 }, want: "east-west" }],
    ["a full turn", { given: { degrees: 360 }, want: "east-west" }],
  ];
  test.each(cases)("%s", (_, { given, want }) => {
    const [first, second] = rotate(group, given.degrees, given.pivot).map(centreOf);
    if (!first || !second) throw new Error("lost a geometry");
    const middle: Position = [(first[0] + second[0]) / 2, (first[1] + second[1]) / 2];
    expect(middle[0]).toBeCloseTo(groupCentre[0], 9);
    expect(middle[1]).toBeCloseTo(groupCentre[1], 9);
    const [dLon, dLat] = [Math.abs(first[0] - second[0]), Math.abs(first[1] - second[1])];
    if (want === "north-south") expect(dLon).toBeLessThan(1e-9);
    else expect(dLat).toBeLessThan(1e-9);
  });

  test("clockwise, as turf turns", () => {
    const [east] = rotate([square(1, 0)], 90, groupCentre).map(centreOf);
    expect(east?.[1]).toBeLessThan(groupCentre[1]);
  });

  test("around a given pivot", () => {
    const pivot = centreOf(square(1, 0));
    const [turned] = rotate([square(1, 0)], 45, pivot).map(centreOf);
    expect(turned?.[0]).toBeCloseTo(pivot[0], 9);
    expect(turned?.[1]).toBeCloseTo(pivot[1], 9);
  });

  test("keeps areas", () => {
    for (const turned of rotate(group, 33)) expect(area(turned)).toBeCloseTo(cell, 0);
  });
});
