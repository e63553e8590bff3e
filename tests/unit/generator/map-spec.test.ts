import { describe, expect, it } from "vitest";
import type { Catalogues, LoadedMap, MapManifest } from "../../../generator/manifest-types.ts";
import { mapFormUiSchemas, mapPropertySchemas, mapSpec } from "../../../generator/transforms/map-spec.ts";

const catalogues = {
  enumerations: {
    connector_type: { lift: { pl: "Winda", en: "Lift" }, stairs: { pl: "Schody", en: "Stairs" } },
  },
} as unknown as Catalogues;

const manifest = (over: Partial<MapManifest> = {}): LoadedMap => ({
  file: "manifests/map.yaml",
  manifest: {
    codeRanges: [[1300, 1310]],
    codes: { required: 1400, unknown: 1401, type: 1402, min: 1600, max: 1601, format: 1602, ref: 1604 },
    properties: {
      key: { type: "string", label: { pl: "Klucz", en: "Key" }, min: 1, max: 64 },
      name: { type: "string", translated: true, label: { pl: "Nazwa", en: "Name" }, max: 120 },
      connector_type: { type: "enum", enum: "connector_type", label: { pl: "Rodzaj", en: "Kind" } },
      category_id: { type: "reference", ref: "category_geo", label: { pl: "Kategoria", en: "Category" } },
    },
    common: ["key"],
    types: {
      room: {
        group: "POLYGON",
        label: { pl: "Pokój", en: "Room" },
        properties: ["name", "category_id"],
        required: ["key", "name_pl"],
      },
      connector: {
        group: "POINT",
        label: { pl: "Łącznik", en: "Connector" },
        properties: ["connector_type"],
        app: false,
      },
    },
    errors: {},
    ...over,
  },
});

describe("mapSpec", () => {
  const spec = mapSpec(manifest(), catalogues);

  it.each([
    [
      "common properties first, translated ones as halves",
      { type: "room", want: ["key", "name_pl", "name_en", "category_id"] },
    ],
    [
      "a type without own properties has the common ones",
      { type: "connector", want: ["key", "connector_type"] },
    ],
  ])("%s", (_name, { type, want }) => {
    expect(spec.types[type]?.properties).toEqual(want);
  });

  it.each([
    ["a type is in the app unless the manifest says app: false", "room", true],
    ["app: false keeps the type out of the app", "connector", false],
  ])("%s", (_name, type, want) => {
    expect(spec.types[type]?.app).toBe(want);
  });

  it.each([
    [
      "a bounded text gets required, type, format, min and max",
      { name: "key", want: { required: 1400, type: 1402, format: 1602, min: 1600, max: 1601 } },
    ],
    [
      "a reference gets the ref code",
      { name: "category_id", want: { required: 1400, type: 1402, format: 1602, ref: 1604 } },
    ],
    [
      "an enumeration resolves its values",
      { name: "connector_type", want: { required: 1400, type: 1402, format: 1602 } },
    ],
  ])("%s", (_name, { name, want }) => {
    expect(spec.properties.find((p) => p.name === name)?.codes).toEqual(want);
  });

  it("resolves enumeration values from the catalogue", () => {
    expect(spec.properties.find((p) => p.name === "connector_type")?.values).toEqual(["lift", "stairs"]);
  });
});

describe("mapPropertySchemas and mapFormUiSchemas", () => {
  const spec = mapSpec(manifest(), catalogues);
  const schemas = mapPropertySchemas(spec);

  it.each([
    [
      "room requires type and its required properties",
      { type: "room", path: "required", want: ["type", "key", "name_pl"] },
    ],
    ["the type is a constant", { type: "room", path: "properties.type.const", want: "room" }],
    [
      "optional properties accept null",
      { type: "room", path: "properties.name_en.type", want: ["string", "null"] },
    ],
    ["unknown properties are refused", { type: "connector", path: "additionalProperties", want: false }],
    [
      "enumerations list their values",
      { type: "connector", path: "properties.connector_type.enum", want: ["lift", "stairs", null] },
    ],
  ])("%s", (_name, { type, path, want }) => {
    const value = path
      .split(".")
      .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], schemas[type]);
    expect(value).toEqual(want);
  });

  it("orders the form like the properties and picks the choice widgets", () => {
    const ui = mapFormUiSchemas(spec);
    expect(ui.room?.["ui:order"]).toEqual(["key", "name_pl", "name_en", "category_id"]);
    expect(ui.room?.category_id).toMatchObject({
      "ui:widget": "choice",
      "ui:options": { source: "lookup:category_geo_basic" },
    });
    expect(ui.connector?.connector_type).toMatchObject({
      "ui:widget": "choice",
      "ui:options": { source: "enum:connector_type" },
    });
  });
});
