/** The routing network's problems, on small networks drawn by hand (tests/support/routing-features.ts). */
import { describe, expect, it } from "vitest";
import type { GraphFeature } from "../../src/server/routing/graph-types.ts";
import { diagnose } from "../../src/server/routing/routing-diagnostics.ts";
import { buildRoutingNetwork } from "../../src/server/routing/routing-network.ts";
import { door, m, room, route } from "../support/routing-features.ts";

const corridor = route("p0", [m(0, 0), m(20, 0), m(40, 0)]);
const office = room("p0", [0, 2, 10, 8]);
const officeDoor = door("p0", [m(4.5, 2), m(5.5, 2)]);
const farRoom = room("p1", [0, 20, 10, 28]);
const farDoor = door("p1", [m(4.5, 20), m(5.5, 20)]);
const upstairs = route("p1", [m(0, 0), m(40, 0)]);
const doorless = room("p0", [30, 2, 40, 8]);
const cutOff = route("p0", [m(0, -30), m(10, -30)]);
const intoCulDeSac = route("p0", [m(20, 0), m(20, -10)], { direction: "forward" });
const outOfNowhere = route("p0", [m(40, -10), m(40, 0)], { direction: "forward" });

/** Each problem as "kind floor [features] extra". */
const listed = (features: GraphFeature[]) =>
  diagnose(buildRoutingNetwork(features)).map(
    (d) =>
      `${d.kind} ${d.floor} [${d.features.join(",")}]${d.nodes ? ` ${d.nodes} nodes` : ""}${d.detail ? ` ${d.detail}` : ""}`,
  );

describe("diagnose", () => {
  const cases: [string, { given: GraphFeature[]; want: string[] }][] = [
    ["a corridor with a room and its door", { given: [corridor, office, officeDoor], want: [] }],
    [
      "a corridor touching no other",
      { given: [corridor, cutOff], want: [`isolated p0 [${cutOff.id}] 2 nodes`] },
    ],
    [
      "a room no door opens into",
      { given: [corridor, doorless], want: [`room_without_door p0 [${doorless.id}]`] },
    ],
    [
      "a room whose door no route of the main network reaches",
      {
        given: [corridor, upstairs, farRoom, farDoor],
        want: [
          `isolated p1 [${farDoor.id}] 1 nodes`,
          `isolated p1 [${upstairs.id}] 2 nodes`,
          `unreachable_room p1 [${farRoom.id}]`,
        ],
      },
    ],
    [
      "one-way lines into a dead end and out of nowhere",
      {
        given: [corridor, intoCulDeSac, outOfNowhere],
        want: [
          `one_way_dead_end p0 [${intoCulDeSac.id}] no_way_out`,
          `one_way_dead_end p0 [${outOfNowhere.id}] no_way_in`,
        ],
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(listed(given)).toEqual(want);
  });

  it("places each problem where the editor can show it", () => {
    const [problem] = diagnose(buildRoutingNetwork([corridor, doorless]));
    const [lon, lat] = m(35, 5);
    expect(problem?.at[0]).toBeCloseTo(lon, 7);
    expect(problem?.at[1]).toBeCloseTo(lat, 7);
  });
});
