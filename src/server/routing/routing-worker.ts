/**
 * Runs in worker threads (workers/worker-pool.ts): the routing network built from the map's routing
 * features, which takes seconds on a large map and would hold every request meanwhile. The features
 * come as one JSON text, parsed here rather than on the request thread.
 *
 * The network of path queries stays in the thread that built it (the routing lane, one thread):
 * sending it back would cost the request thread as much to receive as a build, so the path queries
 * come here instead, each answered in a millisecond or so.
 */

import type { GraphFeature, RoutingGraph } from "./graph-types.ts";
import { findRoute, type RouteOutcome } from "./route-finder.ts";
import { type Diagnostic, diagnose } from "./routing-diagnostics.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { buildRoutingNetwork } from "./routing-network.ts";

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

/** The graph GET /api/routing/generateGraph stores, with what is wrong with it. */
export function graphReport(features: string): GraphReport {
  const network = buildRoutingNetwork(JSON.parse(features) as GraphFeature[]);
  const { nodes, edges, floors, components } = network.graph;
  return {
    summary: { nodes: nodes.length, edges: edges.length, floors, components },
    json: JSON.stringify({ nodes, edges }),
    diagnostics: diagnose(network),
  };
}

/** the network this thread built last, and the map's revision it was built from */
let kept: { revision: number; network: RoutingNetwork } | null = null;

/** Builds the network of the map at `revision` and keeps it here. */
export function buildNetwork({ revision, features }: { revision: number; features: string }): void {
  kept = { revision, network: buildRoutingNetwork(JSON.parse(features) as GraphFeature[]) };
}

export interface RouteTask {
  /** the map's revision the answer must be of, or later */
  revision: number;
  from: GraphFeature;
  to: GraphFeature;
  stepFree: boolean;
}

/** The path over the kept network, or `stale` when this thread has none of that revision. */
export function route({ revision, from, to, stepFree }: RouteTask): RouteOutcome | { stale: true } {
  if (!kept || kept.revision < revision) return { stale: true };
  return findRoute(kept.network, from, to, stepFree);
}
