/**
 * Where a path to or from a map feature starts: the graph nodes that stand for it. The rule, in
 * order (docs/routing.md):
 * 1. a door or a shaft's stop (connector, stairs with a connector_key) in the graph: its node;
 * 2. a route, stairs or connector with `routing: false`: none, it is left out of routing (3003);
 * 3. a room: its doors' nodes, or without doors the nodes of routes inside it;
 * 4. a point (poi, beacon place, …) in a room (the room its `room` property names, else the room it
 *    lies in): that room's doors, or without doors the nearest node inside it;
 * 5. anything else (a point outside rooms, a line, an outline): the node of its floor nearest to it
 *    (a point, the middle vertex of a line, the middle of an outline's box).
 * A room or a floor with no such node is not reached by any route (3004).
 */
import { geometryBounds } from "../map/geometry-bounds.ts";
import type { GraphFeature } from "./graph-types.ts";
import { haversine, type Position } from "./line-geometry.ts";
import type { Room } from "./room-index.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { takesPart } from "./routing-rules.ts";

/** The nodes standing for the feature, or the code of why there are none. */
export type Anchoring = { nodes: number[] } | { refused: 3003 | 3004 };

const noRoute = { refused: 3004 } as const;

function isPosition(value: unknown): value is Position {
  return Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number";
}

/** The one place a feature is at: a point, the middle vertex of a line, the middle of an outline's box. */
function placeOf(feature: GraphFeature): Position | null {
  const { type, coordinates } = feature.geometry;
  if (type === "Point") return isPosition(coordinates) ? coordinates : null;
  if (type === "LineString" && Array.isArray(coordinates)) {
    const middle = coordinates[Math.floor(coordinates.length / 2)];
    return isPosition(middle) ? middle : null;
  }
  try {
    const [minX, minY, maxX, maxY] = geometryBounds(feature.geometry);
    return [(minX + maxX) / 2, (minY + maxY) / 2];
  } catch {
    return null;
  }
}

function nearest(network: RoutingNetwork, candidates: readonly number[], place: Position): number | null {
  let best: number | null = null;
  let bestMetres = Number.POSITIVE_INFINITY;
  for (const id of candidates) {
    const node = network.graph.nodes[id];
    if (!node) continue;
    const metres = haversine(place, [node.lon, node.lat]);
    if (metres < bestMetres) [best, bestMetres] = [id, metres];
  }
  return best;
}

/** The room a point belongs to: the one its `room` property names, else the one it lies in. */
function roomOfPoint(network: RoutingNetwork, feature: GraphFeature, place: Position): Room | undefined {
  return (
    network.rooms.byKey(feature.floor, feature.properties.room) ?? network.rooms.near(feature.floor, place)[0]
  );
}

export function anchorsOf(network: RoutingNetwork, feature: GraphFeature): Anchoring {
  const placed = network.graph.placed.get(feature.id);
  if (placed !== undefined) return { nodes: [placed] };
  if (["route", "stairs", "connector"].includes(feature.type) && !takesPart(feature))
    return { refused: 3003 };
  if (feature.type === "room") {
    const nodes = network.roomAnchors.get(feature.id);
    return nodes ? { nodes } : noRoute;
  }
  const place = placeOf(feature);
  if (!place) return noRoute;
  const room = feature.geometry.type === "Point" ? roomOfPoint(network, feature, place) : undefined;
  if (room) {
    const anchors = network.roomAnchors.get(room.id) ?? [];
    if (network.roomDoors.has(room.id)) return anchors.length ? { nodes: anchors } : noRoute;
    const inside = nearest(network, anchors, place);
    return inside === null ? noRoute : { nodes: [inside] };
  }
  const onFloor = nearest(network, network.floorNodes.get(feature.floor) ?? [], place);
  return onFloor === null ? noRoute : { nodes: [onFloor] };
}
