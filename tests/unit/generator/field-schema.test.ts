import { describe, expect, it } from "vitest";
import { fieldSchema } from "../../../generator/transforms/field-schema.ts";
import type { FieldSpec } from "../../../src/shared/area-spec.ts";
import { fieldSpec } from "../../support/area-spec-fixtures.ts";

const field = (over: Partial<FieldSpec>): FieldSpec =>
  fieldSpec("f", { label: { pl: "Pole", en: "Field" }, required: true, ...over });

const cases: [string, { given: Partial<FieldSpec>; want: Record<string, unknown> }][] = [
  [
    "string with bounds",
    { given: { min: 3, max: 9 }, want: { title: "Field", type: "string", minLength: 3, maxLength: 9 } },
  ],
  [
    "optional string accepts null",
    { given: { required: false }, want: { title: "Field", type: ["string", "null"] } },
  ],
  [
    "integer bounds",
    {
      given: { type: "integer", min: -30, max: 30 },
      want: { title: "Field", type: "integer", minimum: -30, maximum: 30 },
    },
  ],
  [
    "integer without bounds stays in PostgreSQL's integer range",
    {
      given: { type: "integer" },
      want: { title: "Field", type: "integer", minimum: -2147483648, maximum: 2147483647 },
    },
  ],
  [
    "integer bounds beyond PostgreSQL's integer range are narrowed to it",
    {
      given: { type: "integer", min: -1e12, max: 1e12 },
      want: { title: "Field", type: "integer", minimum: -2147483648, maximum: 2147483647 },
    },
  ],
  [
    "enum values",
    {
      given: { type: "enum", values: ["a", "b"] },
      want: { title: "Field", type: "string", enum: ["a", "b"] },
    },
  ],
  [
    "optional enum adds null",
    {
      given: { type: "enum", values: ["a"], required: false },
      want: { title: "Field", type: ["string", "null"], enum: ["a", null] },
    },
  ],
  [
    "hex colour",
    { given: { type: "color" }, want: { title: "Field", type: "string", pattern: "^#[0-9A-Fa-f]{6}$" } },
  ],
  [
    "reference is an id",
    {
      given: { type: "reference", ref: "x" },
      want: { title: "Field", type: "integer", minimum: 1, maximum: 2147483647 },
    },
  ],
  ["date", { given: { type: "date" }, want: { title: "Field", type: "string", format: "date" } }],
  [
    "url is http(s)",
    {
      given: { type: "url" },
      want: { title: "Field", type: "string", format: "uri", pattern: "^https?://", maxLength: 2048 },
    },
  ],
  [
    "roles are numeric ids",
    {
      given: { type: "roles" },
      want: {
        title: "Field",
        type: "array",
        items: { type: "integer", enum: [1, 2, 3, 4, 5] },
        minItems: 1,
        uniqueItems: true,
      },
    },
  ],
  [
    "password rule",
    {
      given: { type: "password", min: 8 },
      want: {
        title: "Field",
        type: "string",
        pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])",
        writeOnly: true,
        minLength: 8,
      },
    },
  ],
  [
    "read-only with default",
    {
      given: { type: "boolean", readOnly: true, default: false },
      want: { title: "Field", type: "boolean", readOnly: true, default: false },
    },
  ],
];

describe("fieldSchema", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(fieldSchema(field(given))).toEqual(want);
  });
});
