/**
 * What a temporary closure takes out of the network for one query (docs/routing.md#closures): a closed
 * door, connector or shaft's stairs stops its node (nothing passes through it, so a door drawn across a
 * corridor closes the corridor there, and a closed lift takes no one to another floor); a closed route
 * or stairs line stops its edges. Built per query from the features closed at that moment, so the
 * network itself is never built again for a closure. Pure.
 */
import type { RoutingNetwork } from "./routing-network.ts";
import type { ClosedParts } from "./shortest-path.ts";

/** The nodes and edges `closed` (feature ids) stop; null when none of them is in the network. */
export function closedParts(network: RoutingNetwork, closed: readonly number[]): ClosedParts | null {
  if (!closed.length) return null;
  const { graph, featureEdges } = network;
  const parts = { nodes: new Uint8Array(graph.nodes.length), edges: new Uint8Array(graph.edges.length) };
  let any = false;
  for (const feature of closed) {
    const node = graph.placed.get(feature);
    if (node !== undefined) {
      parts.nodes[node] = 1;
      any = true;
    }
    for (const edge of featureEdges.get(feature) ?? []) {
      parts.edges[edge] = 1;
      any = true;
    }
  }
  return any ? parts : null;
}
