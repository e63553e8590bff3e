/**
 * Runs in a worker thread (workers/worker-pool.ts): the routing network built from the map's routing
 * features, which takes seconds on a large map and would hold every request meanwhile. The features
 * come as their stored JSON text, parsed here rather than on the request thread; the answers are
 * plain data (structured cloning keeps no class: the room index travels as its rooms).
 */

import type { Room } from "./room-index.ts";
import { type Diagnostic, diagnose } from "./routing-diagnostics.ts";
import type { GraphFeature, RoutingGraph } from "./routing-graph.ts";
import { buildRoutingNetwork, type RoutingNetwork } from "./routing-network.ts";

/** A routing feature as read from map_feature, its geometry and properties still JSON text. */
export interface FeatureRow {
  id: number;
  floor: string;
  type: string;
  geometry: string;
  properties: string;
}

export type NetworkParts = Omit<RoutingNetwork, "rooms"> & { rooms: Room[] };

export interface GraphSummary {
  nodes: number;
  edges: number;
  floors: RoutingGraph["floors"];
  components: number;
}

export interface GraphReport {
  summary: GraphSummary;
  /** the graph's nodes and edges as stored in routing_graph */
  json: string;
  diagnostics: Diagnostic[];
}

const parsed = (rows: FeatureRow[]): GraphFeature[] =>
  rows.map((row) => ({ ...row, geometry: JSON.parse(row.geometry), properties: JSON.parse(row.properties) }));

/** The network of path queries. */
export function networkParts(rows: FeatureRow[]): NetworkParts {
  const network = buildRoutingNetwork(parsed(rows));
  return { ...network, rooms: network.rooms.rooms };
}

/** The graph GET /api/routing/generateGraph stores, with what is wrong with it. */
export function graphReport(rows: FeatureRow[]): GraphReport {
  const network = buildRoutingNetwork(parsed(rows));
  const { nodes, edges, floors, components } = network.graph;
  return {
    summary: { nodes: nodes.length, edges: edges.length, floors, components },
    json: JSON.stringify({ nodes, edges }),
    diagnostics: diagnose(network),
  };
}
