/** A list's state in the address (src/console/records/list-address.ts): read leniently, written short. */
import { describe, expect, it } from "vitest";
import {
  dayBoundary,
  dayOf,
  listQueryOf,
  listStateParams,
  readListState,
} from "../../../src/console/records/list-address.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

const spec = areaSpecOf("thing", {
  sortable: ["name"],
  schedule: { from: "from", until: "until" },
  filters: ["status", "created_at"],
  fields: [
    fieldSpec("name"),
    fieldSpec("status", { type: "enum", enumName: "status", values: ["active", "inactive"] }),
  ],
});

describe("list address", () => {
  it("reads page, size, search, sort, publication and the declared filters", () => {
    const state = readListState(
      spec,
      new URLSearchParams(
        "page=3&pageSize=25&search=%20ab%20&sort=-name&publication=live&status=active&created_at.from=2026-03-01T00:00:00.000Z&other=x",
      ),
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 25,
      search: "ab",
      sort: { column: "name", descending: true },
      publication: "live",
      filters: { status: "active", "created_at.from": "2026-03-01T00:00:00.000Z" },
    });
  });

  it.each([
    [
      "page=0&pageSize=7&sort=description&publication=soon",
      { page: 1, pageSize: 10, sort: null, publication: null },
    ],
    ["page=x", { page: 1 }],
  ])("drops what the list does not offer (%s)", (query, expected) => {
    expect(readListState(spec, new URLSearchParams(query))).toMatchObject(expected);
  });

  it("writes only what differs from the defaults, and always the page and size to the API", () => {
    const state = readListState(spec, new URLSearchParams("sort=name&status=inactive"));
    expect(listStateParams(state).toString()).toBe("sort=name&status=inactive");
    expect(listStateParams(readListState(spec, new URLSearchParams())).toString()).toBe("");
    expect(listQueryOf(state)).toEqual({ sort: "name", status: "inactive", page: 1, pageSize: 10 });
  });

  it("turns a day into the first and last moments of it in the browser's zone, and back", () => {
    const from = dayBoundary("2026-03-01", "from");
    const to = dayBoundary("2026-03-01", "to");
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(dayOf(from)).toBe("2026-03-01");
    expect(dayOf(to)).toBe("2026-03-01");
    expect(dayOf("2026-03-01")).toBe("2026-03-01");
    expect(dayOf("nonsense")).toBe("");
  });
});
