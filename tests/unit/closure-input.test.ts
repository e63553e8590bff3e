/** The body of POST /api/map/closures read into a closure, or refused with every code at once. */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/server/http/api-error.ts";
import { readClosureBody } from "../../src/server/map/closure-input.ts";

const valid = {
  feature_id: 12,
  from: "2026-11-27T08:00:00+01:00",
  to: "2026-11-27T10:30Z",
  reason_pl: " Remont windy ",
  reason_en: "Lift repairs",
};

function refusal(body: unknown) {
  try {
    readClosureBody(body);
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
  return null;
}

describe("readClosureBody", () => {
  it("reads a closure: moments with their offsets, reasons trimmed", () => {
    expect(readClosureBody(valid)).toEqual({
      featureId: 12,
      from: new Date("2026-11-27T07:00:00Z"),
      to: new Date("2026-11-27T10:30:00Z"),
      reasonPl: "Remont windy",
      reasonEn: "Lift repairs",
    });
  });

  const cases: [string, unknown, Record<string, number[]>][] = [
    ["not an object", [valid], { general: [9001] }],
    ["an id that is not a whole number", { ...valid, feature_id: 1.5 }, { feature_id: [3400] }],
    ["an id as text", { ...valid, feature_id: "12" }, { feature_id: [3400] }],
    ["an id past PostgreSQL's integer", { ...valid, feature_id: 2 ** 31 }, { feature_id: [3400] }],
    ["a moment without its offset", { ...valid, from: "2026-11-27T08:00:00" }, { from: [3403] }],
    ["a date alone", { ...valid, to: "2026-11-28" }, { to: [3403] }],
    ["a day that does not exist", { ...valid, to: "2026-02-30T08:00:00Z" }, { to: [3403] }],
    ["an end before the start", { ...valid, to: "2026-11-27T06:00:00Z" }, { to: [3404] }],
    ["an end at the start", { ...valid, to: "2026-11-27T07:00:00Z" }, { to: [3404] }],
    ["a blank reason", { ...valid, reason_pl: "   " }, { reason_pl: [3406] }],
    ["a reason too long", { ...valid, reason_en: "x".repeat(501) }, { reason_en: [3406] }],
    [
      "everything missing",
      {},
      { feature_id: [3400], from: [3403], to: [3403], reason_pl: [3406], reason_en: [3406] },
    ],
  ];
  it.each(cases)("refuses %s", (_name, body, errors) => {
    expect(refusal(body)).toEqual(errors);
  });
});
