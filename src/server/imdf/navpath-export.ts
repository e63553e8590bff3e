/**
 * Our routing features written back as navPath nodes (the reverse of navpath-import.ts). An imported
 * route or floor-change connector gives back its two nodes with their ids and properties; a route
 * drawn in the editor gives one node per vertex (vertices at the same place, to 1e-7 degrees, are one
 * node, as in the routing graph) linked along the line, and drawn connectors sharing a connector_key
 * link their nodes floor to floor.
 */
import { floorNumber } from "../../shared/floor.ts";
import type { ImdfFeature } from "./imdf-archive.ts";
import type { ImdfSource, NavNode } from "./imported-feature.ts";
import { stableUuid } from "./stable-uuid.ts";

export interface RoutingRow {
  floor: string;
  type: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
  source: ImdfSource | null;
}

interface Node extends NavNode {
  neighbours: Set<string>;
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

const positionsOf = (row: RoutingRow): [number, number][] =>
  (row.geometry.type === "LineString"
    ? (row.geometry.coordinates as [number, number][])
    : [row.geometry.coordinates as [number, number]]
  ).map(([lon, lat]) => [lon, lat]);

export function navPathNodes(rows: RoutingRow[], levelIdOf: (floor: string) => string): ImdfFeature[] {
  const nodes = new Map<string, Node>();
  const node = (from: NavNode, at?: [number, number]): Node => {
    const known = nodes.get(from.id);
    if (known) return known;
    const made = { ...from, coordinates: at ?? from.coordinates, neighbours: new Set<string>() };
    nodes.set(from.id, made);
    return made;
  };
  const link = (a: Node, b: Node, direction: unknown) => {
    if (a === b) return;
    if (direction !== "backward") a.neighbours.add(b.id);
    if (direction !== "forward") b.neighbours.add(a.id);
  };
  const drawnNode = (floor: string, [lon, lat]: [number, number]) =>
    node({
      id: stableUuid(`navPath:${floor}|${round7(lon)}|${round7(lat)}`),
      coordinates: [lon, lat],
      level_id: levelIdOf(floor),
      properties: {},
    });

  const shafts = new Map<string, { floor: string; node: Node }[]>();
  for (const row of rows) {
    const positions = positionsOf(row);
    const ends = row.source?.feature_type === "navPath" ? row.source.nodes : undefined;
    const [a, b] = ends ?? [];
    if (a && b && row.type === "route") {
      link(
        node(a, positions[0]),
        node(b, positions.at(-1)),
        row.properties.direction ?? row.source?.direction,
      );
    } else if (a && b && row.type === "connector") {
      const here = row.source?.part === 1 ? b : a;
      node(here, positions[0]);
      link(node(a), node(b), row.source?.direction);
    } else if (row.type === "route") {
      const line = positions.map((position) => drawnNode(row.floor, position));
      for (let i = 1; i < line.length; i++) {
        link(line[i - 1] as Node, line[i] as Node, row.properties.direction);
      }
    } else if (row.type === "connector" && typeof row.properties.connector_key === "string") {
      const shaft = shafts.get(row.properties.connector_key) ?? [];
      shaft.push({ floor: row.floor, node: drawnNode(row.floor, positions[0] as [number, number]) });
      shafts.set(row.properties.connector_key, shaft);
    }
  }
  for (const shaft of shafts.values()) {
    const floors = [...new Set(shaft.map((s) => floorNumber(s.floor)))].sort((x, y) => x - y);
    for (let i = 1; i < floors.length; i++) {
      for (const below of shaft.filter((s) => floorNumber(s.floor) === floors[i - 1])) {
        for (const above of shaft.filter((s) => floorNumber(s.floor) === floors[i])) {
          link(below.node, above.node, "both");
        }
      }
    }
  }
  // a node only others lead to (a one-way link's end) lists no neighbours but is still a node
  const linked = new Set(
    [...nodes.values()].flatMap((n) => (n.neighbours.size ? [n.id, ...n.neighbours] : [])),
  );
  return [...nodes.values()]
    .filter((n) => linked.has(n.id))
    .map((n) => ({
      id: n.id,
      feature_type: "navPath",
      geometry: { type: "Point", coordinates: n.coordinates },
      properties: { level_id: n.level_id, ...n.properties, neighbours: [...n.neighbours] },
    }));
}
