/**
 * A path between two map features, or why there is none: the nodes that stand for each
 * (routing-places.ts), the quickest path between them (shortest-path.ts), taking only step-free arcs
 * when asked and none a temporary closure stops (closed-parts.ts), and the answer's shape
 * (route-answer.ts). Pure.
 */

import { closedParts } from "./closed-parts.ts";
import type { GraphFeature } from "./graph-types.ts";
import { type RouteAnswer, routeAnswer } from "./route-answer.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { anchorsOf } from "./routing-places.ts";
import { shortestPath } from "./shortest-path.ts";

export type RouteOutcome =
  | { route: RouteAnswer }
  /**
   * 3003 not routable, 3004 reached by no route (on from or to); 3005 no path, 3006 none step-free;
   * 3408 closed now (on from or to: the place itself or all its ways in; on general: every path)
   */
  | { refused: 3003 | 3004 | 3005 | 3006 | 3408; field: "from" | "to" | "general" };

/** `closed`: the features closed at the moment of the query (a temporary closure). */
export function findRoute(
  network: RoutingNetwork,
  from: GraphFeature,
  to: GraphFeature,
  stepFree: boolean,
  closed: readonly number[] = [],
): RouteOutcome {
  const start = anchorsOf(network, from);
  if ("refused" in start) return { refused: start.refused, field: "from" };
  const end = anchorsOf(network, to);
  if ("refused" in end) return { refused: end.refused, field: "to" };
  const stopped = closedParts(network, closed);
  const open = (nodes: number[]) => (stopped ? nodes.filter((node) => !stopped.nodes[node]) : nodes);
  const [sources, targets] = [open(start.nodes), open(end.nodes)];
  if (closed.includes(from.id) || !sources.length) return { refused: 3408, field: "from" };
  if (closed.includes(to.id) || !targets.length) return { refused: 3408, field: "to" };
  const { adjacency } = network;
  const path = shortestPath(adjacency, sources, targets, stepFree, stopped);
  if (path) return { route: routeAnswer(network.graph, path) };
  // Worth telling apart: the places are joined, only not without steps, or only through a closure.
  if (stepFree && shortestPath(adjacency, sources, targets, false, stopped))
    return { refused: 3006, field: "general" };
  const throughClosure = stopped && shortestPath(adjacency, start.nodes, end.nodes, stepFree);
  return { refused: throughClosure ? 3408 : 3005, field: "general" };
}
