/**
 * The routing network kept between path queries: built again only when the map's revision moves,
 * once for queries arriving together, and not kept when the build failed. The database is a fake
 * that answers the two queries the cache makes and counts the features read.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../src/server/db/database.ts";
import { RoutingCache } from "../../src/server/geo/routing-cache.ts";
import { WorkerPool } from "../../src/server/workers/worker-pool.ts";
import { m, route } from "../support/routing-features.ts";

// the network is built in a worker thread, as in the server
const workers = new WorkerPool(1);
afterAll(() => workers.close());

function fakeDatabase() {
  const state = { revision: 1, reads: 0, failing: false };
  const db: Queryable = {
    async query<T>(sql: string): Promise<T[]> {
      if (sql.includes("map_revision")) return [{ revision: String(state.revision) }] as T[];
      state.reads++;
      if (state.failing) throw new Error("database gone");
      // as the cache reads them: geometry and properties as JSON text, for the worker to parse
      const line = route("p0", [m(0, 0), m(10, 0)]);
      return [
        { ...line, geometry: JSON.stringify(line.geometry), properties: JSON.stringify(line.properties) },
      ] as T[];
    },
  };
  return { db, state };
}

describe("RoutingCache", () => {
  it("builds once while the map stays as it is", async () => {
    const { db, state } = fakeDatabase();
    const cache = new RoutingCache(db, workers);
    const first = await cache.network();
    expect(await cache.network()).toBe(first);
    expect(state.reads).toBe(1);
  });

  it("builds again when the map's revision has moved on", async () => {
    const { db, state } = fakeDatabase();
    const cache = new RoutingCache(db, workers);
    const first = await cache.network();
    state.revision = 2;
    expect(await cache.network()).not.toBe(first);
    expect(state.reads).toBe(2);
  });

  it("builds once for queries arriving together", async () => {
    const { db, state } = fakeDatabase();
    const cache = new RoutingCache(db, workers);
    const [a, b] = await Promise.all([cache.network(), cache.network()]);
    expect(a).toBe(b);
    expect(state.reads).toBe(1);
  });

  it("tries again after a failed build", async () => {
    const { db, state } = fakeDatabase();
    const cache = new RoutingCache(db, workers);
    state.failing = true;
    await expect(cache.network()).rejects.toThrow("database gone");
    state.failing = false;
    await expect(cache.network()).resolves.toMatchObject({ graph: { components: 1 } });
  });
});
