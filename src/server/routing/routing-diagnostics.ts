/**
 * What is wrong with the routing network, for GET /api/routing/generateGraph and the editor's list:
 * - isolated: a part cut off from the main network (the largest connected part), e.g. a corridor
 *   touching no other, a door or connector farther than 10 m from every route;
 * - room_without_door: a room no door opens into (paths to it use the routes inside it, if any);
 * - unreachable_room: a room whose doors (or inner routes) are all outside the main network;
 * - one_way_dead_end: a node one-way lines lead into with no way out (no_way_out), or out of with
 *   no way in (no_way_in).
 * Each names the features concerned and a place to show. Pure.
 */
import { floorNumber } from "../../shared/floor.ts";
import { componentsOf } from "./graph-components.ts";
import type { Position } from "./line-geometry.ts";
import type { RoutingNetwork } from "./routing-network.ts";

export type DiagnosticKind = "isolated" | "room_without_door" | "unreachable_room" | "one_way_dead_end";

export interface Diagnostic {
  kind: DiagnosticKind;
  floor: string;
  at: Position;
  /** the room, the features the cut-off nodes come from, or the one-way lines at the dead end */
  features: number[];
  /** isolated: how many nodes the part holds */
  nodes?: number;
  /** one_way_dead_end: which way there is none */
  detail?: "no_way_out" | "no_way_in";
}

/** An isolated part names at most this many of its features. */
const namedFeatures = 20;

const order: DiagnosticKind[] = ["isolated", "room_without_door", "unreachable_room", "one_way_dead_end"];

function isolatedParts(network: RoutingNetwork, labels: Int32Array, main: number): Diagnostic[] {
  const parts = new Map<number, number[]>();
  labels.forEach((label, node) => {
    if (label === main) return;
    const part = parts.get(label);
    if (part) part.push(node);
    else parts.set(label, [node]);
  });
  return [...parts.values()].map((part) => {
    const first = network.graph.nodes[part[0] as number];
    const features = [...new Set(part.map((id) => network.graph.nodes[id]?.feature ?? 0))];
    return {
      kind: "isolated",
      floor: first?.floor ?? "",
      at: [first?.lon ?? 0, first?.lat ?? 0],
      features: features.slice(0, namedFeatures),
      nodes: part.length,
    };
  });
}

function roomProblems(network: RoutingNetwork, labels: Int32Array, main: number): Diagnostic[] {
  return network.rooms.rooms.flatMap((room): Diagnostic[] => {
    const at: Position = [(room.minX + room.maxX) / 2, (room.minY + room.maxY) / 2];
    const problem = (kind: DiagnosticKind): Diagnostic => ({
      kind,
      floor: room.floor,
      at,
      features: [room.id],
    });
    const anchors = network.roomAnchors.get(room.id) ?? [];
    const problems = network.roomDoors.has(room.id) ? [] : [problem("room_without_door")];
    if (anchors.length && !anchors.some((node) => labels[node] === main))
      problems.push(problem("unreachable_room"));
    return problems;
  });
}

function deadEnds(network: RoutingNetwork): Diagnostic[] {
  const { graph, adjacency } = network;
  const arriving = new Int32Array(graph.nodes.length);
  for (const target of adjacency.target) arriving[target] = (arriving[target] as number) + 1;
  const oneWayAt = new Map<number, Set<number>>();
  for (const edge of graph.edges) {
    if (!edge.oneWay) continue;
    for (const node of [edge.from, edge.to])
      oneWayAt.set(node, (oneWayAt.get(node) ?? new Set()).add(edge.feature));
  }
  return [...oneWayAt].flatMap(([id, features]): Diagnostic[] => {
    const leaving = (adjacency.start[id + 1] as number) - (adjacency.start[id] as number);
    const detail = leaving === 0 ? "no_way_out" : arriving[id] === 0 ? "no_way_in" : null;
    const node = graph.nodes[id];
    if (!detail || !node) return [];
    return [
      {
        kind: "one_way_dead_end",
        floor: node.floor,
        at: [node.lon, node.lat],
        features: [...features],
        detail,
      },
    ];
  });
}

export function diagnose(network: RoutingNetwork): Diagnostic[] {
  const { labels, count } = componentsOf(network.graph.nodes.length, network.graph.edges);
  const sizes = new Int32Array(count);
  for (const label of labels) sizes[label] = (sizes[label] as number) + 1;
  const main = sizes.indexOf(Math.max(...sizes));
  return [
    ...isolatedParts(network, labels, main),
    ...roomProblems(network, labels, main),
    ...deadEnds(network),
  ].sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) ||
      floorNumber(a.floor) - floorNumber(b.floor) ||
      (a.features[0] ?? 0) - (b.features[0] ?? 0),
  );
}
