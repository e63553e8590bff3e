/** The editor's search by type: a map type matches by its name or its label in either language. */
import { describe, expect, it } from "vitest";
import { typesMatching } from "../../src/server/map/feature-search.ts";

describe("typesMatching", () => {
  it.each([
    ["door", ["door"]],
    ["Drzwi", ["door"]],
    ["pomieszczenie", ["room"]],
    ["ROOM", ["room"]],
  ])("%s", (text, types) => {
    expect(typesMatching(text)).toEqual(expect.arrayContaining(types));
    for (const type of typesMatching(text)) expect(types).toContain(type);
  });

  it("nothing for a text no type holds", () => {
    expect(typesMatching("aula")).toEqual([]);
  });
});
