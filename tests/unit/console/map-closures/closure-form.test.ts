/**
 * The "Close temporarily" form and the closures list without React or OpenLayers
 * (src/console/map/closures/closure-form.ts): local date-times read and written, the checks shown
 * before sending, the body sent, and which closures are in force and when that changes.
 */
import { describe, expect, it } from "vitest";
import {
  type Closure,
  closedFeatures,
  closureBody,
  closureState,
  formErrors,
  fromLocalInput,
  initialForm,
  isClosable,
  localInput,
  refusalErrors,
  untilNextChange,
} from "../../../../src/console/map/closures/closure-form.ts";

const at = (text: string) => new Date(text);
const form = {
  from: "2026-11-27T09:00",
  to: "2026-11-27T11:30",
  reasonPl: " Przegląd windy ",
  reasonEn: "Lift inspection",
};

describe("local date-times", () => {
  it("writes and reads a moment to the minute, in the browser's zone", () => {
    const moment = new Date(2026, 10, 27, 9, 5);
    expect(localInput(moment)).toBe("2026-11-27T09:05");
    expect(fromLocalInput("2026-11-27T09:05")).toEqual(moment);
  });

  it.each([
    ["", "nothing"],
    ["2026-11-27", "a date alone"],
    ["2026-02-30T10:00", "a day that does not exist"],
    ["2026-11-27T24:30", "an hour that does not exist"],
  ])("reads %j (%s) as nothing", (value) => {
    expect(fromLocalInput(value)).toBeNull();
  });

  it("opens the dialog from the current minute, for an hour", () => {
    expect(initialForm(new Date(2026, 10, 27, 9, 5, 42))).toEqual({
      from: "2026-11-27T09:05",
      to: "2026-11-27T10:05",
      reasonPl: "",
      reasonEn: "",
    });
  });
});

describe("formErrors", () => {
  const now = new Date(2026, 10, 27, 8, 0);
  const cases: [string, Partial<typeof form>, ReturnType<typeof formErrors>][] = [
    ["a form that can be sent", {}, {}],
    ["a start that is not a moment", { from: "" }, { from: "moment" }],
    ["an end before the start", { to: "2026-11-27T08:59" }, { to: "endBeforeStart" }],
    ["an end at the start", { to: "2026-11-27T09:00" }, { to: "endBeforeStart" }],
    ["an end already past", { from: "2026-11-27T06:00", to: "2026-11-27T07:00" }, { to: "endPassed" }],
    ["blank reasons", { reasonPl: "  ", reasonEn: "" }, { reasonPl: "reason", reasonEn: "reason" }],
    ["a reason too long", { reasonEn: "x".repeat(501) }, { reasonEn: "reason" }],
  ];
  it.each(cases)("%s", (_name, change, want) => {
    expect(formErrors({ ...form, ...change }, now)).toEqual(want);
  });
});

it("sends the window as instants and the reasons trimmed", () => {
  expect(closureBody(12, form)).toEqual({
    feature_id: 12,
    from: new Date(2026, 10, 27, 9, 0).toISOString(),
    to: new Date(2026, 10, 27, 11, 30).toISOString(),
    reason_pl: "Przegląd windy",
    reason_en: "Lift inspection",
  });
});

it.each([
  ["door", "12", true],
  ["connector", "7", true],
  ["stairs", "7", true],
  ["route", "7", true],
  ["room", "7", false],
  ["door", "new-1", false],
  [undefined, "7", false],
] as const)("a %s keyed %s can be closed: %s", (type, key, want) => {
  expect(isClosable(type, key)).toBe(want);
});

describe("closures in force", () => {
  const closure = (id: number, feature: number, from: string, to: string): Closure => ({
    id,
    feature: { id: feature, type: "door", floor: "p0", key: null, name_pl: null, name_en: null },
    from,
    to,
    current: false,
    reason_pl: "",
    reason_en: "",
    author: null,
  });
  const now = at("2026-11-27T10:00:00Z").getTime();
  const list = [
    closure(1, 5, "2026-11-27T12:00:00Z", "2026-11-27T13:00:00Z"),
    closure(2, 5, "2026-11-27T09:00:00Z", "2026-11-27T11:00:00Z"),
    closure(3, 6, "2026-11-27T11:30:00Z", "2026-11-27T12:30:00Z"),
    closure(4, 7, "2026-11-27T08:00:00Z", "2026-11-27T10:00:00Z"),
  ];

  it("tells current, planned and ended apart", () => {
    expect(list.map((c) => closureState(c, now))).toEqual(["planned", "current", "planned", null]);
  });

  it("marks a feature closed now even when a later closure of it is planned", () => {
    expect(closedFeatures(list, now)).toEqual(
      new Map([
        [5, "current"],
        [6, "planned"],
      ]),
    );
  });

  it("knows when the list next changes by itself, and that it never will once all are over", () => {
    expect(untilNextChange(list, now)).toBe(60 * 60 * 1000);
    expect(untilNextChange(list, at("2026-11-27T13:00:00Z").getTime())).toBeNull();
  });
});

it.each([
  [{ to: [3404] }, { to: "endBeforeStart" }],
  [{ to: [3405] }, { to: "endPassed" }],
  [
    { from: [3403], to: [3403] },
    { from: "moment", to: "moment" },
  ],
  [
    { reason_pl: [3406], reason_en: [3406] },
    { reasonPl: "reason", reasonEn: "reason" },
  ],
  [{ feature_id: [3401] }, { feature: "feature" }],
  [{ feature_id: [3402] }, { feature: "feature" }],
])("shows the server's refusal %j as the form's own %j", (refused, want) => {
  expect(refusalErrors(refused)).toEqual(want);
});
