/**
 * GET /api/app/v1/route (docs/app-api.md#route) over a small building drawn through the API, in
 * metres (tests/support/routing-features.ts): two floors, stairs at the west end, a lift at the east
 * end, rooms with doors. No token; the ends by id, key or position; the way on the latest release
 * while the draft differs, and a new way once the draft is published; step-free; steps in Polish and
 * English; cacheable.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corridor, doorOf, room, stop } from "../support/routing-bodies.ts";
import { m } from "../support/routing-features.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

type Position = [number, number];
const at = ([lon, lat]: Position, floor: string) => `${lon.toFixed(7)},${lat.toFixed(7)},${floor}`;

describe.each(databaseKinds)("GET /api/app/v1/route on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const route = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url: `/api/app/v1/route?${query}`, headers });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];
  const staff = async (method: "POST" | "DELETE", url: string, payload: object) => {
    const response = await server.request("admin", { method, url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const draw = async (profile: string, named: Record<string, object>) => {
    const { ids: made } = await staff("POST", "/api/geo", { profile, features: Object.values(named) });
    Object.keys(named).forEach((name, i) => {
      ids[name] = made[i];
    });
  };
  const publish = (comment: string) => staff("POST", "/api/map/publish", { comment });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await draw("p0", {
      corridor0: corridor(),
      stairs0: stop(m(0, 0), "S", "stairs", 10, { name_pl: "S" }),
      lift0: stop(m(40, 0), "L", "lift", 20, { name_pl: "L" }),
      lecture: room("LECTURE", 0, { name_pl: "Aula", name_en: "Lecture hall" }),
      lectureDoor: doorOf("LECTURE", 0),
      hall0: room("HALL", 20),
      hall0Door: doorOf("HALL", 20),
    });
    await draw("p1", {
      corridor1: corridor(),
      stairs1: stop(m(0, 0), "S", "stairs", 10, { name_pl: "S" }),
      lift1: stop(m(40, 0), "L", "lift", 20, { name_pl: "L" }),
      office: room("OFFICE", 30, { name_pl: "Dziekanat", name_en: "Dean's office" }),
      officeDoor: doorOf("OFFICE", 30),
      hall1: room("HALL", 0),
      hall1Door: doorOf("HALL", 0),
    });
  });
  afterAll(() => server?.close());

  it("says the map is not published yet before the first release", async () => {
    expect(refusal(await route("from=LECTURE&to=OFFICE"))).toEqual([404, { general: [3011] }]);
  });

  it("routes between keys on the release without a token, with steps in Polish by default", async () => {
    await publish("Budynek");
    const data = ok(await route("from=LECTURE&to=OFFICE"));
    expect(data).toMatchObject({
      release: 1,
      from: { id: ids.lecture, type: "room", floor: "p0", name: "Aula", key: "LECTURE" },
      to: { id: ids.office, type: "room", floor: "p1", name: "Dziekanat", key: "OFFICE" },
      accessible: false,
      length: 44,
      floorChanges: [{ from: "p0", to: "p1", via: "stairs", feature: ids.stairs0 }],
    });
    expect(data.steps.map((s: { kind: string; text: string }) => [s.kind, s.text])).toEqual([
      ["start", "Start: Aula, piętro 0"],
      ["walk", "Idź 7 m na piętrze 0"],
      ["floor_change", "Wejdź schodami na piętro 1"],
      ["walk", "Idź 37 m na piętrze 1"],
      ["arrive", "Cel: Dziekanat, piętro 1"],
    ]);
  });

  it("takes the lift on a step-free way, and says so in English", async () => {
    const data = ok(await route("from=LECTURE&to=OFFICE&accessible=true&lang=en"));
    expect(data.floorChanges).toMatchObject([{ from: "p0", to: "p1", via: "lift", feature: ids.lift0 }]);
    expect(data.steps.map((s: { text: string }) => s.text)).toEqual([
      "Start at Lecture hall, floor 0",
      "Walk 37 m on floor 0",
      "Take the lift to floor 1",
      "Walk 7 m on floor 1",
      "Arrive at Dean's office, floor 1",
    ]);
    const down = ok(await route(`from=${ids.office}&to=${ids.lecture}&lang=en`));
    expect(down.steps[2].text).toBe("Go down the stairs to floor 0");
  });

  it("takes ids, a key with its floor, and a position in a room as the ends", async () => {
    const byIds = ok(await route(`from=${ids.lecture}&to=${ids.officeDoor}`));
    expect(byIds.to).toMatchObject({ id: ids.officeDoor, type: "door", floor: "p1" });
    const fromPosition = ok(await route(`from=${at(m(3, 5), "p0")}&to=p1:HALL`));
    expect(fromPosition.from).toEqual({
      id: null,
      type: "position",
      floor: "p0",
      name: null,
      key: null,
      position: [Number(m(3, 5)[0].toFixed(7)), Number(m(3, 5)[1].toFixed(7))],
    });
    // From the lecture room's door (the room the position lies in) to the hall's door above it.
    expect(fromPosition).toMatchObject({ length: 14, to: { id: ids.hall1, floor: "p1" } });
    expect(fromPosition.steps[0].text).toBe("Start: wskazane miejsce, piętro 0");
  });

  it("refuses ends it cannot read or find, with codes", async () => {
    const cases: [string, number, Record<string, number[]>][] = [
      ["to=OFFICE", 422, { from: [3008] }],
      ["from=1.5,2&to=OFFICE", 422, { from: [3008] }],
      [`from=${at(m(3, 5), "p99")}&to=OFFICE`, 422, { from: [3008] }],
      ["from=LECTURE&to=999999", 404, { to: [3002] }],
      ["from=NOWHERE&to=OFFICE", 404, { from: [3009] }],
      ["from=LECTURE&to=HALL", 422, { to: [3010] }],
      ["from=LECTURE&to=OFFICE&accessible=yes", 422, { accessible: [3007] }],
    ];
    for (const [query, status, errors] of cases)
      expect(refusal(await route(query)), query).toEqual([status, errors]);
  });

  it("answers with a strong ETag and 304 to a client that holds it", async () => {
    const first = await route("from=LECTURE&to=OFFICE");
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const again = await route("from=LECTURE&to=OFFICE", { "if-none-match": tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keeps routing on the release while the draft differs, and follows the next release", async () => {
    await staff("DELETE", "/api/geo", { ids: [ids.officeDoor] });
    await draw("p1", { annex: room("ANNEX", 10) });
    // The draft: the office has no door, which staff see at once.
    const staffPath = await server.request("admin", {
      method: "GET",
      url: `/api/routing/path?from=${ids.lecture}&to=${ids.office}`,
    });
    expect(refusal(staffPath)).toEqual([422, { to: [3004] }]);
    // The app still routes on release 1, where the door is, and knows no room drawn since.
    expect(ok(await route("from=LECTURE&to=OFFICE"))).toMatchObject({ release: 1, length: 44 });
    expect(refusal(await route("from=LECTURE&to=ANNEX"))).toEqual([404, { to: [3009] }]);
    await publish("Bez drzwi do dziekanatu");
    expect(refusal(await route("from=LECTURE&to=OFFICE"))).toEqual([422, { to: [3004] }]);
    expect(ok(await route("from=LECTURE&to=p0:HALL")).release).toBe(2);
  });
});
