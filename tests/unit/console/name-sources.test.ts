import { describe, expect, it } from "vitest";
import { idsParameter, nameSourceOf } from "../../../src/console/records/name-sources.ts";

describe("nameSourceOf", () => {
  it.each([
    ["a lookup", { given: "lookup:category_basic", want: { kind: "lookup", call: "category_basic" } }],
    ["the rooms, by the ids shown", { given: "lookup:rooms", want: { kind: "ids", call: "rooms" } }],
    ["beacons", { given: "area:beacons", want: { kind: "lookup", call: "beacon_basic" } }],
    ["users, through the authors' names", { given: "area:user", want: { kind: "authors" } }],
    ["an area without a lookup", { given: "area:article", want: { kind: "none" } }],
    ["an enum", { given: "enum:floor", want: { kind: "none" } }],
    ["no source", { given: undefined, want: { kind: "none" } }],
  ])("%s", (_name, { given, want }) => {
    expect(nameSourceOf(given)).toEqual(want);
  });
});

describe("idsParameter", () => {
  it.each([
    ["no rows", { given: [], want: "" }],
    ["distinct ids ascending", { given: [{ user_id: 8 }, { user_id: 3 }, { user_id: 8 }], want: "3,8" }],
    [
      "skips empty, placeholder and non-integer values",
      { given: [{ user_id: null }, { user_id: -1 }, { user_id: "4" }, { user_id: 1.5 }, {}], want: "" },
    ],
  ])("%s", (_name, { given, want }) => {
    expect(idsParameter(given, ["user_id"])).toBe(want);
  });
});
