import { expect, test } from "vitest";
import { deepFreeze } from "../../../../src/console/map/session/deep-freeze.ts";

/** Every object and array reachable from `value`, itself included. */
function reachable(value: unknown): object[] {
  if (typeof value !== "object" || value === null) return [];
  return [value, ...Object.values(value).flatMap(reachable)];
}

const cases: [string, { given: unknown }][] = [
  ["a point", { given: { type: "Point", coordinates: [19.4, 51.7] } }],
  [
    "a polygon's rings and positions",
    {
      given: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    },
  ],
  [
    "a multipolygon",
    {
      given: {
        type: "MultiPolygon",
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [0, 0],
            ],
          ],
          [
            [
              [5, 5],
              [6, 5],
              [5, 5],
            ],
          ],
        ],
      },
    },
  ],
  ["properties with a list and null", { given: { type: "room", tags: ["a", { b: 1 }], parent: null } }],
  ["an empty object", { given: {} }],
];

test.each(cases)("%s: frozen all the way down, in place", (_name, { given }) => {
  const before = JSON.stringify(given);
  expect(deepFreeze(given)).toBe(given);
  for (const part of reachable(given)) expect(Object.isFrozen(part)).toBe(true);
  expect(JSON.stringify(given)).toBe(before);
});

test.each([1.5, "room", null, undefined, true])("%s is handed back as it is", (given) => {
  expect(deepFreeze(given)).toBe(given);
});

test("stops at a part frozen already, which was frozen whole", () => {
  const inner = Object.freeze({ kept: { open: true } });
  const outer = { inner, other: { x: 1 } };
  deepFreeze(outer);
  expect(Object.isFrozen(outer.other)).toBe(true);
  // The frozen part was not walked: what it holds is as it was.
  expect(Object.isFrozen(inner.kept)).toBe(false);
});
