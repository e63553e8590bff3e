/**
 * The feature loader: pages until the server says there is no next one, and floors fetched in advance
 * shown at once while fresh and for a box they cover, else asked for again.
 */
import { describe, expect, test } from "vitest";
import type { ExtentPage, LonLatBox } from "../../../../src/console/map/editor/extent-page.ts";
import { FeatureLoader } from "../../../../src/console/map/editor/feature-loader.ts";
import type { StoredFeature } from "../../../../src/console/map/session/types.ts";
import { stored } from "../map-session/fixtures.ts";

const view: LonLatBox = [19.4, 51.7, 19.5, 51.8];
const inside: LonLatBox = [19.42, 51.72, 19.48, 51.78];
const wider: LonLatBox = [19.3, 51.6, 19.6, 51.9];

interface Call {
  floor: string;
  after: number | null;
  priority: RequestPriority | undefined;
  quiet: boolean | undefined;
  signal: AbortSignal;
}

/** A server holding `perFloor` features on every floor, answered in pages of `pageSize`. */
function fakeServer(
  perFloor = 5,
  heldFeatureBudget?: number,
  prepare?: (features: StoredFeature[]) => Promise<void>,
) {
  const calls: Call[] = [];
  let clock = 0;
  const fetchPage = async (
    floor: string,
    _box: LonLatBox,
    page: { after: number | null; limit: number; priority?: RequestPriority; quiet?: boolean },
    signal: AbortSignal,
  ): Promise<ExtentPage> => {
    calls.push({ floor, after: page.after, priority: page.priority, quiet: page.quiet, signal });
    await Promise.resolve();
    const start = page.after ?? 0;
    const ids = Array.from({ length: Math.min(page.limit, perFloor - start) }, (_, i) => start + i + 1);
    return {
      features: ids.map((id) => stored(id)),
      next: start + ids.length < perFloor ? start + ids.length : null,
    };
  };
  const progress: { active: boolean; loaded: number }[] = [];
  const loader = new FeatureLoader({
    onProgress: (p) => progress.push(p),
    pageSize: 2,
    fetchPage,
    heldForMs: 30_000,
    now: () => clock,
    ...(heldFeatureBudget !== undefined && { heldFeatureBudget }),
    ...(prepare && { prepare }),
  });
  return { loader, calls, progress, advance: (ms: number) => (clock += ms) };
}

async function loadIds(loader: FeatureLoader, floor: string, box: LonLatBox) {
  const pages: number[][] = [];
  const done = await loader.load(floor, box, (features) => pages.push(features.map((f) => f.id)));
  return { done, pages };
}

