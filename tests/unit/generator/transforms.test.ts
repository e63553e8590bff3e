/** Table tests of the transforms that have no file of their own. */
import { describe, expect, it } from "vitest";
import type { Manifests } from "../../../generator/manifest-types.ts";
import {
  consoleMenu,
  consoleRedirects,
  consoleRoutes,
} from "../../../generator/transforms/console-tables.ts";
import { errorRegistry } from "../../../generator/transforms/error-registry.ts";
import { i18nCatalogue } from "../../../generator/transforms/i18n-catalogues.ts";
import { recordSchemas } from "../../../generator/transforms/record-schemas.ts";
import type { AreaSpec, FieldSpec } from "../../../src/shared/area-spec.ts";
import type { MapSpec } from "../../../src/shared/map-spec.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

// Polish labels in capitals, so that a catalogue shows which language a text came from.
const field = (name: string, over: Partial<FieldSpec> = {}): FieldSpec =>
  fieldSpec(name, { label: { pl: name.toUpperCase(), en: name }, ...over });

const area = (over: Partial<AreaSpec>): AreaSpec =>
  areaSpecOf("thing", {
    title: { pl: "Rzeczy", en: "Things" },
    itemTitle: { pl: "Rzecz", en: "Thing" },
    actions: { admin: ["list", "view", "create", "update", "delete"] },
    ...over,
  });

describe("recordSchemas", () => {
  const cases: [
    string,
    {
      given: FieldSpec[];
      want: { create: string[]; update: string[]; record: string[]; required: string[] };
    },
  ][] = [
    [
      "read-only fields are shown, never written",
      {
        given: [field("a", { required: true }), field("b", { readOnly: true })],
        want: {
          create: ["a"],
          update: ["a"],
          record: ["id", "a", "b", "created_at", "updated_at", "version"],
          required: ["a"],
        },
      },
    ],
    [
      "create-only fields are not updated and passwords never shown",
      {
        given: [field("email"), field("password", { type: "password", createOnly: true, required: true })],
        want: {
          create: ["email", "password"],
          update: ["email"],
          record: ["id", "email", "created_at", "updated_at", "version"],
          required: ["password"],
        },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    const s = recordSchemas(area({ fields: given }));
    expect(Object.keys(s.create.properties as object)).toEqual(want.create);
    expect(Object.keys(s.update.properties as object)).toEqual(want.update);
    expect(Object.keys(s.record.properties as object)).toEqual(want.record);
    expect(s.create.required).toEqual(want.required);
    expect(s.create.additionalProperties).toBe(false);
  });
});

describe("console tables", () => {
  const cases: [
    string,
    { given: AreaSpec; want: { routes: string[]; redirects: Record<string, string>; menu: string[] } },
  ][] = [
    [
      "full CRUD area with an alias and a menu entry",
      {
        given: area({ console: { path: "things", aliases: ["thing-list"], menu: 3 } }),
        want: {
          routes: ["things", "things/modify", "things/modify/:id"],
          redirects: { "thing-list": "things" },
          menu: ["things"],
        },
      },
    ],
    [
      "edit-only area has no create route",
      {
        given: area({
          actions: { admin: ["list", "view", "update"] },
          console: { path: "lots", aliases: [] },
        }),
        want: { routes: ["lots", "lots/modify/:id"], redirects: {}, menu: [] },
      },
    ],
    [
      "view-only area has just its list",
      {
        given: area({
          actions: { admin: ["list", "view", "delete"] },
          console: { path: "opinions", aliases: [], menu: 1 },
        }),
        want: { routes: ["opinions"], redirects: {}, menu: ["opinions"] },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(consoleRoutes([given], []).map((r) => r.path)).toEqual(want.routes);
    expect(consoleRedirects([given])).toEqual(want.redirects);
    expect(consoleMenu([given], []).map((m) => m.path)).toEqual(want.menu);
  });

  it("modify routes highlight their list in the menu, and screens join the menu in order", () => {
    const things = area({ console: { path: "things", aliases: [], menu: 2 } });
    const screens = [
      { path: "map/:floor", label: { pl: "Mapy", en: "Maps" }, roles: ["admin" as const], menu: 1 },
    ];
    expect(consoleRoutes([things], screens).map((r) => [r.path, r.menuPath])).toEqual([
      ["things", "things"],
      ["things/modify", "things"],
      ["things/modify/:id", "things"],
      ["map/:floor", "map"],
    ]);
    expect(consoleMenu([things], screens).map((m) => m.path)).toEqual(["map", "things"]);
  });
});

describe("errorRegistry and i18n catalogues", () => {
  const manifests = {
    catalogues: {
      codes: {
        "9999": { pl: "Nieznany", en: "Unknown", status: 500 },
        "9030": { pl: "Wyłączone", en: "Off", status: 501, console: false },
      },
      enumerations: { status: { active: { pl: "Aktywny", en: "Active" } } },
      roles: { admin: { id: 1, directory: false, label: { pl: "Administrator", en: "Admin" } } },
    },
    areas: [
      { file: "manifests/areas/thing.yaml", manifest: { errors: { "6501": { pl: "Brak", en: "Missing" } } } },
    ],
    map: { file: "manifests/map.yaml", manifest: { errors: { "1300": { pl: "Typ", en: "Type" } } } },
  } as unknown as Manifests;
  const map = {
    file: "manifests/map.yaml",
    codes: { required: 1400, unknown: 1401, type: 1402, min: 1600, max: 1601, format: 1602, ref: 1604 },
    properties: [field("key")],
    rules: [],
    types: {
      room: {
        group: "POLYGON",
        label: { pl: "Pokój", en: "Room" },
        properties: ["key"],
        required: [],
        rules: [],
        app: true,
      },
    },
  } as MapSpec;

  it("merges shared and area codes, sorted, with 422 as the default status", () => {
    expect(errorRegistry(manifests)).toEqual({
      "1300": { status: 422, pl: "Typ", en: "Type", source: "manifests/map.yaml" },
      "6501": { status: 422, pl: "Brak", en: "Missing", source: "manifests/areas/thing.yaml" },
      "9030": {
        status: 501,
        pl: "Wyłączone",
        en: "Off",
        console: false,
        source: "manifests/catalogues/codes.yaml",
      },
      "9999": { status: 500, pl: "Nieznany", en: "Unknown", source: "manifests/catalogues/codes.yaml" },
    });
  });

  it.each([
    ["pl", "Rzeczy", "A", "Brak", "Pokój"],
    ["en", "Things", "a", "Missing", "Room"],
  ] as const)("catalogue %s", (lang, name, label, error, mapType) => {
    const catalogue = i18nCatalogue(
      lang,
      [area({ fields: [field("a")] })],
      manifests.catalogues,
      errorRegistry(manifests),
      map,
    ) as {
      resources: Record<string, { name: string; fields: Record<string, string> }>;
      errors: Record<string, string>;
      map: { types: Record<string, string>; properties: Record<string, string> };
    };
    expect(catalogue.map.types.room).toBe(mapType);
    expect(catalogue.map.properties.key).toBe(lang === "pl" ? "KEY" : "key");
    expect(catalogue.resources.thing?.name).toBe(name);
    expect(catalogue.resources.thing?.fields.a).toBe(label);
    expect(catalogue.errors["6501"]).toBe(error);
    // answered only to the app, an integration or an operator: not in the console's catalogue
    expect(catalogue.errors).not.toHaveProperty("9030");
  });
});
