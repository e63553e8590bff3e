import { describe, expect, it } from "vitest";
import type { Catalogues, FieldManifest } from "../../../generator/manifest-types.ts";
import { expandFields } from "../../../generator/transforms/expand-fields.ts";

const catalogues = {
  enumerations: { status: { active: { pl: "A", en: "A" }, inactive: { pl: "N", en: "I" } } },
} as unknown as Catalogues;
const label = { pl: "Nazwa", en: "Name" };

const cases: [string, { given: Record<string, FieldManifest>; want: unknown }][] = [
  [
    "translated field becomes two halves",
    {
      given: { name: { type: "string", label, translated: true, required: true } },
      want: [
        {
          name: "name_pl",
          label: { pl: "Nazwa (PL)", en: "Name (PL)" },
          translation: { of: "name", lang: "pl" },
          required: true,
        },
        {
          name: "name_en",
          label: { pl: "Nazwa (EN)", en: "Name (EN)" },
          translation: { of: "name", lang: "en" },
          required: true,
        },
      ],
    },
  ],
  [
    "enum resolved from the catalogue",
    {
      given: { status: { type: "enum", enum: "status", label } },
      want: [{ name: "status", enumName: "status", values: ["active", "inactive"] }],
    },
  ],
  [
    "active rule on a reference",
    {
      given: { c: { type: "reference", ref: "campus", rules: ["active"], label } },
      want: [{ name: "c", ref: "campus", mustBeActive: true }],
    },
  ],
];

describe("expandFields", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(expandFields(given, catalogues)).toMatchObject(want as object[]);
  });
});
