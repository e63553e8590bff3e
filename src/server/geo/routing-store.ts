/** Reads the routing features of the map and keeps the graph built from them in `routing_graph`. */
import type { Database, Queryable } from "../db/database.ts";
import type { Floor } from "./floor.ts";
import { buildRoutingGraph, type GraphFeature, type RoutingGraph } from "./routing-graph.ts";

/** Builds the graph of `floor` (every floor when null) and stores it under that scope. */
export async function generateGraph(db: Database, floor: Floor | null): Promise<RoutingGraph> {
  const features = await db.query<GraphFeature>(
    `SELECT id, floor, type, geometry, properties FROM map_feature
     WHERE type IN ('route', 'connector') AND ($1::text IS NULL OR floor = $1) ORDER BY id`,
    [floor],
  );
  const graph = buildRoutingGraph(features);
  await saveGraph(db, floor ?? "all", graph);
  return graph;
}

function saveGraph(db: Queryable, scope: string, graph: RoutingGraph) {
  return db.query(
    `INSERT INTO routing_graph (scope, graph, nodes, edges, components) VALUES ($1, $2::jsonb, $3, $4, $5)
     ON CONFLICT (scope) DO UPDATE SET graph = excluded.graph, nodes = excluded.nodes, edges = excluded.edges,
       components = excluded.components, built_at = now()`,
    [
      scope,
      JSON.stringify({ nodes: graph.nodes, edges: graph.edges }),
      graph.nodes.length,
      graph.edges.length,
      graph.components,
    ],
  );
}
