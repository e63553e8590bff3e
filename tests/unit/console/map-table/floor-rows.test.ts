import { describe, expect, it } from "vitest";
import {
  type CellWording,
  filterRows,
  floorRows,
  nextSort,
  rowMaker,
  sortRows,
  tableColumns,
} from "../../../../src/console/map/floor-table/floor-rows.ts";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import type { SessionFeature } from "../../../../src/console/map/session/types.ts";

const point = { type: "Point", coordinates: [19.5, 51.8] } as const;
const feature = (key: string, properties: SessionFeature["properties"]): SessionFeature => ({
  key,
  geometry: { ...point, coordinates: [19.5, 51.8] },
  properties,
});

const wording: CellWording = {
  lang: "pl",
  type: (type) => ({ room: "Pomieszczenie", door: "Drzwi", connector: "Łącznik pięter" })[type] ?? type,
  enumValue: (name, value) => `${name}:${value}`,
  yes: "Tak",
  no: "Nie",
};

const features = [
  feature("1", { type: "room", key: "A10", name_pl: "Aula", area_size: 120.5, accessible: true }),
  feature("2", { type: "room", key: "A2", name_pl: "Łazienka", area_size: 9, accessible: false }),
  feature("3", { type: "door", key: "D1", room: "A2" }),
  feature("4", { type: "connector", key: "L1", connector_type: "lift", connector_key: "S1" }),
  feature("5", { type: "room", key: "A3", name_pl: "ćwiczeniowa" }),
];

describe("tableColumns", () => {
  it("puts the type first, then every property the types take, in the manifest's order", () => {
    expect(tableColumns(["door"])).toEqual([
      "type",
      "key",
      "name_pl",
      "name_en",
      "source_id",
      "sort",
      "building",
      "room",
      "min_zoom",
      "max_zoom",
      "alias",
      "accessible",
    ]);
    const both = tableColumns(["door", "room"]);
    expect(both).toContain("area_size");
    expect(both).toContain("room");
    expect(new Set(both).size).toBe(both.length);
  });

  it("has only the type column for no types", () => {
    expect(tableColumns([])).toEqual(["type"]);
  });
});

describe("floorRows", () => {
  const rows = floorRows(features, new Set(), rowMaker(wording));

  it("words each cell as the user reads it", () => {
    expect(rows[0]?.cells).toMatchObject({
      type: "Pomieszczenie",
      key: "A10",
      area_size: "120,5",
      accessible: "Tak",
      name_en: "",
    });
    expect(rows[1]?.cells.accessible).toBe("Nie");
    expect(rows[3]?.cells.connector_type).toBe("connector_type:lift");
  });

  it("keeps numbers as numbers for sorting, and empty values as none", () => {
    expect(rows[0]?.values.area_size).toBe(120.5);
    expect(rows[4]?.values.area_size).toBeNull();
  });

  it("leaves out the features of hidden types (the editor's type filter)", () => {
    const shown = floorRows(features, new Set(["room"]), rowMaker(wording));
    expect(shown.map((row) => row.key)).toEqual(["3", "4"]);
  });
});

describe("rowMaker", () => {
  it("words a feature again only once the session holds a changed copy of it", () => {
    const session = new EditSession();
    session.load(
      features.map(({ key, geometry, properties }) => ({
        id: Number(key),
        version: 1,
        geometry,
        properties,
      })),
    );
    const row = rowMaker(wording);
    const before = floorRows(session.features(), new Set(), row);
    session.update([
      { key: "2", properties: { type: "room", key: "A2", name_pl: "Łazienka", accessible: true } },
    ]);
    const after = floorRows(session.features(), new Set(), row);
    expect(after.map((r, i) => r === before[i])).toEqual([true, false, true, true, true]);
    expect(after[1]?.cells.accessible).toBe("Tak");
  });
});

describe("filterRows", () => {
  const rows = floorRows(features, new Set(), rowMaker(wording));
  const keys = (filters: Record<string, string>) => filterRows(rows, filters, "pl").map((row) => row.key);

  it.each([
    [{}, ["1", "2", "3", "4", "5"]],
    [{ key: "a" }, ["1", "2", "5"]],
    [{ key: "  A1 " }, ["1"]],
    [{ name_pl: "ŁAZ" }, ["2"]],
    [{ type: "pomieszcz", accessible: "tak" }, ["1"]],
    [{ area_size: "120,5" }, ["1"]],
    [{ key: "" }, ["1", "2", "3", "4", "5"]],
    [{ key: "zzz" }, []],
  ])("%j keeps %j", (filters, expected) => {
    expect(keys(filters)).toEqual(expected);
  });
});

describe("sortRows", () => {
  const rows = floorRows(features, new Set(), rowMaker(wording));
  const keys = (column: string, descending = false) =>
    sortRows(rows, { column, descending }, "pl").map((row) => row.key);

  it("orders numbers by value, empty cells last either way", () => {
    expect(keys("area_size")).toEqual(["2", "1", "3", "4", "5"]);
    expect(keys("area_size", true)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("orders texts as the language does, numbers within them by value", () => {
    expect(keys("key")).toEqual(["2", "5", "1", "3", "4"]);
    expect(keys("name_pl")).toEqual(["1", "5", "2", "3", "4"]);
  });

  it("keeps the order without a sort", () => {
    expect(sortRows(rows, null, "pl").map((row) => row.key)).toEqual(["1", "2", "3", "4", "5"]);
  });
});

describe("nextSort", () => {
  it("goes ascending, descending, then none; another column starts ascending", () => {
    const first = nextSort(null, "key");
    expect(first).toEqual({ column: "key", descending: false });
    const second = nextSort(first, "key");
    expect(second).toEqual({ column: "key", descending: true });
    expect(nextSort(second, "key")).toBeNull();
    expect(nextSort(second, "name_pl")).toEqual({ column: "name_pl", descending: false });
  });
});
