import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "../../src/server/http/json-body.ts";
import { unstorablePlaces } from "../../src/server/http/storable-input.ts";

const depth: [string, { given: string; limit: number; want: boolean }][] = [
  ["flat object", { given: '{"a":1,"b":[1,2]}', limit: 2, want: false }],
  ["exactly at the limit", { given: '{"a":[{"b":1}]}', limit: 3, want: false }],
  ["one level over", { given: '{"a":[{"b":[]}]}', limit: 3, want: true }],
  ["brackets inside strings do not count", { given: '{"a":"[[[[{{{{"}', limit: 1, want: false }],
  ["an escaped quote does not end the string", { given: '{"a":"\\"[[[["}', limit: 1, want: false }],
  ["an escaped backslash does", { given: '{"a":"\\\\","b":[[[]]]}', limit: 3, want: true }],
  ["thousands of levels", { given: `${"[".repeat(5000)}${"]".repeat(5000)}`, limit: 64, want: true }],
  ["siblings do not add up", { given: "[[],[],[],[],[]]", limit: 2, want: false }],
];

const places: [string, { given: unknown; want: string[] }][] = [
  ["clean body", { given: { name: "Dzień otwarty 😀", count: 3, tags: ["a"] }, want: [] }],
  ["NUL in a field", { given: { name: "a\u0000b" }, want: ["name"] }],
  ["lone high surrogate", { given: { name: "\ud800" }, want: ["name"] }],
  ["lone low surrogate", { given: { name: "x\udc00" }, want: ["name"] }],
  ["a surrogate pair is fine", { given: { name: "\ud83d\ude00" }, want: [] }],
  ["NUL in a key", { given: { "a\u0000": 1 }, want: ["a\u0000"] }],
  ["Infinity", { given: { n: Number.POSITIVE_INFINITY }, want: ["n"] }],
  [
    "deep inside lists",
    {
      given: { new: [{ properties: { name_pl: "ok" } }, { properties: { name_pl: "\u0000" } }] },
      want: ["new.1.properties.name_pl"],
    },
  ],
  ["a bare string body", { given: "\u0000", want: [""] }],
  ["nothing to walk", { given: undefined, want: [] }],
];

describe("nestsDeeperThan", () => {
  it.each(depth)("%s", (_name, { given, limit, want }) => {
    expect(nestsDeeperThan(given, limit)).toBe(want);
  });
});

describe("unstorablePlaces", () => {
  it.each(places)("%s", (_name, { given, want }) => {
    expect(unstorablePlaces(given)).toEqual(want);
  });
});
