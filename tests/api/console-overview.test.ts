/**
 * The console's home reads what waits for staff in one call (GET /api/overview, admins and
 * moderators): open SOS reports, opinions that can still be answered, deliveries waiting or failed of
 * late per area, and what the map's draft changes against the latest release.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const room = (key: string, x: number, y: number) => ({
  type: "Feature",
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [x, y],
        [x + 0.0002, y],
        [x + 0.0002, y + 0.0002],
        [x, y + 0.0002],
        [x, y],
      ],
    ],
  },
  properties: { type: "room", key, name_pl: `Sala ${key}`, name_en: `Room ${key}` },
});

describe.each(databaseKinds)("console overview on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const ok = async (role: "admin" | "moderator" | "user", method: string, url: string, payload?: object) => {
    const answer = await server.request(role, {
      method: method as "GET",
      url,
      ...(payload && { payload }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const overview = () => ok("moderator", "GET", "/api/overview");

  it("answers an empty database with nothing waiting", async () => {
    expect(await overview()).toEqual({
      sos: { open: 0, newest: [] },
      opinions: { unanswered: 0, newest: [] },
      deliveries: [],
      draft: { release: null, floors: [] },
    });
  });

  it("counts the SOS reports with no reply and lists the newest first, an answered one no more", async () => {
    await ok("admin", "POST", "/api/email_sms", { name: "Portiernia", email: "portiernia@example.com" });
    const report = (message: string) =>
      ok("user", "POST", "/api/mobile/sos", { lon: 19.4561, lat: 51.7701, floor: "p0", message });
    const first = (await report("Upadek na schodach")).id as number;
    const second = (await report("Zasłabnięcie w auli")).id as number;
    // The second is newer than the first whatever the clock's resolution.
    await server.db.query("UPDATE sos SET created_at = created_at - interval '1 minute' WHERE id = $1", [
      first,
    ]);
    let sos = (await overview()).sos;
    expect(sos.open).toBe(2);
    expect(sos.newest.map((item: { id: number; text: string }) => [item.id, item.text])).toEqual([
      [second, "Zasłabnięcie w auli"],
      [first, "Upadek na schodach"],
    ]);
    await ok("moderator", "POST", "/api/pushsos", {
      sos_id: second,
      title: "Pomoc idzie",
      body: "Zostań na miejscu",
    });
    sos = (await overview()).sos;
    expect(sos).toEqual({
      open: 1,
      newest: [{ id: first, created_at: expect.any(String), text: "Upadek na schodach" }],
    });
  });

  it("counts the opinions that can be answered, not the anonymous ones nor the answered", async () => {
    const signedIn = (await ok("user", "POST", "/api/mobile/opinions", { text: "Brakuje mapy parteru" })).id;
    const answered = (await ok("user", "POST", "/api/mobile/opinions", { text: "Dobra aplikacja" })).id;
    const anonymous = await server.insertRecord("rating", { text: "Bez konta", answered: false });
    await ok("moderator", "POST", `/api/rating/respond/${answered}`, {
      title: "Dziękujemy",
      body: "Miło nam",
    });
    const { opinions } = await overview();
    expect(opinions.unanswered).toBe(1);
    expect(opinions.newest.map((item: { id: number }) => item.id)).toEqual([signedIn]);
    expect(opinions.newest.map((item: { id: number }) => item.id)).not.toContain(anonymous);
  });

  it("counts the deliveries waiting and those failed in the last 7 days, per area", async () => {
    // The SOS alert e-mailed to the one contact waits (no channel is configured in tests); the
    // second report came within the account's alert interval, so it rides with the next alert.
    const before = (await overview()).deliveries as { area: string; queued: number; failed: number }[];
    const sos = before.find((row) => row.area === "sos");
    expect(sos?.queued).toBe(1);
    expect(sos?.failed).toBe(0);
    const [row] = await server.db.query<{ id: string }>(
      "SELECT d.id FROM delivery d JOIN outbox_message m ON m.id = d.message_id WHERE m.area = 'sos' ORDER BY d.id LIMIT 1",
    );
    await server.db.query("UPDATE delivery SET state = 'failed', updated_at = now() WHERE id = $1", [
      row?.id,
    ]);
    let after = (await overview()).deliveries.find((r: { area: string }) => r.area === "sos");
    expect(after).toEqual({ area: "sos", queued: 0, failed: 1 });
    // A failure older than the window is not shown any more, nor an area with nothing to show.
    await server.db.query("UPDATE delivery SET updated_at = now() - interval '8 days' WHERE id = $1", [
      row?.id,
    ]);
    after = (await overview()).deliveries.find((r: { area: string }) => r.area === "sos");
    expect(after).toBeUndefined();
  });

  it("counts the draft's changes per floor against the latest release", async () => {
    const [a] = (await ok("admin", "POST", "/api/geo", { profile: "p0", features: [room("A", 19.5, 51.5)] }))
      .ids as number[];
    await ok("admin", "POST", "/api/geo", {
      profile: "p1",
      features: [room("B", 19.6, 51.6), room("C", 19.61, 51.6)],
    });
    expect((await overview()).draft).toEqual({
      release: null,
      floors: [
        { floor: "p0", added: 1, changed: 0, removed: 0 },
        { floor: "p1", added: 2, changed: 0, removed: 0 },
      ],
    });
    const { number } = await ok("admin", "POST", "/api/map/publish", { comment: "Pierwsze wydanie" });
    expect((await overview()).draft).toEqual({ release: number, floors: [] });
    await ok("admin", "DELETE", "/api/geo", { ids: [a] });
    expect((await overview()).draft).toEqual({
      release: number,
      floors: [{ floor: "p0", added: 0, changed: 0, removed: 1 }],
    });
  });

  it("is for admins and moderators", async () => {
    expect((await server.request("user", { url: "/api/overview" })).statusCode).toBe(403);
    expect((await server.request(null, { url: "/api/overview" })).statusCode).toBe(401);
    expect((await server.request("admin", { url: "/api/overview" })).statusCode).toBe(200);
  });
});
