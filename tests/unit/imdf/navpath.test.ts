import { describe, expect, it } from "vitest";
import type { ImdfFeature } from "../../../src/server/imdf/imdf-archive.ts";
import { navPathNodes } from "../../../src/server/imdf/navpath-export.ts";
import { linkId, navPathFeatures } from "../../../src/server/imdf/navpath-import.ts";

const node = (id: string, x: number, level: string | null, neighbours: string[]): ImdfFeature => ({
  id,
  feature_type: "navPath",
  geometry: { type: "Point", coordinates: [19.46 + x / 1e4, 51.77] },
  properties: { level_id: level, neighbours, weight: 1, tags: [] },
});

const floors: Record<string, "p0" | "p1"> = { L0: "p0", L1: "p1" };
const floorOf = (level: string | null) => (level === null ? "p0" : floors[level]);

describe("navPath nodes to routes and connectors", () => {
  const nodes = [
    node("a", 0, null, ["b"]),
    node("b", 1, null, ["a", "c"]),
    node("c", 2, null, []),
    node("d", 2, "L1", ["c"]),
    node("lonely", 5, null, []),
    node("far", 6, "L9", ["a"]),
  ];
  const { features, skipped } = navPathFeatures(nodes, floorOf);

  it("makes a route per link on one floor, one way when one node lists the other", () => {
    const routes = features.filter((f) => f.type === "route");
    expect(routes.map((r) => [r.source.nodes?.map((n) => n.id), r.properties.direction])).toEqual([
      [["a", "b"], "both"],
      [["b", "c"], "forward"],
    ]);
    expect(routes[0]?.properties).toMatchObject({ key: linkId("a", "b"), source_id: linkId("a", "b") });
  });

  it("makes a connector at both ends of a link between floors, upwards from p0 to p1 only", () => {
    const stops = features.filter((f) => f.type === "connector");
    expect(stops.map((s) => [s.floor, s.properties.direction, s.properties.connector_key])).toEqual([
      ["p0", "backward", linkId("c", "d")],
      ["p1", "backward", linkId("c", "d")],
    ]);
  });

  it("reports nodes without links and nodes on skipped levels", () => {
    expect(skipped.map((s) => [s.id, s.code])).toEqual([
      ["far", 3110],
      ["lonely", 3115],
    ]);
  });

  it("writes the same links back as nodes", () => {
    const rows = features.map((f) => ({ ...f, source: f.source }));
    const back = navPathNodes(rows, (floor) => `level-${floor}`);
    const links = Object.fromEntries(back.map((n) => [n.id, n.properties.neighbours]));
    expect(links).toEqual({ a: ["b"], b: ["a", "c"], c: [], d: ["c"] });
    expect(navPathFeatures(back, (level) => (level === "L1" ? "p1" : "p0")).features).toHaveLength(4);
  });

  it("turns a drawn route into a node per vertex, linked along the line", () => {
    const drawn = {
      floor: "p0",
      type: "route",
      geometry: {
        type: "LineString",
        coordinates: [
          [19.46, 51.77],
          [19.461, 51.77],
          [19.462, 51.77],
        ],
      },
      properties: { direction: "forward" },
      source: null,
    };
    const back = navPathNodes([drawn], () => "L");
    expect(back.map((n) => (n.properties.neighbours as string[]).length)).toEqual([1, 1, 0]);
  });
});
