/** How the editor counts the routing graph's problems and shows one, and which ends a preview can take. */
import { describe, expect, it } from "vitest";
import { routeRequest, savedId } from "../../../../src/console/map/routing/route-request.ts";
import {
  problemCounts,
  problemFocus,
  type RoutingProblem,
} from "../../../../src/console/map/routing/routing-problems.ts";

const problem = (kind: RoutingProblem["kind"], floor: string, features: number[]): RoutingProblem => ({
  kind,
  floor,
  at: [19.47, 51.77],
  features,
});

describe("problemCounts", () => {
  it("counts by kind, in the order of the kinds, leaving out kinds without problems", () => {
    const given = [
      problem("unreachable_room", "p0", [1]),
      problem("isolated", "p0", [2]),
      problem("unreachable_room", "p1", [3]),
    ];
    expect(problemCounts(given)).toEqual([
      { kind: "isolated", count: 1 },
      { kind: "unreachable_room", count: 2 },
    ]);
  });
});

describe("problemFocus", () => {
  const loaded = (key: string) => key === "7";
  const cases: [string, { given: RoutingProblem; want: ReturnType<typeof problemFocus> }][] = [
    [
      "on this floor, loaded: its features selected",
      { given: problem("room_without_door", "p0", [7]), want: { floor: null, select: ["7"], centre: null } },
    ],
    [
      "on this floor, not loaded: the view centred on it",
      {
        given: problem("room_without_door", "p0", [8]),
        want: { floor: null, select: [], centre: [19.47, 51.77] },
      },
    ],
    [
      "on another floor: that floor, centred on it",
      { given: problem("isolated", "p2", [7]), want: { floor: "p2", select: [], centre: [19.47, 51.77] } },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(problemFocus(given, "p0", loaded)).toEqual(want);
  });
});

describe("route ends", () => {
  it.each([
    ["12", 12],
    ["new-3", null],
    ["0", null],
    ["12345678901", null],
  ])("the saved id of key %s", (key, want) => {
    expect(savedId(key)).toBe(want);
  });

  it("asks once both ends are chosen", () => {
    const end = (id: number) => ({ id, floor: "p0", title: `#${id}` });
    expect(routeRequest(end(1), null, false)).toBeNull();
    expect(routeRequest(end(1), end(2), true)).toEqual({ from: 1, to: 2, accessible: true });
  });
});