describe("loading a view", () => {
  test("asks page after page and hands each over as it arrives", async () => {
    const { loader, calls, progress } = fakeServer(5);
    expect(await loadIds(loader, "p1", view)).toEqual({ done: true, pages: [[1, 2], [3, 4], [5]] });
    expect(calls.map((c) => [c.after, c.priority, c.quiet])).toEqual([
      [null, "high", false],
      [2, "high", false],
      [4, "high", false],
    ]);
    expect(progress.at(-1)).toEqual({ active: false, loaded: 5 });
    expect(loader.covered(inside)).toBe(true);
    expect(loader.covered(wider)).toBe(false);
  });

  test("a new load cancels the one running: the first reports failure, nothing of it arrives late", async () => {
    const { loader } = fakeServer(5);
    const first = loadIds(loader, "p1", view);
    const second = loadIds(loader, "p2", view);
    expect((await first).done).toBe(false);
    expect((await second).pages.flat()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("floors fetched in advance", () => {
  const cases: [string, { given: { after: number; box: LonLatBox }; want: { fetched: boolean } }][] = [
    ["the same view at once", { given: { after: 1_000, box: view }, want: { fetched: false } }],
    ["a smaller view inside it", { given: { after: 1_000, box: inside }, want: { fetched: false } }],
    ["a view reaching beyond it", { given: { after: 1_000, box: wider }, want: { fetched: true } }],
    ["after 30 s they are too old", { given: { after: 30_001, box: view }, want: { fetched: true } }],
  ];
  test.each(cases)("%s", async (_name, { given, want }) => {
    const { loader, calls, advance } = fakeServer(5);
    await loader.prefetch(["p2", "p3"], view);
    // Fetching in advance is quiet: the user did not ask for it, a failure shows nothing.
    expect(calls.map((c) => [c.floor, c.priority, c.quiet])).toEqual([
      ["p2", "low", true],
      ["p2", "low", true],
      ["p2", "low", true],
      ["p3", "low", true],
      ["p3", "low", true],
      ["p3", "low", true],
    ]);
    expect(loader.heldFloors(view)).toEqual(["p2", "p3"]);
    advance(given.after);
    calls.length = 0;
    const { done, pages } = await loadIds(loader, "p2", given.box);
    expect(done).toBe(true);
    expect(pages.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(calls.length > 0).toBe(want.fetched);
    expect(loader.covered(given.box)).toBe(true);
  });

  test("are shown once: a second load of the floor asks the server", async () => {
    const { loader, calls } = fakeServer(1);
    await loader.prefetch(["p2"], view);
    await loadIds(loader, "p2", view);
    loader.forget();
    calls.length = 0;
    await loadIds(loader, "p2", view);
    expect(calls).toHaveLength(1);
  });

  test("a load that needs the server stops the fetching in advance", async () => {
    const { loader, calls } = fakeServer(5);
    const prefetching = loader.prefetch(["p2", "p3"], view);
    await loadIds(loader, "p1", view);
    await prefetching;
    const ahead = calls.filter((c) => c.priority === "low");
    expect(ahead.every((c) => c.signal.aborted)).toBe(true);
    expect(loader.heldFloors(view)).toEqual([]);
  });

  test("floors already held are not fetched again", async () => {
    const { loader, calls } = fakeServer(1);
    await loader.prefetch(["p2"], view);
    calls.length = 0;
    await loader.prefetch(["p2", "p3"], view);
    expect(calls.map((c) => c.floor)).toEqual(["p3"]);
  });

  test("no further floor is fetched once the budget of held features is spent", async () => {
    const { loader, calls } = fakeServer(5, 10);
    await loader.prefetch(["p2", "p3", "p4"], view);
    expect(new Set(calls.map((c) => c.floor))).toEqual(new Set(["p2", "p3"]));
    expect(loader.heldFloors(view)).toEqual(["p2", "p3"]);
  });

  test("floors held for another box are let go, and their features no longer count", async () => {
    const { loader, calls } = fakeServer(5, 10);
    await loader.prefetch(["p2", "p3"], view);
    calls.length = 0;
    await loader.prefetch(["p2", "p3"], wider);
    expect(new Set(calls.map((c) => c.floor))).toEqual(new Set(["p2", "p3"]));
    expect(loader.heldFloors(view)).toEqual(["p2", "p3"]);
    expect(loader.heldFloors(wider)).toEqual(["p2", "p3"]);
  });

  test("each page is prepared before it is held or handed over, and a held page not again", async () => {
    const prepared: number[][] = [];
    const { loader } = fakeServer(3, undefined, async (features) => {
      prepared.push(features.map((f) => f.id));
    });
    await loader.prefetch(["p2"], view);
    expect(prepared).toEqual([[1, 2], [3]]);
    expect((await loadIds(loader, "p2", view)).pages).toEqual([[1, 2, 3]]);
    expect(prepared).toHaveLength(2);
    await loadIds(loader, "p3", view);
    expect(prepared.slice(2)).toEqual([[1, 2], [3]]);
  });

  test("a reload after a save never takes them", async () => {
    const { loader, calls } = fakeServer(1);
    await loader.prefetch(["p2"], view);
    calls.length = 0;
    expect((await loader.fetchAll("p2", view))?.map((f) => f.id)).toEqual([1]);
    expect(calls).toHaveLength(1);
  });
});
