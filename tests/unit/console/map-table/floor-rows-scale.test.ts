import { expect, it } from "vitest";
import { setProperty } from "../../../../src/console/map/floor-table/bulk-property.ts";
import {
  filterRows,
  floorRows,
  rowMaker,
  sortRows,
} from "../../../../src/console/map/floor-table/floor-rows.ts";
import { EditSession } from "../../../../src/console/map/session/edit-session.ts";
import type { StoredFeature } from "../../../../src/console/map/session/types.ts";
import { square } from "../map-session/fixtures.ts";

// The table of a large floor is rebuilt at every edit while it is open: only the features an edit
// changed are worded again, and one property set on thousands of features is one step.
it("words, filters and sorts 20,000 rooms, and sets a property on 5,000 of them in one step", () => {
  const floor: StoredFeature[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: i + 1,
    version: 1,
    geometry: square(i % 200, Math.floor(i / 200)),
    properties: { type: "room", key: `R${i + 1}`, name_pl: `Sala ${i + 1}`, area_size: (i % 97) + 0.5 },
  }));
  const session = new EditSession();
  session.load(floor);
  const wording = {
    lang: "pl",
    type: () => "Pomieszczenie",
    enumValue: (_: string, v: string) => v,
    yes: "Tak",
    no: "Nie",
  };

  const row = rowMaker(wording);
  const rows = floorRows(session.features(), new Set(), row);
  const sorted = sortRows(
    filterRows(rows, { name_pl: "sala 1" }, "pl"),
    { column: "area_size", descending: true },
    "pl",
  );
  expect(rows).toHaveLength(20_000);
  expect(sorted).toHaveLength(11_111);
  expect(sorted[0]?.values.area_size).toBe(96.5);

  const keys = session
    .features()
    .slice(0, 5_000)
    .map((feature) => feature.key);
  expect(setProperty(session, keys, "accessible", true)).toBe(5_000);
  expect(session.counts.edited).toBe(5_000);
  const again = floorRows(session.features(), new Set(), row);
  expect(again.filter((next, i) => next === rows[i])).toHaveLength(15_000);
  expect(again[0]?.cells.accessible).toBe("Tak");
  session.undo();
  expect(session.counts.edited).toBe(0);
  expect(session.canUndo).toBe(false);
});
