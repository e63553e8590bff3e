/** The app's map inputs read from a request: a tile's z/x/y and the search text. */
import { describe, expect, it } from "vitest";
import { searchText } from "../../../src/server/app-api/map-search.ts";
import { tileAddress } from "../../../src/server/app-api/vector-tiles.ts";

describe("tileAddress", () => {
  it.each([
    ["the first tile of the widest zoom", ["12", "0", "0"], { z: 12, x: 0, y: 0 }],
    ["the last tile of the closest zoom", ["20", "1048575", "1048575"], { z: 20, x: 1048575, y: 1048575 }],
    ["a zoom below the tiles made", ["11", "0", "0"], null],
    ["a zoom above them", ["21", "0", "0"], null],
    ["x off the grid", ["12", "4096", "0"], null],
    ["y off the grid", ["12", "0", "4096"], null],
    ["a leading zero", ["12", "01", "0"], null],
    ["a sign", ["12", "-1", "0"], null],
    ["not a number", ["12", "a", "0"], null],
    ["a fraction", ["12", "1.5", "0"], null],
  ])("%s", (_name, [z, x, y], want) => {
    expect(tileAddress(z ?? "", x ?? "", y ?? "")).toEqual(want);
  });
});

describe("searchText", () => {
  it.each([
    ["trimmed", "  sala 1 ", "sala 1"],
    ["100 characters", "a".repeat(100), "a".repeat(100)],
  ])("%s", (_name, raw, want) => {
    expect(searchText(raw)).toBe(want);
  });

  it.each([
    ["missing", undefined, 3302],
    ["blank", "   ", 3302],
    ["repeated (an array)", ["a", "b"], 3302],
    ["over 100 characters once trimmed", ` ${"a".repeat(101)} `, 3303],
  ])("refuses %s", (_name, raw, code) => {
    expect(() => searchText(raw)).toThrow(expect.objectContaining({ errors: { q: [code] } }));
  });
});
