/**
 * Beacon places and parking features stand for records of the beacons and parking areas (which staff
 * can only edit): placing one on the map links its record, or creates it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const view = { p1: "19.46,51.76", p2: "19.48,51.78" };
const point = (x: number) => ({ type: "Point", coordinates: [x, 51.77] });
const square = (x: number) => ({
  type: "Polygon",
  coordinates: [
    [
      [x, 51.77],
      [x + 1e-4, 51.77],
      [x + 1e-4, 51.7701],
      [x, 51.7701],
      [x, 51.77],
    ],
  ],
});
const feature = (geometry: object, properties: Record<string, unknown>) => ({
  type: "Feature",
  geometry,
  properties,
});

describe.each(databaseKinds)("records linked from the map on %s", (kind) => {
  let server: TestServer;
  const save = (profile: string, features: object[]) =>
    server.request("moderator", {
      method: "POST",
      url: "/api/geo/save",
      payload: { ...view, profile, new: features, edited: [], deleted: [] },
    });
  const stored = async (id: number) =>
    (
      await server.db.query<{ properties: Record<string, unknown> }>(
        "SELECT properties FROM map_feature WHERE id = $1",
        [id],
      )
    )[0]?.properties;
  const records = (area: string) =>
    server.db.query<{ id: number; data: Record<string, unknown> }>(
      `SELECT id, jsonb_strip_nulls(to_jsonb(t) - 'id' - 'created_at' - 'updated_at' - 'version') AS data
       FROM "${area}" t ORDER BY id`,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("a beacon place with a new MAC address creates its beacon on the floor", async () => {
    const response = await save("p2", [
      feature(point(19.467), {
        type: "beaconplace",
        key: "BK-1",
        name_pl: "Beacon hol",
        mac: "aa:bb:cc:00:00:01",
      }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [beacon] = await records("beacons");
    expect(beacon?.data).toMatchObject({
      name: "Beacon hol",
      floor: "p2",
      status: "active",
      mac: "AA:BB:CC:00:00:01",
    });
    const [id] = response.json().data.new;
    expect(await stored(id)).toMatchObject({ beacon_id: beacon?.id, mac: "AA:BB:CC:00:00:01" });
    // The beacons area lists it.
    const list = await server.request("moderator", { method: "GET", url: "/api/beacons?page=1" });
    expect(list.json().data.items.map((b: { mac: string }) => b.mac)).toContain("AA:BB:CC:00:00:01");
  });

  it("a beacon place with a known MAC address or beacon id links that beacon and moves it to the floor", async () => {
    const [beacon] = await records("beacons");
    const response = await save("p3", [
      feature(point(19.468), { type: "beaconplace", key: "BK-2", mac: "AA:BB:CC:00:00:01" }),
      feature(point(19.469), { type: "beaconplace", key: "BK-3", beacon_id: beacon?.id }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await records("beacons")).toHaveLength(1);
    expect((await records("beacons"))[0]?.data.floor).toBe("p3");
    for (const id of response.json().data.new) expect((await stored(id))?.beacon_id).toBe(beacon?.id);
  });

  it("refuses a beacon id that names no beacon, and writes nothing", async () => {
    const response = await save("p4", [
      feature(square(19.47), { type: "room", key: "R-1", name_pl: "Sala" }),
      feature(point(19.467), { type: "beaconplace", key: "BK-4", beacon_id: 999999 }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "new.1.properties.beacon_id": [1604] });
    const count = await server.db.query("SELECT 1 FROM map_feature WHERE floor = 'p4'");
    expect(count).toHaveLength(0);
  });

  it("a parking feature creates its parking lot, named like the feature, once", async () => {
    const first = await save("p0", [
      feature(square(19.471), {
        type: "parking",
        key: "P-NEW",
        name_pl: "Parking nowy",
        name_en: "New car park",
      }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await save("p0", [
      feature(square(19.472), {
        type: "parking",
        key: "P-NEW-2",
        parking_lot_id: "P-NEW",
        name_pl: "Druga część",
      }),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const lots = await records("parking");
    expect(lots.map((l) => l.data)).toEqual([
      { name_pl: "Parking nowy", name_en: "New car park", parking_lot_id: "P-NEW", status: "active" },
    ]);
    expect((await stored(first.json().data.new[0]))?.parking_lot_id).toBe("P-NEW");
  });
});
