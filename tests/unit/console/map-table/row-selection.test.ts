import { describe, expect, it } from "vitest";
import { clickRow, pageShowing, pageWithin } from "../../../../src/console/map/floor-table/row-selection.ts";

const order = ["a", "b", "c", "d", "e"];

describe("clickRow", () => {
  const click = (selected: string[], anchor: string | null, key: string, ctrl = false, shift = false) =>
    clickRow({ order, selected, anchor, key, ctrl, shift });

  it("selects the row alone on a plain click, which becomes the anchor", () => {
    expect(click(["a", "b"], "a", "d")).toEqual({ selected: ["d"], anchor: "d" });
  });

  it("adds or removes the row with Ctrl", () => {
    expect(click(["a"], "a", "c", true)).toEqual({ selected: ["a", "c"], anchor: "c" });
    expect(click(["a", "c"], "a", "a", true)).toEqual({ selected: ["c"], anchor: "a" });
  });

  it("selects the range from the anchor in the order shown with Shift, either way", () => {
    expect(click(["b"], "b", "d", false, true)).toEqual({ selected: ["b", "c", "d"], anchor: "b" });
    expect(click(["d"], "d", "b", false, true)).toEqual({ selected: ["b", "c", "d"], anchor: "d" });
  });

  it("adds the range to the selection with Ctrl+Shift", () => {
    expect(click(["a", "c"], "c", "e", true, true)).toEqual({ selected: ["a", "c", "d", "e"], anchor: "c" });
  });

  it("takes a Shift click without an anchor shown as a plain click", () => {
    expect(click([], null, "c", false, true)).toEqual({ selected: ["c"], anchor: "c" });
    expect(click(["z"], "z", "c", false, true)).toEqual({ selected: ["c"], anchor: "c" });
  });
});

describe("pageShowing", () => {
  const rows = Array.from({ length: 25 }, (_, i) => `k${i}`);

  it.each([
    [[], 2, 2],
    [["k12"], 1, 2],
    [["k3", "k22"], 3, 3],
    [["k22", "k3"], 2, 1],
    [["gone"], 2, 2],
  ])("selected %j, on page %i: page %i", (selected, page, expected) => {
    expect(pageShowing(rows, selected, page, 10)).toBe(expected);
  });
});

describe("pageWithin", () => {
  it.each([
    [5, 25, 10, 3],
    [0, 25, 10, 1],
    [2, 0, 10, 1],
    [2, 25, 10, 2],
  ])("page %i of %i rows by %i: %i", (page, count, size, expected) => {
    expect(pageWithin(page, count, size)).toBe(expected);
  });
});
