/**
 * The routing features of the map as the network is built from them, the map's revision (migration
 * 011), and the graph GET /api/routing/generateGraph keeps in `routing_graph`.
 */
import type { Database, Queryable } from "../db/database.ts";
import type { Floor } from "./floor.ts";
import { type Diagnostic, diagnose } from "./routing-diagnostics.ts";
import type { GraphFeature, RoutingGraph } from "./routing-graph.ts";
import { buildRoutingNetwork } from "./routing-network.ts";

/** The types the network is built of: lines walked, doors, shaft stops, and rooms for their doors. */
const routingTypes = ["route", "stairs", "door", "connector", "room"];

/** The routing features of `floor`, or of every floor when null. */
export function routingFeatures(db: Queryable, floor: Floor | null): Promise<GraphFeature[]> {
  return db.query<GraphFeature>(
    `SELECT id, floor, type, geometry, properties FROM map_feature
     WHERE type = ANY($1::text[]) AND ($2::text IS NULL OR floor = $2) ORDER BY id`,
    [routingTypes, floor],
  );
}

/** The features of `ids` that exist, of any type. */
export function featuresById(db: Queryable, ids: number[]): Promise<GraphFeature[]> {
  return db.query<GraphFeature>(
    "SELECT id, floor, type, geometry, properties FROM map_feature WHERE id = ANY($1::int[])",
    [ids],
  );
}

/** Moves on with every committed change of the map's features. */
export async function mapRevision(db: Queryable): Promise<number> {
  const [row] = await db.query<{ revision: string }>("SELECT revision::text AS revision FROM map_revision");
  return Number(row?.revision ?? 0);
}

/** Builds the graph of `floor` (every floor when null), stores it under that scope and says what is wrong. */
export async function generateGraph(
  db: Database,
  floor: Floor | null,
): Promise<{ graph: RoutingGraph; diagnostics: Diagnostic[] }> {
  const network = buildRoutingNetwork(await routingFeatures(db, floor));
  await saveGraph(db, floor ?? "all", network.graph);
  return { graph: network.graph, diagnostics: diagnose(network) };
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
