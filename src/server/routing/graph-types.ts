/**
 * The shapes of the routing graph: the features it is built from, its nodes and edges. Below the
 * builder, the edge maker and the rules, which all speak of them (routing-graph.ts builds the graph).
 */

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
  /** the feature that placed the node first (a line through it, a door, a connector) */
  feature: number;
}

/** route and stairs: along a line; door and connector: the step onto a line; floor_change: in a shaft */
export type EdgeKind = "route" | "stairs" | "door" | "connector" | "floor_change";

export interface GraphEdge {
  from: number;
  to: number;
  /** metres walked (0 for a floor change) */
  length: number;
  /** seconds it takes */
  seconds: number;
  kind: EdgeKind;
  /** walked only from `from` to `to`; otherwise both ways */
  oneWay: boolean;
  /** a step-free path may use it */
  accessible: boolean;
  /** the feature it comes from; for a floor change, the stop at `from` */
  feature: number;
  /** a floor change: the stop at `to` */
  toFeature?: number;
  /** a floor change: the connector_type of the stop at `from` ("stairs" for a stairs line) */
  via?: string | null;
}

export interface RoutingGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** floors with at least one node, bottom to top */
  floors: string[];
  /** connected components: more than one means some corridor or floor cannot be reached from another */
  components: number;
  /** the node of each door and shaft stop, by feature id */
  placed: Map<number, number>;
}
