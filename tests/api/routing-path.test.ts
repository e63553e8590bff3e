/**
 * GET /api/routing/path over a small building drawn through the API, in metres
 * (tests/support/routing-features.ts): two floors, stairs at the west end, a lift at the east end,
 * rooms with doors. Then the network following the map's changes, whoever makes them, and the
 * problems GET /api/routing/generateGraph reports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walkingSpeed } from "../../src/server/routing/routing-rules.ts";
import { corridor, doorOf, feature, line, point, room, stop } from "../support/routing-bodies.ts";
import { m } from "../support/routing-features.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const walk = (metres: number) => metres / walkingSpeed;

describe.each(databaseKinds)("GET /api/routing/path on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const admin = (url: string) => server.request("admin", { method: "GET", url });
  const path = (from: number | string | undefined, to: number | string | undefined, extra = "") =>
    admin(`/api/routing/path?from=${from}&to=${to}${extra}`);
  const create = async (profile: string, named: Record<string, object>) => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/geo",
      payload: { profile, features: Object.values(named) },
    });
    expect(response.statusCode, response.body).toBe(200);
    Object.keys(named).forEach((name, i) => {
      ids[name] = response.json().data.ids[i];
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await create("p0", {
      corridor0: corridor(),
      stairs0: stop(m(0, 0), "S", "stairs", 10),
      lift0: stop(m(40, 0), "L", "lift", 20),
      lecture: room("LECTURE", 0),
      lectureDoor: doorOf("LECTURE", 0),
      closed: room("CLOSED", 20),
    });
    await create("p1", {
      corridor1: corridor(),
      stairs1: stop(m(0, 0), "S", "stairs", 10),
      lift1: stop(m(40, 0), "L", "lift", 20),
      office: room("OFFICE", 30),
      officeDoor: doorOf("OFFICE", 30),
      staff: room("STAFF", 10),
      staffDoor: doorOf("STAFF", 10, { accessible: false }),
      printer: feature("poi", point(m(33, 6)), { name_pl: "Drukarka" }),
      shut: stop(m(20, 0), "X", "lift", 5, { routing: false }),
    });
    await create("p2", { elsewhere: feature("route", line(m(100, 100), m(120, 100))) });
  });
  afterAll(() => server.close());

  it("answers the quickest path floor by floor, by the stairs", async () => {
    const response = await path(ids.lecture, ids.office);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    // 2 m out of the lecture room's door, 5 m west, the stairs (10 s), 35 m east, 2 m into the office.
    expect(data).toMatchObject({
      from: { id: ids.lecture, type: "room", floor: "p0" },
      to: { id: ids.office, type: "room", floor: "p1" },
      accessible: false,
      length: 44,
      duration: Math.round(walk(44) + 10),
      floorChanges: [{ from: "p0", to: "p1", via: "stairs", feature: ids.stairs0, duration: 10 }],
    });
    expect(data.floors.map((f: { floor: string; length: number }) => [f.floor, f.length])).toEqual([
      ["p0", 7],
      ["p1", 37],
    ]);
    expect(data.floors[0].geometry.type).toBe("LineString");
    expect(data.floors[0].geometry.coordinates[0][0]).toBeCloseTo(m(5, 2)[0], 6);
  });

  it("takes the lift on a step-free path", async () => {
    const response = await path(ids.lecture, ids.office, "&accessible=true");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      accessible: true,
      duration: Math.round(walk(44) + 20),
      floorChanges: [{ from: "p0", to: "p1", via: "lift", feature: ids.lift0 }],
    });
  });

  it("goes to the door of the room a point lies in", async () => {
    const response = await path(ids.printer, ids.officeDoor);
    expect(response.json().data).toMatchObject({ length: 0, floors: [], floorChanges: [] });
  });

  const refusals: [string, { query: () => string; status: number; errors: Record<string, number[]> }][] = [
    ["no from", { query: () => `to=${ids.office}`, status: 422, errors: { from: [3001] } }],
    [
      "ids that are not ids",
      { query: () => "from=abc&to=0", status: 422, errors: { from: [3001], to: [3001] } },
    ],
    [
      "an id beyond the integers",
      { query: () => `from=2147483648&to=${ids.office}`, status: 422, errors: { from: [3001] } },
    ],
    [
      "accessible neither true nor false",
      {
        query: () => `from=${ids.lecture}&to=${ids.office}&accessible=yes`,
        status: 422,
        errors: { accessible: [3007] },
      },
    ],
    [
      "an unknown feature",
      { query: () => `from=${ids.lecture}&to=999999`, status: 404, errors: { to: [3002] } },
    ],
    [
      "a connector left out of routing",
      { query: () => `from=${ids.shut}&to=${ids.office}`, status: 422, errors: { from: [3003] } },
    ],
    [
      "a room with neither door nor route",
      { query: () => `from=${ids.lecture}&to=${ids.closed}`, status: 422, errors: { to: [3004] } },
    ],
    [
      "places no route joins",
      { query: () => `from=${ids.lecture}&to=${ids.elsewhere}`, status: 422, errors: { general: [3005] } },
    ],
    [
      "a room whose only door has a step, step-free",
      {
        query: () => `from=${ids.lecture}&to=${ids.staff}&accessible=true`,
        status: 422,
        errors: { general: [3006] },
      },
    ],
  ];
  it.each(refusals)("refuses %s", async (_name, { query, status, errors }) => {
    const response = await admin(`/api/routing/path?${query()}`);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ status: "error", errors });
  });

  it("answers in Polish too", async () => {
    const response = await server.request("admin", {
      method: "GET",
      url: `/api/routing/path?from=${ids.lecture}&to=${ids.elsewhere}`,
      lang: "pl",
    });
    expect(response.json().message).toBe("Między tymi obiektami nie ma drogi");
  });

  it("follows a change saved through the API", async () => {
    // Without the stairs, the quickest way is the lift.
    const response = await server.request("admin", {
      method: "DELETE",
      url: "/api/geo",
      payload: { ids: [ids.stairs0] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await path(ids.lecture, ids.office)).json().data.floorChanges[0].via).toBe("lift");
  });

  it("follows a change another process wrote to the database", async () => {
    // Straight to the table, as another API process or the command line would: the lift breaks down.
    await server.db.query(
      `UPDATE map_feature SET properties = properties || '{"accessible": false}' WHERE id = ANY($1::int[])`,
      [[ids.lift0, ids.lift1]],
    );
    const response = await path(ids.lecture, ids.office, "&accessible=true");
    expect(response.json().errors).toEqual({ general: [3006] });
  });

  it("moves the map's revision once per save, however many features it holds", async () => {
    const revision = async () =>
      Number((await server.db.query<{ r: string }>("SELECT revision::text AS r FROM map_revision"))[0]?.r);
    const before = await revision();
    await create("p3", { a: corridor(), b: corridor(), c: corridor() });
    expect(await revision()).toBe(before + 1);
  });

  it("lists the network's problems in the generated graph", async () => {
    const response = await admin("/api/routing/generateGraph");
    expect(response.statusCode, response.body).toBe(200);
    const problems = response.json().data.diagnostics as { kind: string; features: number[] }[];
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: "room_without_door", features: [ids.closed] }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ kind: "isolated", features: [ids.elsewhere] }));
  });
});
