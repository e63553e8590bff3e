import { describe, expect, it } from "vitest";
import { reportTable } from "../../../src/console/areas/imdf/imdf-report.ts";

describe("reportTable", () => {
  it("orders floors bottom to top and totals each type", () => {
    const table = reportTable({
      created: 6,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      counts: { room: { p1: 2, "p-1": 1, p10: 1 }, level: { p0: 1, p2: 1 } },
      skipped: [],
      ignoredFiles: [],
    });
    expect(table.floors).toEqual(["p-1", "p0", "p1", "p2", "p10"]);
    expect(table.rows.map((r) => [r.type, r.total])).toEqual([
      ["room", 4],
      ["level", 2],
    ]);
    expect(table.total).toBe(6);
  });
});
