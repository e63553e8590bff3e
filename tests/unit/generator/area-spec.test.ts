/** Table tests of generator/transforms/area-spec.ts: an area manifest -> the AreaSpec the server and console run on. */
import { describe, expect, it } from "vitest";
import type { AreaManifest, Catalogues, LoadedArea } from "../../../generator/manifest-types.ts";
import { areaSpec } from "../../../generator/transforms/area-spec.ts";
import type { AreaSpec } from "../../../src/shared/area-spec.ts";

const catalogues = { enumerations: { status: { active: {}, inactive: {} } } } as unknown as Catalogues;
const label = { pl: "Nazwa", en: "Name" };

const manifest = (area: string, over: Partial<AreaManifest> = {}): LoadedArea => ({
  file: `manifests/areas/${area}.yaml`,
  manifest: {
    area,
    title: { pl: area, en: area },
    itemTitle: { pl: area, en: area },
    codeRanges: [[6900, 6999]],
    actions: { admin: ["list", "view", "create", "update", "delete"] },
    ...over,
  },
});

const notice = manifest("notice", {
  fields: {
    name: { type: "string", label, required: true },
    status: { type: "enum", enum: "status", label },
  },
  rules: [{ kind: "requiredWhen", fields: ["name"], when: { status: "active" }, code: 6901 }],
  list: ["name", "status"],
  codes: { notFound: 6900 },
});

const cases: [string, { given: [LoadedArea, LoadedArea[]]; want: Partial<AreaSpec> }][] = [
  [
    "an area written with no optional keys gets each at its default",
    {
      given: [manifest("bare"), []],
      want: {
        area: "bare",
        file: "manifests/areas/bare.yaml",
        store: "records",
        search: [],
        list: [],
        sortable: [],
        export: false,
        fields: [],
        rules: [],
        codes: {},
        commands: [],
      },
    },
  ],
  [
    "fields are expanded, the enum's values taken from the catalogue",
    {
      given: [notice, [notice]],
      want: {
        fields: [
          expect.objectContaining({ name: "name", required: true }),
          expect.objectContaining({ name: "status", enumName: "status", values: ["active", "inactive"] }),
        ],
        list: ["name", "status"],
      },
    },
  ],
  [
    "a view takes its base's fields, rules, store and list, and keeps its own where",
    {
      given: [
        manifest("notice_push", { viewOf: "notice", where: { status: "active" } }),
        [notice, manifest("notice_push")],
      ],
      want: {
        viewOf: "notice",
        where: { status: "active" },
        fields: [expect.objectContaining({ name: "name" }), expect.objectContaining({ name: "status" })],
        rules: notice.manifest.rules,
        list: ["name", "status"],
        store: "records",
      },
    },
  ],
  [
    "a view's own list wins over its base's",
    {
      given: [manifest("notice_short", { viewOf: "notice", list: ["name"] }), [notice]],
      want: { list: ["name"], where: {} },
    },
  ],
  [
    "console settings: aliases default to none, menu, icon and editVia only when written",
    {
      given: [manifest("bare", { console: { path: "bares", menu: 4, icon: "pi-box" } }), []],
      want: { console: { path: "bares", aliases: [], menu: 4, icon: "pi-box" } },
    },
  ],
  [
    "commands: by name, their fields expanded, rules defaulting to none",
    {
      given: [
        manifest("bare", {
          commands: {
            ping: {
              path: "bare/ping/{id}",
              summary: { pl: "Ping", en: "Ping" },
              roles: ["admin"],
              fields: { note: { type: "text", label } },
            },
          },
        }),
        [],
      ],
      want: {
        commands: [
          {
            name: "ping",
            path: "bare/ping/{id}",
            summary: { pl: "Ping", en: "Ping" },
            roles: ["admin"],
            fields: [expect.objectContaining({ name: "note", type: "text" })],
            rules: [],
          },
        ],
      },
    },
  ],
];

describe("areaSpec", () => {
  it.each(cases)("%s", (_name, { given: [loaded, all], want }) => {
    expect(areaSpec(loaded, all, catalogues)).toMatchObject(want);
  });

  it("takes one lock or several as a list, and names records by `titleField`, else by a field `name`", () => {
    const locked = manifest("locked");
    locked.manifest.locked = { when: "name", delete: 6123 };
    locked.manifest.fields = { name: { type: "string", label: { pl: "N", en: "N" } } };
    expect(areaSpec(locked, [], catalogues)).toMatchObject({
      locked: [{ when: "name", delete: 6123 }],
      titleField: "name",
    });
    locked.manifest.locked = [{ when: "name", update: 6122 }];
    locked.manifest.titleField = "name";
    expect(areaSpec(locked, [], catalogues).locked).toEqual([{ when: "name", update: 6122 }]);
    const view = manifest("view");
    view.manifest.viewOf = "locked";
    expect(areaSpec(view, [locked], catalogues)).toMatchObject({
      locked: [{ when: "name" }],
      titleField: "name",
    });
  });

  it.each([
    ["titleField", manifest("bare")],
    ["viewOf", manifest("bare")],
    ["console", manifest("bare")],
    ["activeWhen", manifest("bare")],
    ["locked", manifest("bare")],
    ["push", manifest("bare")],
  ] as const)("leaves %s out when the manifest does not write it", (key, loaded) => {
    expect(areaSpec(loaded, [], catalogues)).not.toHaveProperty(key);
  });
});
