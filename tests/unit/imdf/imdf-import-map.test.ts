import { describe, expect, it } from "vitest";
import { readArchive } from "../../../src/server/imdf/imdf-archive.ts";
import { unitType } from "../../../src/server/imdf/imdf-categories.ts";
import { ImdfError } from "../../../src/server/imdf/imdf-error.ts";
import { planImport } from "../../../src/server/imdf/imdf-import-map.ts";
import { ids, producerFiles } from "../../support/imdf-archives.ts";

const bytes = (files: Map<string, string>) =>
  new Map([...files].map(([name, text]) => [name, new TextEncoder().encode(text)]));
const plan = (files = producerFiles()) => planImport(readArchive(bytes(files)));
const refusal = (files: Map<string, string>) => {
  try {
    plan(files);
  } catch (error) {
    if (error instanceof ImdfError) return [error.code, error.detail];
  }
  return null;
};

describe("unit categories to our feature types", () => {
  it.each([
    ["classroom", "room"],
    ["restroom.female", "room"],
    ["elevator", "room"],
    ["stairs", "room"],
    ["walkway", "roi"],
    ["walkway.island", "roi"],
    ["structure", "wall"],
    ["column", "wall"],
    ["parking", "parking"],
    ["something.new", "room"],
  ])("%s -> %s", (category, type) => {
    expect(unitType(category)).toBe(type);
  });
});

describe("planImport of another producer's archive", () => {
  const { features, skipped } = plan();
  const byId = (id: string) => features.filter((f) => f.source.id === id);

  it.each([
    ["venue", ids.venue, "campus", "p0"],
    ["building without geometry (its footprint's)", ids.building, "building", "p0"],
    ["footprint", ids.footprint, "background", "p0"],
    ["level of ordinal 0", ids.level0, "level", "p0"],
    ["level of ordinal 1", ids.level1, "level", "p1"],
    ["room", ids.room, "room", "p0"],
    ["walkway", ids.walkway, "roi", "p1"],
    ["amenity in the room", ids.amenity, "poi", "p0"],
  ])("%s", (_name, id, type, floor) => {
    expect(byId(id).map((f) => [f.type, f.floor])).toEqual([[type, floor]]);
  });

  it("keys features by their IMDF id and takes names PL/EN, falling back to the category", () => {
    expect(byId(ids.room)[0]?.properties).toMatchObject({
      key: ids.room,
      source_id: ids.room,
      name_pl: "Sala 1",
      name_en: "Room 1",
      accessible: true,
      building: ids.building,
    });
    expect(byId(ids.walkway)[0]?.properties).toMatchObject({ name_pl: "Korytarz", name_en: "Walkway" });
    expect(byId(ids.amenity)[0]?.properties).toMatchObject({ name_pl: "Information desk", room: ids.room });
    expect(byId(ids.level1)[0]?.properties).toMatchObject({ level_label_pl: "1", ordinal: 1 });
  });

  it("keeps the building's lack of geometry and the venue's addresses for the export", () => {
    expect(byId(ids.building)[0]?.source.geometry).toBeNull();
    expect(byId(ids.venue)[0]?.source.related?.map((f) => f.id)).toEqual([ids.address]);
  });

  it("makes a lift relationship one connector per end, sharing its id as connector_key", () => {
    expect(
      byId(ids.lift).map((f) => [f.floor, f.properties.connector_type, f.properties.connector_key]),
    ).toEqual([
      ["p0", "lift", ids.lift],
      ["p1", "lift", ids.lift],
    ]);
  });

  it("reports what is left out with its id and reason", () => {
    expect(skipped).toEqual([
      { id: ids.level30, feature_type: "level", code: 3110, detail: `level ${ids.level30}` },
      { id: ids.roof, feature_type: "unit", code: 3110, detail: `level ${ids.level30}` },
    ]);
  });
});

describe("archives refused whole", () => {
  const broken = (name: string, content: string | null) => {
    const files = producerFiles();
    if (content === null) files.delete(name);
    else files.set(name, content);
    return files;
  };
  it.each([
    ["no manifest", broken("manifest.json", null), [3102, null]],
    ["bad JSON", broken("unit.json", "{"), [3103, "unit.json"]],
    ["not a FeatureCollection", broken("unit.json", "[]"), [3103, "unit.json"]],
    ["IMDF 2", broken("manifest.json", '{"version":"2.0.0"}'), [3108, "2.0.0"]],
    [
      "an unknown level",
      broken("unit.json", producerFiles().get("unit.json")?.replace(ids.level0, "nowhere") ?? ""),
      [3107, `unit ${ids.room}: level nowhere`],
    ],
  ])("%s", (_name, files, want) => {
    expect(refusal(files)).toEqual(want);
  });

  it("reads the archive from the folder of its manifest, .geojson before .json", () => {
    const files = new Map([...producerFiles()].map(([name, text]) => [`campus/${name}`, text]));
    files.set("campus/unit.geojson", '{"type":"FeatureCollection","features":[]}');
    files.set("campus/notes.txt", "");
    const archive = readArchive(bytes(files));
    expect(archive.features.get("unit")).toEqual([]);
    expect(archive.ignoredFiles).toEqual(["notes.txt", "unit.json"]);
  });
});
