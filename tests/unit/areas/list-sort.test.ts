import { describe, expect, it } from "vitest";
import { parseSort } from "../../../src/server/areas/list-sort.ts";
import { orderBy } from "../../../src/server/db/list-sql.ts";
import { ApiError } from "../../../src/server/http/api-error.ts";

const sortable = ["name", "created_at"];

describe("parseSort", () => {
  const accepted: [string, { given: unknown; want: ReturnType<typeof parseSort> }][] = [
    ["absent", { given: undefined, want: undefined }],
    ["empty", { given: "", want: undefined }],
    ["a column ascending", { given: "name", want: { column: "name", descending: false } }],
    ["a column descending", { given: "-created_at", want: { column: "created_at", descending: true } }],
  ];
  it.each(accepted)("%s", (_name, { given, want }) => expect(parseSort(given, sortable)).toEqual(want));

  const refused: [string, { given: unknown }][] = [
    ["a column not sortable", { given: "email" }],
    ["SQL", { given: "name; DROP TABLE record" }],
    ["two minuses", { given: "--name" }],
    ["a plus", { given: "+name" }],
    ["repeated (an array)", { given: ["name", "created_at"] }],
    ["a bare minus", { given: "-" }],
    ["another case", { given: "Name" }],
  ];
  it.each(refused)("refuses %s with 9016 (422)", (_name, { given }) => {
    let error: unknown;
    try {
      parseSort(given, sortable);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ sort: [9016] });
  });
});

describe("orderBy", () => {
  const cases: [string, { given: Parameters<typeof orderBy>; want: string }][] = [
    ["no sort: newest first", { given: [undefined, undefined], want: "id DESC" }],
    [
      "ascending, ties by id",
      { given: ["lower(x)", { column: "x", descending: false }], want: "lower(x) ASC NULLS LAST, id ASC" },
    ],
    [
      "descending, ties by id",
      { given: ["lower(x)", { column: "x", descending: true }], want: "lower(x) DESC NULLS LAST, id DESC" },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => expect(orderBy(...given)).toBe(want));
});
