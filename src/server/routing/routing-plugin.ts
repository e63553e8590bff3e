/**
 * The routing calls, for the map's staff (admin, moderator): building and storing the graph with what
 * is wrong with it (spec §7 GET routing/generateGraph), and the path between two map features over
 * the network this process keeps (routing-cache.ts), passing no feature closed at that moment
 * (map/closure-store.ts).
 */
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import { flagParam, guardedQuery, type QueryParam, queryOf, requiredIdParam } from "../http/query-params.ts";
import { closuresInForce } from "../map/closure-store.ts";
import { floorParam } from "../map/floor.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import { RoutingCache } from "./routing-cache.ts";
import { featuresById, generateGraph } from "./routing-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
  /** the stored graph is built in these threads */
  workers: WorkerPool;
  /** one thread that builds the network of path queries, keeps it and answers them */
  routingLane: WorkerPool;
  /** the moment temporary closures are in force at (AppOptions.clock) */
  clock: () => number;
}

const graphQuery = { profile: floorParam };
/** `from` and `to`, map feature ids (3001), and `accessible`, only a step-free path (3007). */
const pathQuery = { from: requiredIdParam(3001), to: requiredIdParam(3001), accessible: flagParam(3007) };

const place = ({ id, type, floor }: { id: number; type: string; floor: string }) => ({ id, type, floor });

export async function routingPlugin(
  app: FastifyInstance,
  { db, guard, workers, routingLane, clock }: Options,
) {
  const staff = (url: string, query: Record<string, QueryParam<unknown>>) =>
    guardedQuery(guard.roles(rolesOf("GET", url)), query);
  const cache = new RoutingCache(db, routingLane);

  app.get("/api/routing/generateGraph", staff("/api/routing/generateGraph", graphQuery), async (request) => {
    const floor = queryOf(request, graphQuery).profile;
    const { summary, diagnostics } = await generateGraph(db, floor, workers);
    request.log.info(
      { scope: floor ?? "all", ...summary, problems: diagnostics.length },
      "routing graph generated",
    );
    return success({ ...summary, diagnostics });
  });

  app.get("/api/routing/path", staff("/api/routing/path", pathQuery), async (request) => {
    const query = queryOf(request, pathQuery);
    const found = new Map((await featuresById(db, [query.from, query.to])).map((f) => [f.id, f]));
    const [from, to] = [found.get(query.from), found.get(query.to)];
    if (!from || !to) {
      const errors: FieldErrors = {};
      if (!from) errors.from = [3002];
      if (!to) errors.to = [3002];
      throw ApiError.fields(errors);
    }
    // read at each query, from the database: a closure made on another process counts at once
    const { closed } = await closuresInForce(db, clock());
    const outcome = await cache.route(from, to, query.accessible, closed);
    if ("refused" in outcome) throw ApiError.code(outcome.refused, outcome.field);
    return success({ from: place(from), to: place(to), accessible: query.accessible, ...outcome.route });
  });
}
