import { describe, expect, test } from "vitest";
import {
  formatCoordinate,
  formatPosition,
  parseCoordinates,
} from "../../../../src/console/map/session/shapes.ts";

describe("parseCoordinates", () => {
  const cases: [string, { given: string; want: ReturnType<typeof parseCoordinates> }][] = [
    ["decimal commas, semicolon", { given: "19,4671; 51,7702", want: { position: [19.4671, 51.7702] } }],
    ["decimal commas, space", { given: "19,4671 51,7702", want: { position: [19.4671, 51.7702] } }],
    [
      "decimal commas, comma and space",
      { given: "19,4671, 51,7702", want: { position: [19.4671, 51.7702] } },
    ],
    [
      "decimal commas, bare comma between: ambiguous",
      { given: "19,4671,51,7702", want: { error: "format" } },
    ],
    [
      "decimal dots, bare comma between",
      { given: "19.4671,51.7702", want: { position: [19.4671, 51.7702] } },
    ],
    ["decimal dots, comma and space", { given: "19.4671, 51.7702", want: { position: [19.4671, 51.7702] } }],
    ["decimal dots, space", { given: " 19.4671   51.7702 ", want: { position: [19.4671, 51.7702] } }],
    ["mixed marks", { given: "19.4671;51,7702", want: { position: [19.4671, 51.7702] } }],
    ["whole numbers", { given: "19 51", want: { position: [19, 51] } }],
    ["signs", { given: "-70,5; +45", want: { position: [-70.5, 45] } }],
    ["the edges of the world", { given: "180; -90", want: { position: [180, -90] } }],
    ["longitude out of range", { given: "180,01; 51", want: { error: "outOfRange" } }],
    ["latitude out of range", { given: "19; 91", want: { error: "outOfRange" } }],
    ["one number", { given: "19,4671", want: { error: "format" } }],
    ["one whole number", { given: "19", want: { error: "format" } }],
    ["whole numbers, bare comma between: ambiguous", { given: "19,51", want: { error: "format" } }],
    ["one dotted number, bare comma between", { given: "19.5,51", want: { position: [19.5, 51] } }],
    ["empty", { given: "", want: { error: "format" } }],
    ["words", { given: "north; east", want: { error: "format" } }],
    ["three numbers", { given: "19; 51; 3", want: { error: "format" } }],
    ["two decimal marks in a number", { given: "19.46,71 51", want: { error: "format" } }],
    ["a trailing mark", { given: "19, 51,", want: { error: "format" } }],
  ];
  test.each(cases)("%s", (_, { given, want }) => expect(parseCoordinates(given)).toEqual(want));
});

describe("formatCoordinate", () => {
  const cases: [string, { given: [number, number?]; want: string }][] = [
    ["a decimal comma", { given: [19.4671], want: "19,4671" }],
    ["seven decimals by default", { given: [51.770212345678], want: "51,7702123" }],
    ["no trailing zeros", { given: [19.5], want: "19,5" }],
    ["a whole number", { given: [20], want: "20" }],
    ["zeros before the mark stay", { given: [100, 0], want: "100" }],
    ["negative", { given: [-0.25], want: "-0,25" }],
    ["fewer decimals", { given: [19.46789, 2], want: "19,47" }],
  ];
  test.each(cases)("%s", (_, { given: [value, decimals], want }) =>
    expect(formatCoordinate(value, decimals)).toBe(want),
  );

  test("a formatted position reads back", () => {
    expect(formatPosition([19.4671, 51.7702])).toBe("19,4671; 51,7702");
    expect(parseCoordinates(formatPosition([19.4671, 51.7702]))).toEqual({ position: [19.4671, 51.7702] });
  });
});
