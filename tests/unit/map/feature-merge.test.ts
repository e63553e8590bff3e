import { describe, expect, it } from "vitest";
import { type FeatureContent, mergeFeature } from "../../../src/shared/feature-merge.ts";

const at = (
  properties: Record<string, unknown>,
  geometry: unknown = "g0",
  type = "room",
): FeatureContent => ({
  type,
  geometry,
  properties,
});
const base = at({ name_pl: "Sala", area_size: 20 });

describe("mergeFeature", () => {
  it.each([
    {
      name: "different properties: both kept",
      mine: at({ name_pl: "Sala", area_size: 30 }),
      theirs: at({ name_pl: "Aula", area_size: 20 }),
      merged: at({ name_pl: "Aula", area_size: 30 }),
      clashes: [],
    },
    {
      name: "the same property to the same value: no clash",
      mine: at({ name_pl: "Aula", area_size: 20 }),
      theirs: at({ name_pl: "Aula", area_size: 20 }),
      merged: at({ name_pl: "Aula", area_size: 20 }),
      clashes: [],
    },
    {
      name: "the same property apart: a clash, mine kept in the merge",
      mine: at({ name_pl: "Mine", area_size: 20 }),
      theirs: at({ name_pl: "Theirs", area_size: 20 }),
      merged: at({ name_pl: "Mine", area_size: 20 }),
      clashes: [{ field: "properties.name_pl", base: "Sala", mine: "Mine", theirs: "Theirs" }],
    },
    {
      name: "a property mine removed and theirs left: removed",
      mine: at({ name_pl: "Sala" }),
      theirs: at({ name_pl: "Aula", area_size: 20 }),
      merged: at({ name_pl: "Aula" }),
      clashes: [],
    },
    {
      name: "a property mine removed and theirs changed: a clash with null for mine",
      mine: at({ name_pl: "Sala" }),
      theirs: at({ name_pl: "Sala", area_size: 40 }),
      merged: at({ name_pl: "Sala" }),
      clashes: [{ field: "properties.area_size", base: 20, mine: null, theirs: 40 }],
    },
    {
      name: "a property both added apart",
      mine: at({ ...base.properties, accessible: true }),
      theirs: at({ ...base.properties, accessible: false }),
      merged: at({ ...base.properties, accessible: true }),
      clashes: [{ field: "properties.accessible", base: null, mine: true, theirs: false }],
    },
    {
      name: "their geometry, my property",
      mine: at({ name_pl: "Lab", area_size: 20 }),
      theirs: at(base.properties, "g1"),
      merged: at({ name_pl: "Lab", area_size: 20 }, "g1"),
      clashes: [],
    },
    {
      name: "both geometries (deep values compared whole)",
      mine: at(base.properties, { coordinates: [1, 2] }),
      theirs: at(base.properties, { coordinates: [1, 3] }),
      merged: at(base.properties, { coordinates: [1, 2] }),
      clashes: [
        { field: "geometry", base: "g0", mine: { coordinates: [1, 2] }, theirs: { coordinates: [1, 3] } },
      ],
    },
    {
      name: "both types apart",
      mine: at(base.properties, "g0", "roi"),
      theirs: at(base.properties, "g0", "parking"),
      merged: at(base.properties, "g0", "roi"),
      clashes: [{ field: "type", base: "room", mine: "roi", theirs: "parking" }],
    },
  ])("$name", ({ mine, theirs, merged, clashes }) => {
    expect(mergeFeature(base, mine, theirs)).toEqual({ merged, clashes });
  });

  it("objects equal whatever the order of their keys", () => {
    const mine = at(base.properties, { type: "Point", coordinates: [1, 2] });
    const theirs = at({ ...base.properties, name_pl: "Aula" }, { coordinates: [1, 2], type: "Point" });
    const from = at(base.properties, { coordinates: [1, 2], type: "Point" });
    expect(mergeFeature(from, mine, theirs).clashes).toEqual([]);
  });

  it("an unknown base makes every field held apart a clash, and none held alike", () => {
    const mine = at({ name_pl: "Mine", area_size: 20 });
    const theirs = at({ name_pl: "Theirs", area_size: 20 });
    expect(mergeFeature(null, mine, theirs).clashes).toEqual([
      { field: "properties.name_pl", base: null, mine: "Mine", theirs: "Theirs" },
    ]);
  });
});
