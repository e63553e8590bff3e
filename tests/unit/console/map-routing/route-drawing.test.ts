/** What the route preview draws on each floor and lists as steps, for paths written by hand. */
import { describe, expect, it } from "vitest";
import {
  type Route,
  routeDrawing,
  routeSteps,
  splitDuration,
} from "../../../../src/console/map/routing/route-drawing.ts";

type Position = [number, number];
// a line has two positions at least, as the contract says
const line = (...coordinates: [Position, Position, ...Position[]]) => ({
  type: "LineString" as const,
  coordinates,
});
const stretch = (floor: string, ...coordinates: [Position, Position, ...Position[]]) => ({
  floor,
  geometry: line(...coordinates),
  length: 10,
  duration: 7,
});
const change = (from: string, to: string, at: Position, via: string | null = "lift") => ({
  from,
  to,
  at,
  via,
  feature: 1,
  duration: 20,
});
const route = (floors: Route["floors"], floorChanges: Route["floorChanges"]): Route => ({
  from: { id: 1, type: "room", floor: floors[0]?.floor ?? "p0" },
  to: { id: 2, type: "room", floor: floors.at(-1)?.floor ?? "p0" },
  accessible: false,
  length: 20,
  duration: 34,
  floors,
  floorChanges,
});

// Up from p0 to p2 by lift and back down to p1 by stairs.
const upAndDown = route(
  [stretch("p0", [0, 0], [1, 0]), stretch("p2", [1, 0], [2, 0]), stretch("p1", [2, 0], [3, 0])],
  [change("p0", "p2", [1, 0]), change("p2", "p1", [2, 0], "stairs")],
);
// From a lift stop on p0 straight up to p1, then a walk.
const fromShaft = route([stretch("p1", [5, 5], [6, 5])], [change("p0", "p1", [5, 5])]);
// A walk on p0, then up by lift to where the path ends.
const intoShaft = route([stretch("p0", [0, 0], [5, 5])], [change("p0", "p1", [5, 5])]);

describe("routeSteps", () => {
  const cases: [string, { given: Route; want: string[] }][] = [
    ["one floor", { given: route([stretch("p0", [0, 0], [1, 0])], []), want: ["walk p0"] }],
    [
      "up and down again",
      {
        given: upAndDown,
        want: ["walk p0", "change p0>p2 lift", "walk p2", "change p2>p1 stairs", "walk p1"],
      },
    ],
    ["starting in a shaft", { given: fromShaft, want: ["change p0>p1 lift", "walk p1"] }],
    ["ending in a shaft", { given: intoShaft, want: ["walk p0", "change p0>p1 lift"] }],
    ["a feature to itself", { given: route([], []), want: [] }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(
      routeSteps(given).map((s) =>
        s.kind === "walk" ? `walk ${s.floor}` : `change ${s.from}>${s.to} ${s.via}`,
      ),
    ).toEqual(want);
  });
});

describe("routeDrawing", () => {
  const marks = (given: Route, floor: string) =>
    routeDrawing(given, floor).markers.map(
      (m) => `${m.kind}${m.floor ? ` ${m.floor}` : ""} ${m.at.join(",")}`,
    );
  const cases: [string, { given: Route; floor: string; lines: number; markers: string[] }][] = [
    [
      "the first floor: start, and where it leaves",
      { given: upAndDown, floor: "p0", lines: 1, markers: ["start 0,0", "leave p2 1,0"] },
    ],
    [
      "a floor between: where it arrives and leaves",
      { given: upAndDown, floor: "p2", lines: 1, markers: ["leave p1 2,0", "arrive p0 1,0"] },
    ],
    [
      "the last floor: where it arrives, and the end",
      { given: upAndDown, floor: "p1", lines: 1, markers: ["arrive p2 2,0", "end 3,0"] },
    ],
    ["a floor the path does not pass", { given: upAndDown, floor: "p5", lines: 0, markers: [] }],
    [
      "starting in a shaft: the start where it leaves",
      { given: fromShaft, floor: "p0", lines: 0, markers: ["start 5,5", "leave p1 5,5"] },
    ],
    [
      "ending in a shaft: the end where it arrives",
      { given: intoShaft, floor: "p1", lines: 0, markers: ["arrive p0 5,5", "end 5,5"] },
    ],
  ];
  it.each(cases)("%s", (_name, { given, floor, lines, markers }) => {
    expect(routeDrawing(given, floor).lines).toHaveLength(lines);
    expect(marks(given, floor)).toEqual(markers);
  });
});

describe("splitDuration", () => {
  it.each([
    [0, { minutes: 0, seconds: 0 }],
    [59, { minutes: 0, seconds: 59 }],
    [75, { minutes: 1, seconds: 15 }],
    [119.6, { minutes: 2, seconds: 0 }],
  ])("%s s", (given, want) => {
    expect(splitDuration(given)).toEqual(want);
  });
});
