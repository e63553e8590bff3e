import { describe, expect, it } from "vitest";
import { valuesAfter } from "../../../src/console/records/version-at.ts";

const now = { name: "Trzecia", status: "inactive", lang: "pl", version: 4 };
const history = [
  {
    id: 10,
    changes: { name: { before: null, after: "Pierwsza" }, status: { before: null, after: "active" } },
  },
  { id: 12, changes: { name: { before: "Pierwsza", after: "Druga" } } },
  { id: 15, changes: { to: "everyone" } },
  {
    id: 17,
    changes: { name: { before: "Druga", after: "Trzecia" }, status: { before: "active", after: "inactive" } },
  },
];

describe("a record's values after an entry of its history", () => {
  it.each([
    [17, { name: "Trzecia", status: "inactive" }],
    [12, { name: "Druga", status: "active" }],
    [10, { name: "Pierwsza", status: "active" }],
  ])("after entry %i", (entry, expected) => {
    expect(valuesAfter(now, history, entry)).toEqual({ ...now, ...expected });
  });

  it("keeps fields no later entry changed, whatever order the entries come in", () => {
    expect(valuesAfter(now, [...history].reverse(), 12)).toMatchObject({ lang: "pl", version: 4 });
  });

  it("ignores a change of a field the record does not have (a password, a removed field)", () => {
    const entries = [{ id: 20, changes: { password: { before: "x", after: "y" } } }];
    expect(valuesAfter(now, entries, 1)).toEqual(now);
  });
});
