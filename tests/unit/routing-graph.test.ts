import { describe, expect, it } from "vitest";
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";
import { haversine } from "../../src/server/routing/line-geometry.ts";
import { buildRoutingGraph } from "../../src/server/routing/routing-graph.ts";
import { defaultTravelTime, walkingSpeed } from "../../src/server/routing/routing-rules.ts";
import * as draw from "../support/routing-features.ts";

let nextId = 1;
const route = (floor: string, ...coordinates: [number, number][]): GraphFeature => ({
  id: nextId++,
  floor,
  type: "route",
  geometry: { type: "LineString", coordinates },
  properties: {},
});
const connector = (floor: string, at: [number, number], properties: Record<string, unknown> = {}) => ({
  id: nextId++,
  floor,
  type: "connector",
  geometry: { type: "Point", coordinates: at },
  properties,
});

// About 7 m apart in longitude and 11 m in latitude, near the campus in Łódź.
const a: [number, number] = [19.4671, 51.7701];
const b: [number, number] = [19.4672, 51.7701];
const c: [number, number] = [19.4672, 51.7702];
const d: [number, number] = [19.4673, 51.7702];
/** About 1.3 m north of b: a connector there steps to b. */
const nearB: [number, number] = [19.4672, 51.77011];

describe("buildRoutingGraph", () => {
  const cases: [
    string,
    { given: GraphFeature[]; want: { nodes: number; edges: number; floors: string[]; components: number } },
  ][] = [
    [
      "a single corridor",
      { given: [route("p0", a, b, c)], want: { nodes: 3, edges: 2, floors: ["p0"], components: 1 } },
    ],
    [
      "corridors meeting at a shared vertex are one network",
      {
        given: [route("p0", a, b), route("p0", b, c)],
        want: { nodes: 3, edges: 2, floors: ["p0"], components: 1 },
      },
    ],
    [
      "vertices equal to 1e-7 degrees are one node",
      {
        given: [route("p0", a, b), route("p0", [b[0] + 2e-8, b[1] - 2e-8], c)],
        want: { nodes: 3, edges: 2, floors: ["p0"], components: 1 },
      },
    ],
    [
      "corridors that do not touch are two components",
      {
        given: [route("p0", a, b), route("p0", c, d)],
        want: { nodes: 4, edges: 2, floors: ["p0"], components: 2 },
      },
    ],
    [
      "the same corridor drawn twice gives one edge",
      {
        given: [route("p0", a, b), route("p0", b, a)],
        want: { nodes: 2, edges: 1, floors: ["p0"], components: 1 },
      },
    ],
    [
      "a repeated vertex adds no edge to itself",
      { given: [route("p0", a, a, b)], want: { nodes: 2, edges: 1, floors: ["p0"], components: 1 } },
    ],
    [
      "a connector beside the corridor steps to the nearest node",
      {
        given: [route("p0", a, b, c), connector("p0", [19.46721, 51.77021])],
        want: { nodes: 4, edges: 3, floors: ["p0"], components: 1 },
      },
    ],
    [
      "a connector on a vertex is that node",
      {
        given: [route("p0", a, b), connector("p0", b)],
        want: { nodes: 2, edges: 1, floors: ["p0"], components: 1 },
      },
    ],
    [
      "a connector farther than 10 m from every route stays alone",
      {
        given: [route("p0", a, b), connector("p0", c)],
        want: { nodes: 3, edges: 1, floors: ["p0"], components: 2 },
      },
    ],
    [
      "a connector on a floor without routes stays alone",
      {
        given: [route("p0", a, b), connector("p1", c)],
        want: { nodes: 3, edges: 1, floors: ["p0", "p1"], components: 2 },
      },
    ],
    [
      "two floors joined by a lift",
      {
        given: [
          route("p0", a, b),
          route("p1", a, b),
          connector("p0", nearB, { connector_key: "lift-A" }),
          connector("p1", nearB, { connector_key: "lift-A" }),
        ],
        want: { nodes: 6, edges: 5, floors: ["p0", "p1"], components: 1 },
      },
    ],
    [
      "connectors with different keys do not join floors",
      {
        given: [
          route("p0", a, b),
          route("p1", a, b),
          connector("p0", nearB, { connector_key: "lift-A" }),
          connector("p1", nearB, { connector_key: "lift-B" }),
        ],
        want: { nodes: 6, edges: 4, floors: ["p0", "p1"], components: 2 },
      },
    ],
    [
      "a shaft joins consecutive floors only, in building order",
      {
        given: [
          connector("p1", a, { connector_key: 7 }),
          connector("p-1", a, { connector_key: 7 }),
          connector("p0", a, { connector_key: 7 }),
        ],
        want: { nodes: 3, edges: 2, floors: ["p-1", "p0", "p1"], components: 1 },
      },
    ],
    [
      "other types and geometries are left out",
      {
        given: [
          { ...route("p0", a, b), type: "wall" },
          { ...route("p0", a, b), geometry: { type: "Polygon", coordinates: [[a, b, c, a]] } },
          { ...connector("p0", a), geometry: { type: "LineString", coordinates: [a, b] } },
        ],
        want: { nodes: 0, edges: 0, floors: [], components: 0 },
      },
    ],
  ];

  it.each(cases)("%s", (_name, { given, want }) => {
    const graph = buildRoutingGraph(given);
    expect({
      nodes: graph.nodes.length,
      edges: graph.edges.length,
      floors: graph.floors,
      components: graph.components,
    }).toEqual(want);
  });

  it("times corridors at walking speed and floor changes by their travel_time", () => {
    const graph = buildRoutingGraph([
      route("p0", a, b),
      connector("p0", a, { connector_key: "lift", connector_type: "lift", travel_time: 30 }),
      connector("p1", a, { connector_key: "lift", connector_type: "lift" }),
      connector("p2", a, { connector_key: "lift", connector_type: "lift" }),
    ]);
    const byKind = (kind: string) =>
      graph.edges.filter((e) => e.kind === kind).map(({ length, seconds }) => ({ length, seconds }));
    expect(byKind("route")).toEqual([{ length: haversine(a, b), seconds: haversine(a, b) / walkingSpeed }]);
    expect(byKind("floor_change")).toEqual([
      { length: 0, seconds: 30 },
      { length: 0, seconds: defaultTravelTime },
    ]);
  });
});

