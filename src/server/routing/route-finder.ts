/**
 * A path between two map features, or why there is none: the nodes that stand for each
 * (routing-places.ts), the quickest path between them (shortest-path.ts), taking only step-free arcs
 * when asked, and the answer's shape (route-answer.ts). Pure.
 */

import type { GraphFeature } from "./graph-types.ts";
import { type RouteAnswer, routeAnswer } from "./route-answer.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { anchorsOf } from "./routing-places.ts";
import { shortestPath } from "./shortest-path.ts";

export type RouteOutcome =
  | { route: RouteAnswer }
  /** 3003 not routable, 3004 reached by no route (on from or to); 3005 no path, 3006 none step-free */
  | { refused: 3003 | 3004 | 3005 | 3006; field: "from" | "to" | "general" };

export function findRoute(
  network: RoutingNetwork,
  from: GraphFeature,
  to: GraphFeature,
  stepFree: boolean,
): RouteOutcome {
  const start = anchorsOf(network, from);
  if ("refused" in start) return { refused: start.refused, field: "from" };
  const end = anchorsOf(network, to);
  if ("refused" in end) return { refused: end.refused, field: "to" };
  const path = shortestPath(network.adjacency, start.nodes, end.nodes, stepFree);
  if (path) return { route: routeAnswer(network.graph, path) };
  // Worth telling apart: the places are joined, only not without steps.
  const withSteps = stepFree && shortestPath(network.adjacency, start.nodes, end.nodes, false);
  return { refused: withSteps ? 3006 : 3005, field: "general" };
}
