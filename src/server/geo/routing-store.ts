/**
 * The routing features of the map as the network is built from them, the map's revision (migration
 * 011), and the graph GET /api/routing/generateGraph keeps in `routing_graph`.
 */
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { type WorkerPool, WorkerPoolBusy } from "../workers/worker-pool.ts";
import type { Floor } from "./floor.ts";
import type { GraphFeature } from "./routing-graph.ts";
import type { FeatureRow, GraphReport } from "./routing-worker.ts";

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

/** The same as rows of JSON text, for the worker thread to parse (routing-worker.ts). */
export function routingFeatureRows(db: Queryable, floor: Floor | null): Promise<FeatureRow[]> {
  return db.query<FeatureRow>(
    `SELECT id, floor, type, geometry::text AS geometry, properties::text AS properties FROM map_feature
     WHERE type = ANY($1::text[]) AND ($2::text IS NULL OR floor = $2) ORDER BY id`,
    [routingTypes, floor],
  );
}

export const routingWorker = new URL("./routing-worker.ts", import.meta.url);

/** `name` of routing-worker.ts run on the rows in a worker thread; 3000 (503) when the pool's queue is full. */
export async function inRoutingWorker<T>(workers: WorkerPool, name: string, rows: FeatureRow[]): Promise<T> {
  try {
    return await workers.run<T>(routingWorker, name, rows);
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw ApiError.code(3000);
    throw error;
  }
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

/**
 * Builds the graph of `floor` (every floor when null) in a worker thread, stores it under that scope
 * and says what is wrong.
 */
export async function generateGraph(
  db: Database,
  floor: Floor | null,
  workers: WorkerPool,
): Promise<Omit<GraphReport, "json">> {
  const rows = await routingFeatureRows(db, floor);
  const { summary, json, diagnostics } = await inRoutingWorker<GraphReport>(workers, "graphReport", rows);
  await db.query(
    `INSERT INTO routing_graph (scope, graph, nodes, edges, components) VALUES ($1, $2::jsonb, $3, $4, $5)
     ON CONFLICT (scope) DO UPDATE SET graph = excluded.graph, nodes = excluded.nodes, edges = excluded.edges,
       components = excluded.components, built_at = now()`,
    [floor ?? "all", json, summary.nodes, summary.edges, summary.components],
  );
  return { summary, diagnostics };
}
