/**
 * The parking system's feed (PUT /api/integrations/parking, docs/app-api.md#parking-feed) on the demo
 * campus's lots: off without PARKING_FEED_TOKEN, refused with a wrong token, the counts computed
 * from taken and total, unknown lots reported, bad bodies refused whole, each change audited; and the
 * app's GET /api/app/v1/parking showing what was reported.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const token = "parking-feed-test-token-0123456789";
const url = "/api/integrations/parking";

describe.each(databaseKinds)("the parking feed on %s", (kind) => {
  let server: TestServer;
  const feed = (payload: unknown, authorization = `Bearer ${token}`) =>
    server.app.inject({ method: "PUT", url, payload: payload as object, headers: { authorization } });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];
  const appParking = async (lang = "pl") =>
    ok(await server.app.inject({ method: "GET", url: `/api/app/v1/parking?lang=${lang}` }));
  const lot = (system_id: string, parking_lot_id: string, taken: number, total: number) => ({
    system_id,
    parking_lot_id,
    taken,
    total,
  });

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true, env: { PARKING_FEED_TOKEN: token } });
  });
  afterAll(() => server?.close());

  it("is off while PARKING_FEED_TOKEN is not set", async () => {
    const config = readConfig({ DATA_DIR: server.dataDir, SEED_DEMO: "0" } as NodeJS.ProcessEnv);
    const off = await buildApp({ config, db: server.db, logger: false });
    try {
      const response = await off.inject({
        method: "PUT",
        url,
        payload: [lot("PARKSYS-LDZ-01", "P1", 1, 116)],
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refusal(response)).toEqual([501, { general: [3310] }]);
    } finally {
      await off.close();
    }
  });

  it("refuses a missing or wrong token before reading the body", async () => {
    const body = [lot("PARKSYS-LDZ-01", "P1", 1, 116)];
    expect(refusal(await feed(body, ""))).toEqual([401, { general: [3311] }]);
    expect(refusal(await feed(body, `Bearer ${token}x`))).toEqual([401, { general: [3311] }]);
    expect(refusal(await feed("{not json", "Bearer nope"))).toEqual([401, { general: [3311] }]);
  });

  it("updates the known lots' counts and reports the unknown ones", async () => {
    const data = ok(
      await feed([
        lot("PARKSYS-LDZ-01", "P1", 100, 116),
        lot("PARKSYS-LDZ-02", "CSK-1", 440, 430),
        lot("PARKSYS-LDZ-09", "X7", 3, 10),
      ]),
    );
    expect(data.unknown).toEqual([{ system_id: "PARKSYS-LDZ-09", parking_lot_id: "X7" }]);
    const byLot = Object.fromEntries(
      data.updated.map((l: { parking_lot_id: string }) => [l.parking_lot_id, l]),
    );
    // P1 has 120 spaces, 116 in use: all stays 120.
    expect(byLot.P1).toMatchObject({
      count_all: 120,
      taken: 100,
      total_real: 116,
      free: 16,
      percent_free: 13.8,
    });
    // More cars than spaces: none free; a larger total makes the lot larger.
    expect(byLot["CSK-1"]).toMatchObject({
      count_all: 430,
      taken: 440,
      total_real: 430,
      free: 0,
      percent_free: 0,
    });
    const staff = ok(await server.request("admin", { method: "GET", url: `/api/parking/${byLot.P1.id}` }));
    expect(staff).toMatchObject({
      system_id: "PARKSYS-LDZ-01",
      parking_lot_id: "P1",
      free: 16,
      percent_free: 13.8,
    });
  });

  it("keeps each change in the audit history", async () => {
    const [p1] = ok(await feed([lot("PARKSYS-LDZ-01", "P1", 90, 116)])).updated;
    const history = ok(
      await server.request("admin", { method: "GET", url: `/api/audit?area=parking&record_id=${p1.id}` }),
    );
    expect(history.items[0]).toMatchObject({
      action: "feed",
      user_id: null,
      changes: {
        taken: { before: 100, after: 90 },
        free: { before: 16, after: 26 },
        percent_free: { before: 13.8, after: 22.4 },
      },
    });
    // The same report again changes nothing, so nothing more is written.
    ok(await feed([lot("PARKSYS-LDZ-01", "P1", 90, 116)]));
    const again = ok(
      await server.request("admin", { method: "GET", url: `/api/audit?area=parking&record_id=${p1.id}` }),
    );
    expect(again.total).toBe(history.total);
  });

  it("refuses a bad body whole, with a code per entry", async () => {
    const cases: [unknown, Record<string, number[]>][] = [
      [{ system_id: "PARKSYS-LDZ-01" }, { general: [3312] }],
      [[], { general: [3312] }],
      [Array.from({ length: 1001 }, (_, i) => lot("S", `L${i}`, 0, 1)), { general: [3312] }],
      [
        [
          lot("PARKSYS-LDZ-01", "P1", 1, 116),
          "P2",
          { system_id: "", parking_lot_id: 7, taken: -1, total: 1.5 },
        ],
        {
          "1": [3313],
          "2.system_id": [3314],
          "2.parking_lot_id": [3315],
          "2.taken": [3316],
          "2.total": [3317],
        },
      ],
      [
        [lot("PARKSYS-LDZ-01", "P1", 1, 116), lot("PARKSYS-LDZ-01", "P1", 2, 116)],
        { "1.parking_lot_id": [3318] },
      ],
    ];
    for (const [body, errors] of cases)
      expect(refusal(await feed(body)), JSON.stringify(errors)).toEqual([422, errors]);
    const p1 = (await appParking()).lots.find((l: { name: string }) => l.name.startsWith("Parking P1"));
    expect(p1.taken).toBe(90);
  });

  it("shows the app the active lots as reported, with the legend in its language", async () => {
    const pl = await appParking();
    expect(pl.lots.map((l: { name: string }) => l.name)).not.toContain("Parking P3 przy hali sportowej");
    const p1 = pl.lots.find((l: { name: string }) => l.name === "Parking P1 przy Budynku A");
    const few = pl.legend.find((e: { title: string }) => e.title === "Niewiele miejsc");
    expect(few).toMatchObject({ from_percent: 11, to_percent: 40 });
    expect(p1).toEqual({
      id: p1.id,
      name: "Parking P1 przy Budynku A",
      campus_name: "Kampus Centralny",
      count_all: 120,
      taken: 90,
      total_real: 116,
      free: 26,
      percent_free: 22.4,
      legend_id: few.id,
    });
    const en = await appParking("en");
    expect(en.lots.map((l: { name: string }) => l.name)).toContain("Car park P1 by Building A");
    expect(en.legend.map((e: { title: string }) => e.title)).toEqual([
      "Full",
      "Few spaces",
      "Plenty of spaces",
    ]);
    const first = await server.app.inject({ method: "GET", url: "/api/app/v1/parking" });
    const cached = await server.app.inject({
      method: "GET",
      url: "/api/app/v1/parking",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });
});
