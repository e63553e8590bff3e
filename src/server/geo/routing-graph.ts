/**
 * The routing graph of the map: every vertex of a `route` LineString is a node and consecutive vertices
 * are joined by an edge weighted in metres. Vertices at the same place (to 1e-7 degrees, about 1 cm) on
 * one floor are one node, which is how drawn corridors meet. A `connector` point joins its floor's
 * network at the nearest route node, and connectors sharing `properties.connector_key` (a lift, a
 * staircase) join consecutive floors. Edges are undirected. Pure: no database, no I/O.
 */
import { floorNumber } from "./floor.ts";

export interface GraphFeature {
  id: number;
  floor: string;
  type: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

export interface GraphNode {
  id: number;
  floor: string;
  lon: number;
  lat: number;
}

export type EdgeKind = "route" | "connector" | "floor_change";

export interface GraphEdge {
  from: number;
  to: number;
  /** metres, or for a floor change the metres walked in its travel time */
  weight: number;
  kind: EdgeKind;
}

export interface RoutingGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** floors with at least one node, bottom to top */
  floors: string[];
  /** connected components: more than one means some corridor or floor cannot be reached from another */
  components: number;
}

/** m/s: a floor change taking `travel_time` seconds weighs as much as walking that long */
export const walkingSpeed = 1.4;
/** seconds of a floor change whose connectors give no travel_time */
export const defaultTravelTime = 15;

const earthRadius = 6_371_008.8;

/** Great-circle distance in metres between two [lon, lat] positions. */
export function haversine([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const dLat = ((lat2 ?? 0) - (lat1 ?? 0)) * rad;
  const dLon = ((lon2 ?? 0) - (lon1 ?? 0)) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 ?? 0) * rad) * Math.cos((lat2 ?? 0) * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number";
}

function travelTime(properties: Record<string, unknown>): number {
  const value = Number(properties.travel_time);
  return Number.isFinite(value) && value > 0 ? value : defaultTravelTime;
}

class GraphBuilder {
  readonly nodes: GraphNode[] = [];
  private readonly byPlace = new Map<string, GraphNode>();
  private readonly edges = new Map<string, GraphEdge>();

  /** The node at this place, and whether it already existed. */
  nodeAt(floor: string, [lon, lat]: [number, number]): { node: GraphNode; existed: boolean } {
    const place = { floor, lon: round7(lon), lat: round7(lat) };
    const key = `${floor}|${place.lon}|${place.lat}`;
    const found = this.byPlace.get(key);
    if (found) return { node: found, existed: true };
    const node = { id: this.nodes.length, ...place };
    this.nodes.push(node);
    this.byPlace.set(key, node);
    return { node, existed: false };
  }

  /** Parallel edges (two routes drawn along one corridor) keep the lighter weight. */
  link(a: GraphNode, b: GraphNode, weight: number, kind: EdgeKind): void {
    if (a === b) return;
    const [from, to] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    const key = `${from}-${to}`;
    const known = this.edges.get(key);
    if (!known || weight < known.weight) this.edges.set(key, { from, to, weight, kind });
  }

  edgeList(): GraphEdge[] {
    return [...this.edges.values()];
  }
}

const distance = (a: GraphNode, b: GraphNode) => haversine([a.lon, a.lat], [b.lon, b.lat]);

function nearest(node: GraphNode, candidates: GraphNode[]): GraphNode | null {
  let best: GraphNode | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(node, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function countComponents(nodeCount: number, edges: GraphEdge[]): number {
  const parent = Array.from({ length: nodeCount }, (_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) [i, parent[i]] = [parent[i] as number, r];
    return r;
  };
  let components = nodeCount;
  for (const { from, to } of edges) {
    const [a, b] = [root(from), root(to)];
    if (a !== b) {
      parent[a] = b;
      components--;
    }
  }
  return components;
}

export function buildRoutingGraph(features: GraphFeature[]): RoutingGraph {
  const graph = new GraphBuilder();
  const routeNodes = new Map<string, GraphNode[]>();
  for (const route of features) {
    if (route.type !== "route" || route.geometry.type !== "LineString") continue;
    const positions = (route.geometry.coordinates as unknown[]).filter(isPosition);
    let previous: GraphNode | null = null;
    for (const position of positions) {
      const { node, existed } = graph.nodeAt(route.floor, position);
      if (!existed) {
        const onFloor = routeNodes.get(route.floor) ?? [];
        onFloor.push(node);
        routeNodes.set(route.floor, onFloor);
      }
      if (previous) graph.link(previous, node, distance(previous, node), "route");
      previous = node;
    }
  }

  const shafts = new Map<string, { node: GraphNode; seconds: number }[]>();
  for (const connector of features) {
    if (connector.type !== "connector" || connector.geometry.type !== "Point") continue;
    if (!isPosition(connector.geometry.coordinates)) continue;
    const { node, existed } = graph.nodeAt(connector.floor, connector.geometry.coordinates);
    // A connector drawn on a route vertex is already that node; otherwise it steps to the nearest one.
    const joint = existed ? null : nearest(node, routeNodes.get(connector.floor) ?? []);
    if (joint) graph.link(node, joint, distance(node, joint), "connector");
    const key = connector.properties.connector_key;
    if (typeof key === "string" || typeof key === "number") {
      const shaft = shafts.get(String(key)) ?? [];
      shaft.push({ node, seconds: travelTime(connector.properties) });
      shafts.set(String(key), shaft);
    }
  }
  for (const shaft of shafts.values()) linkFloors(graph, shaft);

  const edges = graph.edgeList();
  const floors = [...new Set(graph.nodes.map((n) => n.floor))].sort(
    (a, b) => floorNumber(a) - floorNumber(b),
  );
  return { nodes: graph.nodes, edges, floors, components: countComponents(graph.nodes.length, edges) };
}

/** Joins the connectors of one shaft floor by floor: each stop to every stop on the next floor up. */
function linkFloors(graph: GraphBuilder, shaft: { node: GraphNode; seconds: number }[]): void {
  const levels = [...new Set(shaft.map((s) => floorNumber(s.node.floor)))].sort((a, b) => a - b);
  for (let i = 1; i < levels.length; i++) {
    const below = shaft.filter((s) => floorNumber(s.node.floor) === levels[i - 1]);
    const above = shaft.filter((s) => floorNumber(s.node.floor) === levels[i]);
    for (const a of below) {
      for (const b of above) {
        graph.link(a.node, b.node, Math.max(a.seconds, b.seconds) * walkingSpeed, "floor_change");
      }
    }
  }
}