describe("buildRoutingGraph: directions, travel times, doors, stops", () => {
  const { m } = draw;
  const summary = (features: GraphFeature[]) => {
    const graph = buildRoutingGraph(features);
    return {
      nodes: graph.nodes.length,
      edges: graph.edges.map((e) => `${e.kind}${e.oneWay ? ">" : "-"}${e.accessible ? "" : "!"}`).sort(),
      components: graph.components,
    };
  };
  const cases: [string, { given: GraphFeature[]; want: ReturnType<typeof summary> }][] = [
    [
      "a route drawn start to end is walked that way only",
      {
        given: [draw.route("p0", [m(0, 0), m(10, 0), m(20, 0)], { direction: "forward" })],
        want: { nodes: 3, edges: ["route>", "route>"], components: 1 },
      },
    ],
    [
      "a route with routing false is left out",
      {
        given: [draw.route("p0", [m(0, 0), m(10, 0)], { routing: false })],
        want: { nodes: 0, edges: [], components: 0 },
      },
    ],
    [
      "a door beside a long corridor splits it and steps to it",
      {
        given: [draw.route("p0", [m(0, 0), m(40, 0)]), draw.door("p0", [m(19.5, 2), m(20.5, 2)])],
        want: { nodes: 4, edges: ["door-", "route-", "route-"], components: 1 },
      },
    ],
    [
      "a door on the corridor line is the corridor's node",
      {
        given: [draw.route("p0", [m(0, 0), m(40, 0)]), draw.door("p0", [m(20, -0.5), m(20, 0.5)])],
        want: { nodes: 3, edges: ["route-", "route-"], components: 1 },
      },
    ],
    [
      "a door with a step blocks step-free paths through its node",
      {
        given: [
          draw.route("p0", [m(0, 0), m(20, 0), m(40, 0)]),
          draw.door("p0", [m(20, -0.5), m(20, 0.5)], { accessible: false }),
        ],
        want: { nodes: 3, edges: ["route-!", "route-!"], components: 1 },
      },
    ],
    [
      "a door with a step beside the corridor closes only its own way in",
      {
        given: [
          draw.route("p0", [m(0, 0), m(40, 0)]),
          draw.door("p0", [m(19.5, 0.6), m(20.5, 0.6)], { accessible: false }),
        ],
        want: { nodes: 4, edges: ["door-!", "route-", "route-"], components: 1 },
      },
    ],
    [
      "a door farther than 10 m from every route stays alone",
      {
        given: [draw.route("p0", [m(0, 0), m(40, 0)]), draw.door("p0", [m(20, 11), m(21, 11)])],
        want: { nodes: 3, edges: ["route-"], components: 2 },
      },
    ],
    [
      "stairs without a connector_key are walked on the floor, never step-free",
      {
        given: [draw.route("p0", [m(0, 0), m(10, 0)]), draw.stairs("p0", [m(10, 0), m(14, 0)])],
        want: { nodes: 3, edges: ["route-", "stairs-!"], components: 1 },
      },
    ],
    [
      "stairs with a connector_key are a shaft's stop on each floor",
      {
        given: [
          draw.route("p0", [m(0, 0), m(10, 0)]),
          draw.route("p1", [m(0, 0), m(10, 0)]),
          draw.stairs("p0", [m(10, -1), m(10, 1)], { connector_key: "S" }),
          draw.stairs("p1", [m(10, -1), m(10, 1)], { connector_key: "S" }),
        ],
        want: { nodes: 4, edges: ["floor_change-!", "route-", "route-"], components: 1 },
      },
    ],
    [
      "a lift is step-free, a staircase is not",
      {
        given: [
          draw.connector("p0", m(0, 0), { connector_key: "L", connector_type: "lift" }),
          draw.connector("p1", m(0, 0), { connector_key: "L", connector_type: "lift" }),
          draw.connector("p0", m(5, 0), { connector_key: "S", connector_type: "stairs", accessible: true }),
          draw.connector("p1", m(5, 0), { connector_key: "S", connector_type: "stairs", accessible: true }),
        ],
        want: { nodes: 4, edges: ["floor_change-", "floor_change-!"], components: 2 },
      },
    ],
    [
      "moving stairs going up are one-way, upwards",
      {
        given: [
          draw.connector("p0", m(0, 0), {
            connector_key: "M",
            connector_type: "moving_stairs",
            direction: "forward",
          }),
          draw.connector("p1", m(0, 0), {
            connector_key: "M",
            connector_type: "moving_stairs",
            direction: "forward",
          }),
        ],
        want: { nodes: 2, edges: ["floor_change>!"], components: 1 },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(summary(given)).toEqual(want);
  });

  it("spreads a route's travel_time over its segments by length", () => {
    const graph = buildRoutingGraph([draw.route("p0", [m(0, 0), m(30, 0), m(40, 0)], { travel_time: 80 })]);
    expect(graph.edges.map((e) => Math.round(e.seconds))).toEqual([60, 20]);
  });

  it("times a floor change by the largest travel_time of the shaft's stops on the two floors", () => {
    // A staircase drawn as a line beside its connector: the line gives no travel_time of its own.
    const shaft = ["p0", "p1"].flatMap((floor) => [
      draw.connector(floor, m(0, 0), { connector_key: "S", connector_type: "stairs", travel_time: 20 }),
      draw.stairs(floor, [m(0, -1), m(0, 1)], { connector_key: "S" }),
    ]);
    const graph = buildRoutingGraph([draw.route("p0", [m(0, 0), m(9, 0)]), ...shaft]);
    const changes = graph.edges.filter((e) => e.kind === "floor_change");
    expect(changes.map((e) => e.seconds)).toEqual(changes.map(() => 20));
  });

  it("points a moving stair's upward floor change from the lower stop", () => {
    const lower = draw.connector("p0", m(0, 0), {
      connector_key: "M",
      connector_type: "moving_stairs",
      direction: "forward",
    });
    const upper = draw.connector("p1", m(0, 0), {
      connector_key: "M",
      connector_type: "moving_stairs",
      direction: "forward",
    });
    const graph = buildRoutingGraph([upper, lower]);
    const [change] = graph.edges;
    expect(graph.nodes[change?.from ?? -1]?.floor).toBe("p0");
    expect(change).toMatchObject({ feature: lower.id, toFeature: upper.id, via: "moving_stairs" });
  });
});

describe("haversine", () => {
  const cases: [string, { given: [[number, number], [number, number]]; want: number }][] = [
    ["the same place", { given: [a, a], want: 0 }],
    [
      "one degree of latitude",
      {
        given: [
          [19, 51],
          [19, 52],
        ],
        want: 111_195,
      },
    ],
    [
      "one degree of longitude on the equator",
      {
        given: [
          [0, 0],
          [1, 0],
        ],
        want: 111_195,
      },
    ],
    ["a tenth of a thousandth of a degree east in Łódź", { given: [a, b], want: 6.9 }],
  ];
  it.each(cases)("%s", (_name, { given: [from, to], want }) => {
    expect(haversine(from, to)).toBeCloseTo(want, want > 1000 ? -1 : 1);
  });
});
