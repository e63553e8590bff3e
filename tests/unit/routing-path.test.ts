/**
 * Paths on small networks drawn by hand in metres (tests/support/routing-features.ts): one-way lines,
 * step-free paths, floor changes, the features a path starts from, and the refusals.
 */
import { describe, expect, it } from "vitest";
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";
import { findRoute, type RouteOutcome } from "../../src/server/routing/route-finder.ts";
import { buildRoutingNetwork } from "../../src/server/routing/routing-network.ts";
import { walkingSpeed } from "../../src/server/routing/routing-rules.ts";
import { connector, door, m, poi, room, route, stairs } from "../support/routing-features.ts";

const walk = (metres: number) => metres / walkingSpeed;
/** A position within about 5 cm of `expected` (nodes are placed to 1e-7 degrees). */
const near = (expected: [number, number]) => (actual: unknown) =>
  Array.isArray(actual) &&
  Math.abs(actual[0] - expected[0]) < 1e-6 &&
  Math.abs(actual[1] - expected[1]) < 1e-6;

/** The answer's figures and the floors it passes, the geometry left out. */
function outline(outcome: RouteOutcome) {
  if ("refused" in outcome) return outcome;
  const { length, duration, floors, floorChanges } = outcome.route;
  return {
    length,
    duration,
    floors: floors.map((f) => f.floor),
    changes: floorChanges.map((c) => `${c.from}>${c.to} ${c.via}`),
  };
}

