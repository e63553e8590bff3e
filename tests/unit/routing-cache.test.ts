/**
 * Path queries over the network kept in the routing thread: built again only when the map's revision
 * moves, once for queries arriving together, and not kept when the build failed. The database is a
 * fake that answers the two queries the cache makes and counts the features read; the thread is real.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../src/server/db/database.ts";
import { RoutingCache } from "../../src/server/routing/routing-cache.ts";
import { WorkerPool } from "../../src/server/workers/worker-pool.ts";
import { m, route } from "../support/routing-features.ts";

const lane = new WorkerPool(1, { keep: true });
afterAll(() => lane.close());

const corridor = { ...route("p0", [m(0, 0), m(10, 0)]), id: 1 };

function fakeDatabase() {
  const state = { revision: 1, reads: 0, failing: false };
  const db: Queryable = {
    async query<T>(sql: string): Promise<T[]> {
      if (sql.includes("map_revision")) return [{ revision: String(state.revision) }] as T[];
      state.reads++;
      if (state.failing) throw new Error("database gone");
      // as the cache reads them: one JSON text for the thread to parse
      return [{ features: JSON.stringify([corridor]) }] as T[];
    },
  };
  return { db, state };
}

const walk = (cache: RoutingCache) => cache.route(corridor, corridor, false);

describe("RoutingCache", () => {
  it("builds once while the map stays as it is", async () => {
    const { db, state } = fakeDatabase();
    const cache = new RoutingCache(db, lane);
    expect(await walk(cache)).toMatchObject({ route: {} });
    await walk(cache);
    expect(state.reads).toBe(1);
  });

  it("builds again when the map's revision has moved on", async () => {
    const { db, state } = fakeDatabase();
    state.revision = 10;
    const cache = new RoutingCache(db, lane);
    await walk(cache);
    state.revision = 11;
    await walk(cache);
    expect(state.reads).toBe(2);
  });

  it("builds once for queries arriving together", async () => {
    const { db, state } = fakeDatabase();
    state.revision = 20;
    const cache = new RoutingCache(db, lane);
    await Promise.all([walk(cache), walk(cache), walk(cache)]);
    expect(state.reads).toBe(1);
  });

  it("tries again after a failed build", async () => {
    const { db, state } = fakeDatabase();
    state.revision = 30;
    const cache = new RoutingCache(db, lane);
    state.failing = true;
    await expect(walk(cache)).rejects.toThrow("database gone");
    state.failing = false;
    await expect(walk(cache)).resolves.toMatchObject({ route: {} });
  });
});
