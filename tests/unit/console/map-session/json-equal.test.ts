import { expect, test } from "vitest";
import { jsonEqual } from "../../../../src/shared/json-equal.ts";

const cases: [string, { given: [unknown, unknown]; want: boolean }][] = [
  ["same numbers", { given: [1.5, 1.5], want: true }],
  ["different numbers", { given: [1, 2], want: false }],
  ["null and an object", { given: [null, {}], want: false }],
  ["null and null", { given: [null, null], want: true }],
  ["an array and an object", { given: [[], {}], want: false }],
  [
    "nested positions",
    {
      given: [
        [
          [1, 2],
          [3, 4],
        ],
        [
          [1, 2],
          [3, 4],
        ],
      ],
      want: true,
    },
  ],
  [
    "positions of another length",
    {
      given: [
        [[1, 2]],
        [
          [1, 2],
          [3, 4],
        ],
      ],
      want: false,
    },
  ],
  [
    "keys in another order",
    {
      given: [
        { a: 1, b: { c: [1] } },
        { b: { c: [1] }, a: 1 },
      ],
      want: true,
    },
  ],
  ["a key holding undefined is no key", { given: [{ a: 1, b: undefined }, { a: 1 }], want: true }],
  ["a missing key against null", { given: [{ a: 1, b: null }, { a: 1 }], want: false }],
  ["another key of the same count", { given: [{ a: 1 }, { b: 1 }], want: false }],
  ["a string and a number", { given: ["1", 1], want: false }],
];

test.each(cases)("%s", (_, { given: [a, b], want }) => {
  expect(jsonEqual(a, b)).toBe(want);
  expect(jsonEqual(b, a)).toBe(want);
});
