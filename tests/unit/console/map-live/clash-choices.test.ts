import { describe, expect, test } from "vitest";
import {
  type Clash,
  completeChoices,
  pickAll,
  settlement,
} from "../../../../src/console/map/live/clash-choices.ts";
import { type ClashWording, clashRows } from "../../../../src/console/map/live/clash-rows.ts";
import { initials } from "../../../../src/console/map/live/initials.ts";

const point = (lon: number) => ({ type: "Point" as const, coordinates: [lon, 51.7] as [number, number] });
const wire = (version: number, lon: number, properties: Record<string, unknown>) => ({
  type: "Feature" as const,
  id: 12,
  version,
  geometry: point(lon),
  properties: { type: "door", ...properties },
});

/** mine: name A and lon 2 and note "mine"; theirs: name B and lon 3; the base: name "base", lon 1 */
const changed: Clash = {
  id: 12,
  at: "edited.0",
  mine: "edited",
  theirs: "changed",
  version: 7,
  fields: [
    { field: "geometry", base: point(1), mine: point(2), theirs: point(3) },
    { field: "properties.name_pl", base: "base", mine: "A", theirs: "B" },
    { field: "properties.name_en", base: "x", mine: "y", theirs: null },
  ],
  merged: wire(7, 2, { name_pl: "A", name_en: "y", note: "mine", extra: "theirs" }),
  current: wire(7, 3, { name_pl: "B", extra: "theirs" }),
} as unknown as Clash;

const editedDeleted = {
  ...changed,
  id: 13,
  theirs: "deleted",
  fields: [],
  merged: null,
  current: null,
} as Clash;
const deletedChanged = { ...changed, id: 14, mine: "deleted", fields: [], merged: null } as unknown as Clash;

describe("settlement", () => {
  test("per field: merged with theirs where chosen (null removes), naming the version given", () => {
    const fields = {
      geometry: "theirs",
      "properties.name_pl": "mine",
      "properties.name_en": "theirs",
    } as const;
    expect(settlement(changed, { fields, whole: "mine" }, undefined)).toEqual({
      key: "12",
      current: {
        id: 12,
        version: 7,
        geometry: point(3),
        properties: { type: "door", name_pl: "B", extra: "theirs" },
      },
      chosen: {
        geometry: point(3),
        properties: { type: "door", name_pl: "A", note: "mine", extra: "theirs" },
      },
    });
  });

  test.each([
    [
      "all mine",
      "mine",
      {
        geometry: point(2),
        properties: { type: "door", name_pl: "A", name_en: "y", note: "mine", extra: "theirs" },
      },
    ],
    [
      "all theirs",
      "theirs",
      { geometry: point(3), properties: { type: "door", name_pl: "B", note: "mine", extra: "theirs" } },
    ],
  ] as const)("%s keeps the fields only one side changed", (_, side, chosen) => {
    expect(settlement(changed, pickAll([changed], side)[12] as never, undefined).chosen).toEqual(chosen);
  });

  const mine = { geometry: point(9), properties: { type: "door", name_pl: "mine" } };
  test.each([
    [
      "edited, theirs deleted: mine adds it again",
      editedDeleted,
      "mine",
      { key: "13", current: null, chosen: mine },
    ],
    [
      "edited, theirs deleted: theirs drops the edit",
      editedDeleted,
      "theirs",
      { key: "13", current: null, chosen: undefined },
    ],
    ["deleted, theirs changed: mine deletes their version", deletedChanged, "mine", { chosen: null }],
    ["deleted, theirs changed: theirs keeps it", deletedChanged, "theirs", { chosen: undefined }],
  ] as const)("%s", (_, clash, whole, want) => {
    expect(settlement(clash, { fields: {}, whole }, mine)).toMatchObject(want);
  });

  test("a deletion settled names the draft's version now", () => {
    expect(settlement(deletedChanged, { fields: {}, whole: "mine" }, undefined).current?.version).toBe(7);
  });
});

describe("completeChoices", () => {
  test("open until every field and every whole feature has a side", () => {
    const clashes = [changed, editedDeleted];
    expect(completeChoices(clashes, {})).toBeNull();
    expect(
      completeChoices(clashes, { 12: { fields: { geometry: "mine" } }, 13: { whole: "mine" } }),
    ).toBeNull();
    const picks = {
      12: { fields: { geometry: "mine", "properties.name_pl": "theirs", "properties.name_en": "mine" } },
      13: { whole: "theirs" },
    } as const;
    expect(completeChoices(clashes, picks)).toEqual(
      new Map([
        [12, { fields: picks[12].fields, whole: "mine" }],
        [13, { fields: {}, whole: "theirs" }],
      ]),
    );
    expect(completeChoices(clashes, pickAll(clashes, "theirs"))?.size).toBe(2);
  });
});

describe("clashRows", () => {
  const wording: ClashWording = {
    lang: "en",
    type: (type) => `T:${type}`,
    enumValue: (name, value) => `${name}.${value}`,
    yes: "yes",
    no: "no",
    property: (name) => `P:${name}`,
    typeField: "Type",
    geometryField: "Shape",
    shape: (kind, count) => `${kind}/${count}`,
    absent: "(none)",
  };

  test("a row per field, each value worded", () => {
    expect(clashRows(changed, wording)).toEqual([
      { field: "geometry", label: "Shape", base: "1, 51.7", mine: "2, 51.7", theirs: "3, 51.7" },
      { field: "properties.name_pl", label: "P:name_pl", base: "base", mine: "A", theirs: "B" },
      { field: "properties.name_en", label: "P:name_en", base: "x", mine: "y", theirs: "(none)" },
    ]);
    const square = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    const typed = {
      ...changed,
      fields: [
        { field: "type", base: "door", mine: "room", theirs: null },
        { field: "geometry", base: square, mine: null, theirs: square },
      ],
    } as Clash;
    expect(clashRows(typed, wording)).toEqual([
      { field: "type", label: "Type", base: "T:door", mine: "T:room", theirs: "(none)" },
      { field: "geometry", label: "Shape", base: "Polygon/3", mine: "(none)", theirs: "Polygon/3" },
    ]);
  });
});

describe("initials", () => {
  test.each([
    ["Anna Maria Nowak", "AN"],
    ["E2E moderator", "EM"],
    ["  łucja  ", "Ł"],
    ["", "?"],
  ])("%s → %s", (name, want) => {
    expect(initials(name)).toBe(want);
  });
});
