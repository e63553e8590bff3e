/** Table tests of generator/transforms/form-ui-schema.ts and of the list columns (console-tables.ts). */
import { describe, expect, it } from "vitest";
import { listColumns } from "../../../generator/transforms/console-tables.ts";
import { formUiSchema } from "../../../generator/transforms/form-ui-schema.ts";
import type { FieldSpec } from "../../../src/shared/area-spec.ts";
import { choiceSource } from "../../../src/shared/choice-source.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

describe("formUiSchema: one field", () => {
  const cases: [string, { given: FieldSpec; want: unknown }][] = [
    ["a plain string has no widget of its own", { given: fieldSpec("name"), want: undefined }],
    [
      "a text is a textarea",
      { given: fieldSpec("body", { type: "text" }), want: { "ui:widget": "textarea" } },
    ],
    [
      "a boolean is a checkbox",
      { given: fieldSpec("is_active", { type: "boolean" }), want: { "ui:widget": "checkbox" } },
    ],
    [
      "an enum chooses from its catalogue enumeration",
      {
        given: fieldSpec("status", { type: "enum", enumName: "status" }),
        want: { "ui:widget": "choice", "ui:options": { source: "enum:status" } },
      },
    ],
    [
      "a reference with a lookup call chooses from it",
      {
        given: fieldSpec("category_id", { type: "reference", ref: "category" }),
        want: { "ui:widget": "choice", "ui:options": { source: "lookup:category_basic" } },
      },
    ],
    [
      "a reference without one searches the area's list, active records only when the rule says",
      {
        given: fieldSpec("event_id", { type: "reference", ref: "event", mustBeActive: true }),
        want: { "ui:widget": "choice", "ui:options": { source: "area:event", activeOnly: true } },
      },
    ],
    [
      "a lookup makes any field a choice",
      {
        given: fieldSpec("user_id", { type: "integer", lookup: "user_basic" }),
        want: { "ui:widget": "choice", "ui:options": { source: "lookup:user_basic" } },
      },
    ],
    [
      "a map property holding a feature's key picks among the floor's features of its types",
      {
        given: fieldSpec("room", { picks: ["room"] }),
        want: { "ui:widget": "featureKey", "ui:options": { picks: ["room"] } },
      },
    ],
    [
      "an upload names its kind",
      {
        given: fieldSpec("logo", { type: "upload", upload: "photo" }),
        want: { "ui:widget": "upload", "ui:options": { upload: "photo" } },
      },
    ],
    [
      "a translated half sits beside its other half",
      {
        given: fieldSpec("name_en", { translation: { of: "name", lang: "en" } }),
        want: { "ui:classNames": "field-half", "ui:options": { pairOf: "name", lang: "en" } },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    const ui = formUiSchema(areaSpecOf("thing", { fields: [given] }));
    expect(ui[given.name]).toEqual(want);
  });
});

describe("formUiSchema: the form", () => {
  const cases: [string, { given: FieldSpec[]; want: string[] }][] = [
    ["fields in the manifest's order", { given: [fieldSpec("b"), fieldSpec("a")], want: ["b", "a"] }],
    [
      "read-only fields are not in the form",
      { given: [fieldSpec("a"), fieldSpec("sent_at", { readOnly: true }), fieldSpec("b")], want: ["a", "b"] },
    ],
    ["no fields, no order", { given: [], want: [] }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    const ui = formUiSchema(areaSpecOf("thing", { fields: given }));
    expect(ui["ui:order"]).toEqual(want);
    expect(Object.keys(ui).filter((key) => !key.startsWith("ui:"))).toEqual(
      want.filter((name) => ui[name] !== undefined),
    );
  });

  it("a command's form is made of the command's fields, not the area's", () => {
    const area = areaSpecOf("thing", { fields: [fieldSpec("name")] });
    expect(formUiSchema(area, [fieldSpec("note", { type: "text" })])).toEqual({
      "ui:order": ["note"],
      note: { "ui:widget": "textarea" },
    });
  });
});

describe("choiceSource", () => {
  it.each([
    ["a reference to a basic lookup", fieldSpec("c", { ref: "campus" }), "lookup:campus_basic"],
    ["a reference to another area", fieldSpec("c", { ref: "sos" }), "area:sos"],
    ["a lookup", fieldSpec("c", { lookup: "author_names" }), "lookup:author_names"],
    ["an enumeration", fieldSpec("c", { enumName: "floor" }), "enum:floor"],
    ["none", fieldSpec("c"), undefined],
  ])("%s", (_name, given, want) => {
    expect(choiceSource(given)).toBe(want);
  });
});

describe("listColumns", () => {
  const fields = [
    fieldSpec("name"),
    fieldSpec("status", { type: "enum", enumName: "status" }),
    fieldSpec("kind", { type: "enum", enumName: "button_kind" }),
    fieldSpec("campus_id", { type: "reference", ref: "campus" }),
    fieldSpec("starts_on", { type: "date" }),
    fieldSpec("sent_at", { type: "datetime" }),
    fieldSpec("is_active", { type: "boolean" }),
    fieldSpec("roles", { type: "roles" }),
    fieldSpec("capacity", { type: "integer" }),
    fieldSpec("author_id", { type: "integer", lookup: "author_names" }),
    fieldSpec("sound", { type: "upload", upload: "audio" }),
  ];
  const cases: [string, { given: string; want: unknown }][] = [
    ["a string is text", { given: "name", want: { name: "name", kind: "text" } }],
    [
      "the status enumeration has a kind of its own",
      { given: "status", want: { name: "status", kind: "status", source: "enum:status" } },
    ],
    [
      "another enumeration names its source",
      { given: "kind", want: { name: "kind", kind: "enum", source: "enum:button_kind" } },
    ],
    [
      "a reference is a choice named through its lookup",
      { given: "campus_id", want: { name: "campus_id", kind: "choice", source: "lookup:campus_basic" } },
    ],
    ["a date", { given: "starts_on", want: { name: "starts_on", kind: "date" } }],
    ["a date and time", { given: "sent_at", want: { name: "sent_at", kind: "datetime" } }],
    ["a boolean", { given: "is_active", want: { name: "is_active", kind: "boolean" } }],
    ["roles", { given: "roles", want: { name: "roles", kind: "roles" } }],
    ["an integer is a number", { given: "capacity", want: { name: "capacity", kind: "number" } }],
    [
      "a number with a lookup is a choice named through its lookup, as its form shows it",
      { given: "author_id", want: { name: "author_id", kind: "choice", source: "lookup:author_names" } },
    ],
    [
      "an upload is a file of its kind (played or linked, not its path)",
      { given: "sound", want: { name: "sound", kind: "file", source: "upload:audio" } },
    ],
    ["the id is a number", { given: "id", want: { name: "id", kind: "number" } }],
    ["the creation time", { given: "created_at", want: { name: "created_at", kind: "datetime" } }],
    ["a name no field has is text", { given: "elsewhere", want: { name: "elsewhere", kind: "text" } }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(listColumns(areaSpecOf("thing", { fields, list: [given] }))).toEqual([want]);
  });

  it("keeps the list's order", () => {
    const area = areaSpecOf("thing", { fields, list: ["status", "id", "name"] });
    expect(listColumns(area).map((column) => column.name)).toEqual(["status", "id", "name"]);
  });
});
