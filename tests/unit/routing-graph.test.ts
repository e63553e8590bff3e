import { describe, expect, it } from "vitest";
import {
  buildRoutingGraph,
  defaultTravelTime,
  type GraphFeature,
  haversine,
  walkingSpeed,
} from "../../src/server/geo/routing-graph.ts";

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
          connector("p0", c, { connector_key: "lift-A" }),
          connector("p1", c, { connector_key: "lift-A" }),
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
          connector("p0", c, { connector_key: "lift-A" }),
          connector("p1", c, { connector_key: "lift-B" }),
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

  it("weighs corridor edges in metres and floor changes by travel time", () => {
    const graph = buildRoutingGraph([
      route("p0", a, b),
      connector("p0", a, { connector_key: "lift", travel_time: 30 }),
      connector("p1", a, { connector_key: "lift" }),
      connector("p2", a, { connector_key: "lift" }),
    ]);
    const byKind = (kind: string) => graph.edges.filter((e) => e.kind === kind).map((e) => e.weight);
    expect(byKind("route")).toEqual([haversine(a, b)]);
    expect(byKind("floor_change")).toEqual([30 * walkingSpeed, defaultTravelTime * walkingSpeed]);
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
