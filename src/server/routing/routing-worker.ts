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

/**
 * The networks this thread built last, by the state of the map each is of: the draft (at a map
 * revision, for staff) and the latest release (at its number, for the app), each with the number it
 * was built at.
 */
const kept = new Map<NetworkScope, { revision: number; network: RoutingNetwork }>();

/** draft: the map as saved (revision: migration 011's); release: the latest release (revision: its number) */
export type NetworkScope = "draft" | "release";

/** Builds the network of `scope` at `revision` and keeps it here. */
export function buildNetwork({
  scope,
  revision,
  features,
}: {
  scope: NetworkScope;
  revision: number;
  features: string;
}): void {
  kept.set(scope, { revision, network: buildRoutingNetwork(JSON.parse(features) as GraphFeature[]) });
}

export interface RouteTask {
  scope: NetworkScope;
  /** the revision of `scope` the answer must be of, or later */
  revision: number;
  from: GraphFeature;
  to: GraphFeature;
  stepFree: boolean;
  /** the features closed at the moment of the query (temporary closures) */
  closed: number[];
}

/** The path over the kept network, or `stale` when this thread has none of that scope and revision. */
export function route({
  scope,
  revision,
  from,
  to,
  stepFree,
  closed,
}: RouteTask): RouteOutcome | { stale: true } {
  const network = kept.get(scope);
  if (!network || network.revision < revision) return { stale: true };
  return findRoute(network.network, from, to, stepFree, closed);
}
