/** A history's values read as the forms show them (issue 36: no `pl`, `active`, `false`, ids or paths). */
import { describe, expect, it } from "vitest";
import { historyValueRows, nameColumns, valueLook } from "../../../src/console/records/history-values.ts";
import { areaSpec } from "../../../src/console/shared/area-specs.ts";

const field = (area: string, name: string) => {
  const found = areaSpec(area).fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${area}.${name}`);
  return found;
};

describe("valueLook", () => {
  it.each([
    ["a language by its name", field("article", "lang"), "pl", { kind: "words", key: "enums.language.pl" }],
    [
      "a status by its label",
      field("article", "status"),
      "active",
      { kind: "words", key: "enums.status.active" },
    ],
    ["a yes/no", field("rating", "answered"), false, { kind: "words", key: "lists.no" }],
    ["a yes", field("rating", "answered"), true, { kind: "words", key: "lists.yes" }],
    [
      "a category by its name",
      field("article", "category_id"),
      7,
      { kind: "name", source: "lookup:category_basic", id: "7" },
    ],
    [
      "a room by its name",
      field("notification", "location_id"),
      79,
      { kind: "name", source: "lookup:rooms", id: "79" },
    ],
    [
      "a sound as a file of its kind",
      field("notification", "file"),
      "/api/files/audio/a1.wav",
      { kind: "file", path: "/api/files/audio/a1.wav", upload: "audio" },
    ],
    [
      "a date and time",
      field("notification", "send_at"),
      "2026-03-01T10:00:00Z",
      { kind: "datetime", value: "2026-03-01T10:00:00Z" },
    ],
    ["roles by their names", field("user", "roles"), [1, 2], { kind: "roles", ids: [1, 2] }],
    ["an empty value", field("article", "status"), null, { kind: "empty" }],
    ["an empty text", field("notification", "sender"), "", { kind: "empty" }],
    ["a text as it is", field("notification", "sender"), "Dziekanat", { kind: "text", text: "Dziekanat" }],
    ["a value of no field (a map save's ids)", undefined, [4, 5], { kind: "text", text: "[4,5]" }],
  ])("%s", (_name, given, value, want) => {
    expect(valueLook(given, value)).toEqual(want);
  });
});

describe("names of a history's references", () => {
  const entries = [
    {
      area: "notification",
      changes: { location_id: { before: 79, after: 80 }, name_pl: { before: "A", after: "B" } },
    },
    { area: "notification", changes: { location_id: 81 } },
  ];

  it("takes every value before and after, by field or by area and field", () => {
    expect(historyValueRows(entries)).toEqual([
      { location_id: 79 },
      { location_id: 80 },
      { name_pl: "A" },
      { name_pl: "B" },
      { location_id: 81 },
    ]);
    expect(historyValueRows(entries.slice(1), true)).toEqual([{ "notification.location_id": 81 }]);
  });

  it("names the reference and looked-up fields, not the enumerations", () => {
    expect(nameColumns(areaSpec("notification").fields)).toEqual([
      { name: "location_id", kind: "choice", source: "lookup:rooms" },
    ]);
    expect(nameColumns(areaSpec("article").fields, "article").map((c) => c.name)).toEqual([
      "article.category_id",
      "article.campus_id",
    ]);
  });
});
