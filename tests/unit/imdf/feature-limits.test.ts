/** What an IMDF feature may hold before it is read: texts, nesting, characters PostgreSQL refuses. */
import { describe, expect, it } from "vitest";
import { contentProblem, maxNesting, maxTextLength } from "../../../src/server/imdf/feature-limits.ts";

/** `depth` arrays around 0, parsed from text: built by recursion it would overflow the stack. */
const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}0${"]".repeat(depth)}`);

const unit = (
  properties: Record<string, unknown>,
  coordinates: unknown = [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
) => ({
  id: "u1",
  type: "Feature",
  geometry: { type: "Polygon", coordinates },
  properties,
});

describe("contentProblem", () => {
  it.each([
    ["a plain unit", unit({ name: { en: "Room 1" }, level_id: "l1" }), null],
    ["a text of the longest length", unit({ hours: "x".repeat(maxTextLength) }), null],
    [
      "a text one longer",
      unit({ hours: "x".repeat(maxTextLength + 1) }),
      { code: 3116, detail: "properties.hours" },
    ],
    ["a key over the length", unit({ ["k".repeat(maxTextLength + 1)]: 1 }), 3116],
    ["a NUL in a name", unit({ name: { pl: "Sala\u0000" } }), { code: 3118, detail: "properties.name.pl" }],
    ["a lone high surrogate", unit({ name: { pl: "Sala \ud800" } }), 3118],
    ["a lone low surrogate", unit({ name: { pl: "\udc00" } }), 3118],
    ["a pair, whole", unit({ name: { pl: "Sala 😀" } }), null],
    ["a NUL in a key", unit({ "na\u0000me": "x" }), 3118],
    ["coordinates 10,000 deep", unit({}, nested(10_000)), 3117],
    ["a property 100,000 deep", unit({ extra: nested(100_000) }), 3117],
    ["nesting at the limit", nested(maxNesting), null],
    ["nesting one over", nested(maxNesting + 1), 3117],
  ])("%s", (_, feature, expected) => {
    const problem = contentProblem(feature);
    if (typeof expected === "number") expect(problem?.code).toBe(expected);
    else expect(problem).toEqual(expected);
  });
});
