/** Table tests of the mapping of the database's constraint violations to the manifests' codes. */
import { describe, expect, it } from "vitest";
import { constraintError } from "../../../src/server/areas/constraint-errors.ts";
import { areaSpecOf, fieldSpec } from "../../support/area-spec-fixtures.ts";

const area = areaSpecOf("beacons", {
  fields: [
    fieldSpec("mac", { codes: { unique: 6509, format: 6508 } }),
    fieldSpec("shelf_id", { codes: { ref: 6007 } }),
  ],
  codes: { inUse: 1829 },
});

const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error("violation"), { code, constraint });

describe("constraintError", () => {
  const cases: [string, { action: "create" | "update" | "delete"; error: unknown; want: unknown }][] = [
    [
      "a unique value taken",
      { action: "create", error: pgError("23505", "beacons_mac_key"), want: { mac: [6509] } },
    ],
    [
      "a reference in use, on delete",
      { action: "delete", error: pgError("23503", "article_category_id_fkey"), want: { id: [1829] } },
    ],
    [
      "a reference to nothing, on update",
      { action: "update", error: pgError("23503", "beacons_shelf_id_fkey"), want: { shelf_id: [6007] } },
    ],
    [
      "a value its CHECK refuses",
      { action: "create", error: pgError("23514", "beacons_mac_check"), want: { mac: [6508] } },
    ],
    [
      "another table's constraint",
      { action: "create", error: pgError("23505", "app_user_email"), want: undefined },
    ],
    ["any other error", { action: "create", error: pgError("57014"), want: undefined }],
    ["not an error", { action: "create", error: "text", want: undefined }],
  ];
  it.each(cases)("%s", (_, { action, error, want }) =>
    expect(constraintError(area, action, error)?.errors).toEqual(want),
  );
});