describe("a one-way corridor", () => {
  // A–B is walked east only; the way back goes round by the north corridor (40 m).
  const eastOnly = route("p0", [m(0, 0), m(20, 0)], { direction: "forward" });
  const loop = route("p0", [m(20, 0), m(20, 10), m(0, 10), m(0, 0)]);
  const atA = poi("p0", m(0, -1));
  const atB = poi("p0", m(20, -1));
  const network = buildRoutingNetwork([eastOnly, loop, atA, atB]);

  const cases: [string, { from: GraphFeature; to: GraphFeature; want: ReturnType<typeof outline> }][] = [
    [
      "is taken the way it is drawn",
      {
        from: atA,
        to: atB,
        want: { length: 20, duration: Math.round(walk(20)), floors: ["p0"], changes: [] },
      },
    ],
    [
      "is not taken against it",
      {
        from: atB,
        to: atA,
        want: { length: 40, duration: Math.round(walk(40)), floors: ["p0"], changes: [] },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { from, to, want }) => {
    expect(outline(findRoute(network, from, to, false))).toEqual(want);
  });

  it("drawn end to start is walked from its end", () => {
    const westOnly = route("p0", [m(0, 0), m(20, 0)], { direction: "backward" });
    const reversed = buildRoutingNetwork([westOnly, loop, atA, atB]);
    expect(outline(findRoute(reversed, atB, atA, false))).toMatchObject({ length: 20 });
    expect(outline(findRoute(reversed, atA, atB, false))).toMatchObject({ length: 40 });
  });

  it("with no way round there is no path back (3005)", () => {
    const alone = buildRoutingNetwork([eastOnly, atA, atB]);
    expect(findRoute(alone, atB, atA, false)).toEqual({ refused: 3005, field: "general" });
  });
});

describe("two floors joined by stairs at the west end and a lift at the east end", () => {
  // Per floor a 40 m corridor on y = 0; doors 2 m north of it.
  const corridor0 = route("p0", [m(0, 0), m(40, 0)]);
  const corridor1 = route("p1", [m(0, 0), m(40, 0)]);
  const corridor2 = route("p2", [m(0, 0), m(40, 0)]);
  const shaft = (key: string, type: string, at: [number, number], extra: Record<string, unknown>) =>
    ["p0", "p1", "p2"].map((floor) =>
      connector(floor, at, { connector_key: key, connector_type: type, ...extra }),
    );
  const staircase = shaft("S", "stairs", m(0, 0), { travel_time: 10 });
  const lift = shaft("L", "lift", m(40, 0), { travel_time: 20 });
  const lecture = room("p0", [0, 2, 10, 8], { key: "R1" });
  const lectureDoor = door("p0", [m(4.5, 2), m(5.5, 2)]);
  const office = room("p1", [30, 2, 40, 8], { key: "R3" });
  const officeDoor = door("p1", [m(34.5, 2), m(35.5, 2)], { room: "R3" });
  const library = room("p2", [30, 2, 40, 8], { key: "R5" });
  const libraryDoor = door("p2", [m(34.5, 2), m(35.5, 2)]);
  const features = [
    corridor0,
    corridor1,
    corridor2,
    ...staircase,
    ...lift,
    lecture,
    lectureDoor,
    office,
    officeDoor,
    library,
    libraryDoor,
  ];
  const network = buildRoutingNetwork(features);

  it("takes the quickest way, the stairs, from door to door", () => {
    // 2 m out of the lecture room, 5 m west, the stairs (10 s), 35 m east, 2 m into the office.
    const outcome = findRoute(network, lecture, office, false);
    expect(outline(outcome)).toEqual({
      length: 44,
      duration: Math.round(walk(44) + 10),
      floors: ["p0", "p1"],
      changes: ["p0>p1 stairs"],
    });
    if (!("route" in outcome)) throw new Error("no route");
    const [first, second] = outcome.route.floors;
    expect(first?.geometry.coordinates.map(([x, y]) => [x.toFixed(6), y.toFixed(6)])).toEqual(
      [m(5, 2), m(5, 0), m(0, 0)].map(([x, y]) => [x.toFixed(6), y.toFixed(6)]),
    );
    expect(second?.geometry.coordinates).toHaveLength(3);
    expect(outcome.route.floorChanges[0]).toMatchObject({ feature: staircase[0]?.id, duration: 10 });
  });

  it("takes the lift on a step-free path", () => {
    // 35 m east on p0 to the lift (20 s), 5 m west on p1.
    expect(outline(findRoute(network, lecture, office, true))).toEqual({
      length: 44,
      duration: Math.round(walk(44) + 20),
      floors: ["p0", "p1"],
      changes: ["p0>p1 lift"],
    });
  });

  it("passes a floor in the shaft as one floor change", () => {
    expect(outline(findRoute(network, lecture, library, true))).toEqual({
      length: 44,
      duration: Math.round(walk(44) + 40),
      floors: ["p0", "p2"],
      changes: ["p0>p2 lift"],
    });
  });

  it("comes back down the way it went up", () => {
    expect(outline(findRoute(network, office, lecture, false))).toMatchObject({ changes: ["p1>p0 stairs"] });
  });

  it("tells a place reached only by stairs from one not reached at all (3006)", () => {
    const noLift = buildRoutingNetwork(features.filter((f) => !lift.includes(f)));
    expect(findRoute(noLift, lecture, office, true)).toEqual({ refused: 3006, field: "general" });
  });

  it("goes in by another door when one has a step, on a step-free path", () => {
    const stepped = door("p1", [m(34.5, 2), m(35.5, 2)], { room: "R3", accessible: false });
    const side = door("p1", [m(40, 4.5), m(40, 5.5)], { room: "R3" });
    const sideWay = route("p1", [m(40, 0), m(42, 0), m(42, 5)]);
    const twoDoors = buildRoutingNetwork([
      ...features.filter((f) => f !== officeDoor),
      stepped,
      side,
      sideWay,
    ]);
    const lastPoint = (outcome: RouteOutcome) =>
      "route" in outcome ? outcome.route.floors.at(-1)?.geometry.coordinates.at(-1) : outcome;
    expect(lastPoint(findRoute(twoDoors, lecture, office, false))).toSatisfy(near(m(35, 2)));
    expect(lastPoint(findRoute(twoDoors, lecture, office, true))).toSatisfy(near(m(40, 5)));
  });
});

describe("the features a path starts from", () => {
  const corridor = route("p0", [m(0, 0), m(20, 0), m(35, 0), m(40, 0)]);
  const lab = room("p0", [0, 2, 10, 8], { key: "LAB" });
  const labDoor = door("p0", [m(4.5, 2), m(5.5, 2)]);
  const store = room("p0", [30, 2, 40, 8], { key: "STORE" });
  const storeRoute = route("p0", [m(35, 0), m(35, 5)]);
  const closet = room("p0", [20, -10, 25, -5], { key: "CLOSET" });
  const printer = poi("p0", m(8, 6));
  const named = poi("p0", m(100, 100), { room: "LAB" });
  const inStore = poi("p0", m(36, 4));
  const inCloset = poi("p0", m(22, -7));
  const coffee = poi("p0", m(20, -1));
  const shut = connector("p0", m(40, 0), { connector_key: "X", connector_type: "lift", routing: false });
  const upstairs = poi("p1", m(0, 0));
  const start = poi("p0", m(40, -1));
  const network = buildRoutingNetwork([corridor, lab, labDoor, store, storeRoute, closet, shut]);
  const endOf = (outcome: RouteOutcome) =>
    "route" in outcome ? outcome.route.floors.at(-1)?.geometry.coordinates.at(-1) : outcome;

  const cases: [string, { to: GraphFeature; want: (end: unknown) => boolean }][] = [
    ["a room: its door", { to: lab, want: near(m(5, 2)) }],
    ["a room without a door: the routes inside it", { to: store, want: near(m(35, 5)) }],
    ["a point in a room: the room's door", { to: printer, want: near(m(5, 2)) }],
    ["a point naming its room: that room's door", { to: named, want: near(m(5, 2)) }],
    ["a point in a room without a door: the nearest node inside", { to: inStore, want: near(m(35, 5)) }],
    ["a point outside rooms: the nearest node of its floor", { to: coffee, want: near(m(20, 0)) }],
  ];
  it.each(cases)("%s", (_name, { to, want }) => {
    expect(endOf(findRoute(network, start, to, false))).toSatisfy(want);
  });

  const refusals: [string, { from: GraphFeature; to: GraphFeature; want: RouteOutcome }][] = [
    [
      "a connector left out of routing (3003)",
      { from: shut, to: lab, want: { refused: 3003, field: "from" } },
    ],
    [
      "a room with neither door nor route (3004)",
      { from: lab, to: closet, want: { refused: 3004, field: "to" } },
    ],
    ["a point in such a room (3004)", { from: inCloset, to: lab, want: { refused: 3004, field: "from" } }],
    ["a floor without routes (3004)", { from: lab, to: upstairs, want: { refused: 3004, field: "to" } }],
  ];
  it.each(refusals)("refuses %s", (_name, { from, to, want }) => {
    expect(findRoute(network, from, to, false)).toEqual(want);
  });

  it("answers an empty path from a feature to itself", () => {
    expect(findRoute(network, lab, lab, false)).toEqual({
      route: { length: 0, duration: 0, floors: [], floorChanges: [] },
    });
  });
});

describe("stairs drawn on one floor", () => {
  it("are walked by a path with steps and left out of a step-free one", () => {
    const lower = route("p0", [m(0, 0), m(10, 0)]);
    const flight = stairs("p0", [m(10, 0), m(14, 0)]);
    const upper = route("p0", [m(14, 0), m(30, 0)]);
    const ramp = route("p0", [m(10, 0), m(10, 10), m(14, 10), m(14, 0)]);
    const [from, to] = [poi("p0", m(0, -1)), poi("p0", m(30, -1))];
    const network = buildRoutingNetwork([lower, flight, upper, ramp, from, to]);
    expect(outline(findRoute(network, from, to, false))).toMatchObject({ length: 30 });
    expect(outline(findRoute(network, from, to, true))).toMatchObject({ length: 50 });
  });
});
