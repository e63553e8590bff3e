/** Table tests of how the table store answers column values as the API always answered them. */
import { describe, expect, it } from "vitest";
import { columnValues, isoDateTime, toRow } from "../../../src/server/areas/table-store.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

const area = areaSpecOf("thing", {
  fields: [
    fieldSpec("price", { type: "number" }),
    fieldSpec("at", { type: "datetime" }),
    fieldSpec("on", { type: "date" }),
    fieldSpec("note", { type: "text" }),
  ],
});

const stamp = new Date("2026-11-24T10:00:00.000Z");
const row = (values: Record<string, unknown>) =>
  toRow(area, { id: 7, created_at: stamp, updated_at: stamp, version: 2, ...values });

describe("toRow", () => {
  const cases: [string, { given: Record<string, unknown>; want: Record<string, unknown> }][] = [
    ["a numeric column is a JSON number", { given: { price: "12.50" }, want: { price: 12.5 } }],
    [
      "a date-time in UTC, without zero milliseconds",
      { given: { at: stamp }, want: { at: "2026-11-24T10:00:00Z" } },
    ],
    ["a date as read (the query formats it)", { given: { on: "2026-11-24" }, want: { on: "2026-11-24" } }],
    ["an empty column is left out, as an absent key was", { given: { note: null, price: null }, want: {} }],
  ];
  it.each(cases)("%s", (_, { given, want }) =>
    expect(row(given)).toEqual({
      id: 7,
      created_at: "2026-11-24T10:00:00.000Z",
      updated_at: "2026-11-24T10:00:00.000Z",
      version: 2,
      ...want,
    }),
  );
});

describe("isoDateTime", () => {
  it.each([
    ["2026-11-24T10:00:00.000Z", "2026-11-24T10:00:00Z"],
    ["2026-11-24T10:00:00.250Z", "2026-11-24T10:00:00.250Z"],
  ])("%s", (given, want) => expect(isoDateTime(new Date(given))).toBe(want));
});

describe("columnValues", () => {
  it("writes the manifest's fields only, in its order, structured values as JSON text", () => {
    expect(columnValues(area, { id: 1, note: { a: 1 }, price: 3, created_at: "x" })).toEqual([
      ["price", 3],
      ["note", '{"a":1}'],
    ]);
  });
});
