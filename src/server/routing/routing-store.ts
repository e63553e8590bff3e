/**
 * The routing features of the map as the network is built from them, and the graph
 * GET /api/routing/generateGraph keeps in `routing_graph`.
 */

import type { Floor } from "../../shared/floor.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { releaseState } from "../publishing/map-states.ts";
import { type WorkerPool, WorkerPoolBusy } from "../workers/worker-pool.ts";
import type { GraphFeature } from "./graph-types.ts";
import type { GraphReport } from "./routing-worker.ts";

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

/**
 * The same as ONE JSON text (an array of features), for a worker thread to parse (routing-worker.ts):
 * one string is copied to the thread at memory speed, where 50,000 row objects take a second to clone.
 */
export async function routingFeaturesText(db: Queryable, floor: Floor | null): Promise<string> {
  const [row] = await db.query<{ features: string }>(
    `SELECT coalesce(json_agg(json_build_object('id', id, 'floor', floor, 'type', type,
              'geometry', geometry, 'properties', properties) ORDER BY id), '[]')::text AS features
     FROM map_feature WHERE type = ANY($1::text[]) AND ($2::text IS NULL OR floor = $2)`,
    [routingTypes, floor],
  );
  return row?.features ?? "[]";
}

/** The same of release `release` (migration 023): what the app's network is built from. */
export async function releasedRoutingFeaturesText(db: Queryable, release: number): Promise<string> {
  const state = releaseState(release);
  const [row] = await db.query<{ features: string }>(
    `SELECT coalesce(json_agg(json_build_object('id', id, 'floor', floor, 'type', type,
              'geometry', geometry, 'properties', properties) ORDER BY id), '[]')::text AS features
     FROM (${state.sql}) AS released WHERE type = ANY($2::text[])`,
    [...state.params, routingTypes],
  );
  return row?.features ?? "[]";
}

export const routingWorker = new URL("./routing-worker.ts", import.meta.url);

/** `name` of routing-worker.ts run in a worker thread of `workers`; 3000 (503) when its queue is full. */
export async function inRoutingWorker<T>(workers: WorkerPool, name: string, task: unknown): Promise<T> {
  try {
    return await workers.run<T>(routingWorker, name, task);
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

/** The features of release `release` whose id is one of `ids`, of any type. */
export function releasedFeaturesById(db: Queryable, release: number, ids: number[]): Promise<GraphFeature[]> {
  const state = releaseState(release);
  return db.query<GraphFeature>(
    `SELECT id, floor, type, geometry, properties FROM (${state.sql}) AS released WHERE id = ANY($2::int[])`,
    [...state.params, ids],
  );
}

/**
 * The features of release `release` whose `key` property is `key` (on `floor` when given), of any
 * type, lowest id first. A key is unique on its floor (manifests/map.yaml), not across floors.
 */
export function releasedFeaturesByKey(
  db: Queryable,
  release: number,
  key: string,
  floor: Floor | null,
): Promise<GraphFeature[]> {
  const state = releaseState(release);
  return db.query<GraphFeature>(
    `SELECT id, floor, type, geometry, properties FROM (${state.sql}) AS released
     WHERE properties->>'key' = $2 AND ($3::text IS NULL OR floor = $3) ORDER BY id`,
    [...state.params, key, floor],
  );
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
  const features = await routingFeaturesText(db, floor);
  const { summary, json, diagnostics } = await inRoutingWorker<GraphReport>(workers, "graphReport", features);
  await db.query(
    `INSERT INTO routing_graph (scope, graph, nodes, edges, components) VALUES ($1, $2::jsonb, $3, $4, $5)
     ON CONFLICT (scope) DO UPDATE SET graph = excluded.graph, nodes = excluded.nodes, edges = excluded.edges,
       components = excluded.components, built_at = now()`,
    [floor ?? "all", json, summary.nodes, summary.edges, summary.components],
  );
  return { summary, diagnostics };
}
