import { describe, expect, it } from "vitest";
import type { RuleSpec } from "../../src/shared/area-spec.ts";
import { isSet, type RuleViolation, ruleApplies, ruleViolations } from "../../src/shared/rule-values.ts";

// The one rule engine of server and console (src/shared/rule-values.ts), as tables.

describe("isSet: a blank value is not set", () => {
  const cases: [string, { given: unknown; want: boolean }][] = [
    ["undefined", { given: undefined, want: false }],
    ["null", { given: null, want: false }],
    ["empty string", { given: "", want: false }],
    ["only whitespace", { given: " \t\n", want: false }],
    ["empty list", { given: [], want: false }],
    ["text", { given: "a", want: true }],
    ["text with spaces around", { given: " a ", want: true }],
    ["zero", { given: 0, want: true }],
    ["false", { given: false, want: true }],
    ["a list with a value", { given: [1], want: true }],
  ];
  it.each(cases)("%s", (_, { given, want }) => expect(isSet(given)).toBe(want));
});

const rule = (kind: RuleSpec["kind"], fields: string[], extra: Partial<RuleSpec> = {}): RuleSpec => ({
  kind,
  fields,
  code: 1,
  ...extra,
});

describe("ruleViolations", () => {
  const equal = rule("equal", ["password", "password_confirmation"]);
  const any = rule("anyRequired", ["phone", "email"]);
  const when = rule("requiredWhen", ["sender", "send_at"], { when: { type: "push" } });
  const ordered = rule("ordered", ["start", "middle", "end"]);
  const cases: [string, { rule: RuleSpec; given: Record<string, unknown>; want: RuleViolation[] }][] = [
    [
      "equal: the same values",
      { rule: equal, given: { password: "a1", password_confirmation: "a1" }, want: [] },
    ],
    [
      "equal: different values mark the later field",
      {
        rule: equal,
        given: { password: "a1", password_confirmation: "a2" },
        want: [{ field: "password_confirmation", against: "password" }],
      },
    ],
    [
      "equal: a missing confirmation",
      {
        rule: equal,
        given: { password: "a1" },
        want: [{ field: "password_confirmation", against: "password" }],
      },
    ],
    [
      "equal: a confirmation without the first value",
      {
        rule: equal,
        given: { password: "", password_confirmation: "a1" },
        want: [{ field: "password_confirmation", against: "password" }],
      },
    ],
    [
      "equal: blank and missing are the same",
      { rule: equal, given: { password: " ", password_confirmation: null }, want: [] },
    ],
    ["equal: neither given", { rule: equal, given: {}, want: [] }],
    ["anyRequired: one given", { rule: any, given: { phone: "+48 1", email: "" }, want: [] }],
    ["anyRequired: the other given", { rule: any, given: { email: "a@b.pl" }, want: [] }],
    ["anyRequired: none", { rule: any, given: {}, want: [{ field: "phone" }, { field: "email" }] }],
    [
      "anyRequired: blank strings are none",
      { rule: any, given: { phone: "", email: "   " }, want: [{ field: "phone" }, { field: "email" }] },
    ],
    ["requiredWhen: does not apply", { rule: when, given: { type: "general" }, want: [] }],
    [
      "requiredWhen: applies, both missing",
      { rule: when, given: { type: "push" }, want: [{ field: "sender" }, { field: "send_at" }] },
    ],
    [
      "requiredWhen: applies, a blank sender",
      {
        rule: when,
        given: { type: "push", sender: " ", send_at: "2025-01-01" },
        want: [{ field: "sender" }],
      },
    ],
    [
      "requiredWhen: applies, both given",
      { rule: when, given: { type: "push", sender: "x", send_at: "2025-01-01" }, want: [] },
    ],
    [
      "ordered: in order",
      { rule: ordered, given: { start: "2025-01-01", middle: "2025-01-02", end: "2025-01-03" }, want: [] },
    ],
    ["ordered: equal values", { rule: ordered, given: { start: 5, middle: 5, end: 5 }, want: [] }],
    [
      "ordered: the last before the middle",
      {
        rule: ordered,
        given: { start: "2025-01-01", middle: "2025-01-05", end: "2025-01-03" },
        want: [{ field: "end", against: "middle" }],
      },
    ],
    [
      "ordered: date-times by their moment, not their text",
      {
        rule: ordered,
        given: { start: "2025-01-01T10:00:00+01:00", end: "2025-01-01T09:30:00Z" },
        want: [],
      },
    ],
    [
      "ordered: a later moment written with an earlier text",
      {
        rule: ordered,
        given: { start: "2025-01-01T09:30:00Z", end: "2025-01-01T10:00:00+01:00" },
        want: [{ field: "end", against: "start" }],
      },
    ],
    [
      "ordered: an unset middle is skipped",
      { rule: ordered, given: { start: 9, middle: "", end: 3 }, want: [{ field: "end", against: "start" }] },
    ],
    ["ordered: numbers compare as numbers", { rule: ordered, given: { start: 9, end: 10 }, want: [] }],
    ["ordered: only one set", { rule: ordered, given: { end: 1 }, want: [] }],
    ["maxActive needs the database", { rule: rule("maxActive", ["lang"]), given: {}, want: [] }],
    ["no fields", { rule: rule("equal", []), given: {}, want: [] }],
  ];
  it.each(cases)("%s", (_, { rule: r, given, want }) => expect(ruleViolations(r, given)).toEqual(want));
});

describe("ruleApplies", () => {
  const cases: [string, { when?: Record<string, string>; given: Record<string, unknown>; want: boolean }][] =
    [
      ["no condition", { given: {}, want: true }],
      ["matching", { when: { type: "push" }, given: { type: "push" }, want: true }],
      ["not matching", { when: { type: "push" }, given: { type: "route" }, want: false }],
      ["missing", { when: { type: "push" }, given: {}, want: false }],
    ];
  it.each(cases)("%s", (_, { when, given, want }) =>
    expect(ruleApplies(rule("requiredWhen", ["x"], when ? { when } : {}), given)).toBe(want),
  );
});
