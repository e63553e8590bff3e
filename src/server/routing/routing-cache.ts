/**
 * Path queries over the routing network of one state of the whole map: the draft (what staff route
 * on) or the latest release (what the app routes on). The network is built in a worker thread and
 * stays there (routing-worker.ts): this process's routing lane, one thread of its own, answers the
 * queries too. Each query names the revision of its state it must be answered at (the map's revision,
 * migration 011, or the release's number); a thread holding an older network, or none (a new or
 * replaced thread), says so, and the network is built again: once for all the queries waiting on that
 * revision, and not kept when the build failed.
 */
import type { Queryable } from "../db/database.ts";
import { mapRevision } from "../map/map-revision.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import type { GraphFeature } from "./graph-types.ts";
import type { RouteOutcome } from "./route-finder.ts";
import { inRoutingWorker, releasedRoutingFeaturesText, routingFeaturesText } from "./routing-store.ts";
import type { NetworkScope, RouteTask } from "./routing-worker.ts";

/** Where a network's features come from, and the revision that says when it is out of date. */
interface MapSource {
  scope: NetworkScope;
  features(db: Queryable, revision: number): Promise<string>;
}

export const draftSource: MapSource = { scope: "draft", features: (db) => routingFeaturesText(db, null) };
export const releaseSource: MapSource = { scope: "release", features: releasedRoutingFeaturesText };

export class RoutingCache {
  readonly #db: Queryable;
  /** one thread: the network lives in it */
  readonly #lane: WorkerPool;
  readonly #source: MapSource;
  #building: { revision: number; done: Promise<void> } | null = null;

  constructor(db: Queryable, lane: WorkerPool, source: MapSource = draftSource) {
    this.#db = db;
    this.#lane = lane;
    this.#source = source;
  }

  /**
   * The quickest path between the features over the draft as it is now, or why there is none.
   * `closed`: the features closed now (temporary closures), which no path passes.
   */
  async route(
    from: GraphFeature,
    to: GraphFeature,
    stepFree: boolean,
    closed: number[] = [],
  ): Promise<RouteOutcome> {
    // read first, so that an answer is never of a map older than the query
    return this.routeAt(await mapRevision(this.#db), from, to, stepFree, closed);
  }

  /** The quickest path over the state at `revision` (for a release, its number), or why there is none. */
  async routeAt(
    revision: number,
    from: GraphFeature,
    to: GraphFeature,
    stepFree: boolean,
    closed: number[] = [],
  ): Promise<RouteOutcome> {
    // a second build only when the thread was replaced meanwhile
    for (let tries = 0; tries < 3; tries++) {
      const task: RouteTask = { scope: this.#source.scope, revision, from, to, stepFree, closed };
      const outcome = await inRoutingWorker<RouteOutcome | { stale: true }>(this.#lane, "route", task);
      if (!("stale" in outcome)) return outcome;
      await this.#build(revision);
    }
    throw new Error("the routing thread lost its network three times in a row");
  }

  #build(revision: number): Promise<void> {
    if (this.#building && this.#building.revision >= revision) return this.#building.done;
    const { scope } = this.#source;
    const done = this.#source
      .features(this.#db, revision)
      .then((features) => inRoutingWorker<void>(this.#lane, "buildNetwork", { scope, revision, features }));
    const building = { revision, done };
    this.#building = building;
    done.catch(() => {
      if (this.#building === building) this.#building = null;
    });
    return done;
  }
}
