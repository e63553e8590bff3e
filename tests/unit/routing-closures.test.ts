/**
 * Temporary closures on a small network drawn in metres (tests/support/routing-features.ts): a
 * corridor of 40 m with a door across its middle, and a way round by the north of 60 m. A closed door
 * is not passed through, a closed line not walked, a closed end refused, and a feature the network
 * does not hold changes nothing.
 */
import { describe, expect, it } from "vitest";
import { findRoute } from "../../src/server/routing/route-finder.ts";
import { buildRoutingNetwork } from "../../src/server/routing/routing-network.ts";
import { door, m, poi, route } from "../support/routing-features.ts";

describe("a corridor with a door across it and a way round", () => {
  const corridor = route("p0", [m(0, 0), m(40, 0)]);
  const round = route("p0", [m(0, 0), m(0, 10), m(40, 10), m(40, 0)]);
  const across = door("p0", [m(20, -0.5), m(20, 0.5)]);
  const west = poi("p0", m(0, -1));
  const east = poi("p0", m(40, -1));
  const network = buildRoutingNetwork([corridor, round, across, west, east]);
  const metres = (closed: number[], from = west) => {
    const outcome = findRoute(network, from, east, false, closed);
    return "refused" in outcome ? outcome : outcome.route.length;
  };

  const cases: [string, number[], ReturnType<typeof metres>][] = [
    ["nothing closed: through the door", [], 40],
    ["the door closed: round by the north", [across.id], 60],
    ["the corridor closed: round by the north", [corridor.id], 60],
    [
      "the way round closed too: only through a closure",
      [across.id, round.id],
      { refused: 3408, field: "general" },
    ],
    ["a feature the network does not hold: nothing changes", [999_999], 40],
  ];
  it.each(cases)("%s", (_name, closed, want) => {
    expect(metres(closed)).toEqual(want);
  });

  it("refuses a closed feature as an end", () => {
    expect(findRoute(network, across, east, false, [across.id])).toEqual({ refused: 3408, field: "from" });
    expect(findRoute(network, west, across, false, [across.id])).toEqual({ refused: 3408, field: "to" });
  });
});
