/**
 * The extent call's floors kept between calls: pages picked from a kept floor as the database picked
 * them (the box's edges count, keyset by id), a floor read again only when the map's revision moves,
 * once for calls arriving together, not kept after a failed read, and floors let go beyond the budget.
 * The database is a fake that answers the two queries the cache makes and counts the floors read.
 */
import { describe, expect, it } from "vitest";
import type { Queryable } from "../../src/server/db/database.ts";
import { FloorCache, type FloorFeatures, pageOf } from "../../src/server/map/floor-cache.ts";
import type { Floor } from "../../src/shared/floor.ts";

type Row = { id: number; x1: number; y1: number; x2: number; y2: number; json: string };

/** A square of side 1 with its lower-left corner at x, y. */
const square = (id: number, x: number, y: number): Row => ({
  id,
  x1: x,
  y1: y,
  x2: x + 1,
  y2: y + 1,
  json: `{"id":${id}}`,
});

function fakeDatabase(floors: Record<string, Row[]>) {
  const state = { revision: 1, reads: [] as string[], failing: false };
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (sql.includes("map_revision")) return [{ revision: String(state.revision) }] as T[];
      const floor = String(params[0]);
      state.reads.push(floor);
      if (state.failing) throw new Error("database gone");
      const rows = floors[floor] ?? [];
      const lines = rows.map((r) => [r.id, r.x1, r.y1, r.x2, r.y2, r.json].join(" ")).join("\n");
      return [{ lines: rows.length ? lines : null }] as T[];
    },
  };
  return { db, state };
}

const features = (rows: Row[]): FloorFeatures => ({
  ids: Int32Array.from(rows, (r) => r.id),
  bounds: Float64Array.from(rows.flatMap((r) => [r.x1, r.y1, r.x2, r.y2])),
  json: rows.map((r) => r.json),
});

// Squares at x = 0, 2, 4, …, 18 along y = 0, ids 10, 20, …, 100.
const row = features(Array.from({ length: 10 }, (_, i) => square((i + 1) * 10, i * 2, 0)));
const ids = (json: string) => (json === "" ? [] : JSON.parse(`[${json}]`).map((f: { id: number }) => f.id));

describe("pageOf", () => {
  const cases: [
    string,
    [number, number, number, number],
    { limit: number; after: number },
    number[],
    number | null,
  ][] = [
    [
      "every feature in a box around all",
      [-1, -1, 30, 2],
      { limit: 100, after: 0 },
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
      null,
    ],
    ["a box touching one square's edge only", [3, 0.5, 3.5, 0.7], { limit: 100, after: 0 }, [20], null],
    ["a box touching corners", [5, 1, 6, 2], { limit: 100, after: 0 }, [30, 40], null],
    ["a box between squares", [1.2, 0, 1.8, 1], { limit: 100, after: 0 }, [], null],
    ["a box below all", [0, -3, 20, -2], { limit: 100, after: 0 }, [], null],
    ["the first page", [-1, -1, 30, 2], { limit: 3, after: 0 }, [10, 20, 30], 30],
    ["the page after a cursor", [-1, -1, 30, 2], { limit: 3, after: 30 }, [40, 50, 60], 60],
    ["a cursor between ids", [-1, -1, 30, 2], { limit: 3, after: 35 }, [40, 50, 60], 60],
    ["a page ending on the last feature", [-1, -1, 30, 2], { limit: 4, after: 60 }, [70, 80, 90, 100], null],
    [
      "a page ending where the box's features end",
      [-1, -1, 7, 2],
      { limit: 4, after: 0 },
      [10, 20, 30, 40],
      null,
    ],
    ["a cursor after the last", [-1, -1, 30, 2], { limit: 3, after: 100 }, [], null],
    ["a page with more in the box further on", [3.5, -1, 8.5, 2], { limit: 2, after: 0 }, [30, 40], 40],
  ];
  it.each(cases)("%s", (_name, box, paging, expected, next) => {
    const page = pageOf(row, box, paging);
    expect(ids(page.featuresJson)).toEqual(expected);
    expect(page.next).toBe(next);
  });
});

describe("FloorCache", () => {
  const floors = {
    p1: [square(1, 0, 0), square(2, 5, 5)],
    p2: [square(3, 0, 0), square(4, 5, 5)],
    p3: [square(5, 0, 0)],
  };
  const everything = [-10, -10, 10, 10] as [number, number, number, number];
  const all = { limit: 100, after: 0 };
  const page = (cache: FloorCache, floor: string) => cache.page(floor as Floor, everything, all);

  it("reads a floor once while the map stays as it is", async () => {
    const { db, state } = fakeDatabase(floors);
    const cache = new FloorCache(db);
    expect(ids((await page(cache, "p1")).featuresJson)).toEqual([1, 2]);
    expect(ids((await cache.page("p1" as Floor, [4, 4, 6, 6], all)).featuresJson)).toEqual([2]);
    expect(state.reads).toEqual(["p1"]);
  });

  it("reads the floor again when the map's revision has moved on", async () => {
    const { db, state } = fakeDatabase(floors);
    const cache = new FloorCache(db);
    await page(cache, "p1");
    state.revision = 2;
    floors.p1.push(square(9, 1, 1));
    try {
      expect(ids((await page(cache, "p1")).featuresJson)).toEqual([1, 2, 9]);
    } finally {
      floors.p1.pop();
    }
    expect(state.reads).toEqual(["p1", "p1"]);
  });

  it("reads once for calls arriving together", async () => {
    const { db, state } = fakeDatabase(floors);
    const cache = new FloorCache(db);
    const [a, b] = await Promise.all([page(cache, "p2"), page(cache, "p2")]);
    expect(a).toEqual(b);
    expect(state.reads).toEqual(["p2"]);
  });

  it("tries again after a failed read", async () => {
    const { db, state } = fakeDatabase(floors);
    const cache = new FloorCache(db);
    state.failing = true;
    await expect(page(cache, "p1")).rejects.toThrow("database gone");
    state.failing = false;
    expect(ids((await page(cache, "p1")).featuresJson)).toEqual([1, 2]);
  });

  it("lets go of the floor used longest ago beyond the budget, and keeps none over it alone", async () => {
    const { db, state } = fakeDatabase(floors);
    const cache = new FloorCache(db, { featureBudget: 4 });
    await page(cache, "p1");
    await page(cache, "p2");
    await page(cache, "p1"); // p1 used last: p2 is the one let go next
    await page(cache, "p3");
    await page(cache, "p1");
    await page(cache, "p2");
    expect(state.reads).toEqual(["p1", "p2", "p3", "p2"]);

    const small = fakeDatabase(floors);
    const tiny = new FloorCache(small.db, { featureBudget: 1 });
    await page(tiny, "p1");
    expect(ids((await page(tiny, "p1")).featuresJson)).toEqual([1, 2]);
    expect(small.state.reads).toEqual(["p1", "p1"]);
  });
});
