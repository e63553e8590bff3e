/** How the CSV export writes a listed value (src/server/areas/export-cells.ts), table-tested. */
import { describe, expect, it } from "vitest";
import { parseFilters } from "../../../src/server/areas/crud-requests.ts";
import { dateCell, dateTimeCell, exportCell } from "../../../src/server/areas/export-cells.ts";
import { ApiError } from "../../../src/server/http/api-error.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

const area = areaSpecOf("thing", {
  list: ["name", "starts", "day", "open", "status", "category_id", "created_at"],
  filters: ["status", "open", "category_id", "day", "created_at"],
  fields: [
    fieldSpec("name"),
    fieldSpec("starts", { type: "datetime" }),
    fieldSpec("day", { type: "date" }),
    fieldSpec("open", { type: "boolean" }),
    fieldSpec("status", { type: "enum", enumName: "status", values: ["active", "inactive"] }),
    fieldSpec("category_id", { type: "reference", ref: "category" }),
  ],
});

describe("export cells", () => {
  it.each([
    ["2026-03-01T22:30:00Z", "Europe/Warsaw", "01-03-2026 23:30:00"],
    ["2026-07-01T22:30:00Z", "Europe/Warsaw", "02-07-2026 00:30:00"],
    ["2026-03-01T22:30:05.000Z", "UTC", "01-03-2026 22:30:05"],
    ["2026-03-01T22:30:00Z", "Asia/Tokyo", "02-03-2026 07:30:00"],
    ["not a date", "UTC", "not a date"],
  ])("writes the instant %s in %s as %s", (value, zone, written) => {
    expect(dateTimeCell(value, zone)).toBe(written);
  });

  it("writes a calendar day without shifting it", () => {
    expect(dateCell("2026-12-31")).toBe("31-12-2026");
  });

  it.each([
    ["starts", "2026-03-01T10:00:00Z", "pl", "01-03-2026 11:00:00"],
    ["created_at", "2026-03-01T10:00:00.000Z", "en", "01-03-2026 11:00:00"],
    ["day", "2026-03-01", "pl", "01-03-2026"],
    ["open", true, "pl", "Tak"],
    ["open", false, "en", "No"],
    ["status", "inactive", "pl", "Nieaktywny"],
    ["category_id", 7, "en", "Lectures"],
    ["category_id", 8, "en", 8],
    ["name", "=1+1", "en", "=1+1"],
  ] as const)("writes %s %s in %s as %s", (column, value, lang, written) => {
    const row = { id: 1, created_at: "", updated_at: "", [column]: value };
    const names = { category_id: new Map([["7", "Lectures"]]) };
    expect(exportCell(area, column, row, { lang, timeZone: "Europe/Warsaw", names })).toBe(written);
  });
});

describe("list filters of a request", () => {
  it("reads values and ranges of the declared fields", () => {
    expect(
      parseFilters(area, {
        status: "active",
        open: "false",
        category_id: "7",
        "day.from": "2026-03-01",
        "created_at.to": "2026-03-02T00:00:00+01:00",
        name: "ignored: not a filter",
      }),
    ).toEqual([
      { column: "status", equals: "active" },
      { column: "open", equals: false },
      { column: "category_id", equals: 7 },
      { column: "day", from: "2026-03-01" },
      { column: "created_at", to: "2026-03-02T00:00:00+01:00" },
    ]);
  });

  it.each([
    [{ status: "gone" }, "status", 3501],
    [{ open: "1" }, "open", 3501],
    [{ category_id: "0" }, "category_id", 3501],
    [{ "day.to": "2026-02-29" }, "day.to", 3501],
    [{ "day.from": "2026-03-02", "day.to": "2026-03-01" }, "day.to", 3505],
    [{ "created_at.from": "2026-03-01" }, "created_at.from", 3501],
  ])("refuses %o on %s with %i", (query, field, code) => {
    try {
      parseFilters(area, query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual({ [field]: [code] });
    }
  });
});
