/**
 * Path queries over the routing network of the whole map. The network is built in a worker thread
 * and stays there (routing-worker.ts): this process's routing lane, one thread of its own, answers
 * the queries too. Each query names the map's revision (migration 011) it must be answered at; a
 * thread holding an older network, or none (a new or replaced thread), says so, and the network is
 * built again: once for all the queries waiting on that revision, and not kept when the build failed.
 */
import type { Queryable } from "../db/database.ts";
import { mapRevision } from "../map/map-revision.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import type { GraphFeature } from "./graph-types.ts";
import type { RouteOutcome } from "./route-finder.ts";
import { inRoutingWorker, routingFeaturesText } from "./routing-store.ts";

export class RoutingCache {
  readonly #db: Queryable;
  /** one thread: the network lives in it */
  readonly #lane: WorkerPool;
  #building: { revision: number; done: Promise<void> } | null = null;

  constructor(db: Queryable, lane: WorkerPool) {
    this.#db = db;
    this.#lane = lane;
  }

  /** The quickest path between the features over the map as it is now, or why there is none. */
  async route(from: GraphFeature, to: GraphFeature, stepFree: boolean): Promise<RouteOutcome> {
    // read first, so that an answer is never of a map older than the query
    const revision = await mapRevision(this.#db);
    // a second build only when the thread was replaced meanwhile
    for (let tries = 0; tries < 3; tries++) {
      const task = { revision, from, to, stepFree };
      const outcome = await inRoutingWorker<RouteOutcome | { stale: true }>(this.#lane, "route", task);
      if (!("stale" in outcome)) return outcome;
      await this.#build(revision);
    }
    throw new Error("the routing thread lost its network three times in a row");
  }

  #build(revision: number): Promise<void> {
    if (this.#building && this.#building.revision >= revision) return this.#building.done;
    const done = routingFeaturesText(this.#db, null).then((features) =>
      inRoutingWorker<void>(this.#lane, "buildNetwork", { revision, features }),
    );
    const building = { revision, done };
    this.#building = building;
    done.catch(() => {
      if (this.#building === building) this.#building = null;
    });
    return done;
  }
}
