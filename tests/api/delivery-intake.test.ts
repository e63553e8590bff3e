/**
 * The mobile app's intake (roles user, ad_user, ad_employee): devices, SOS reports and opinions, validated by their
 * manifests' codes and documented in the OpenAPI document; and what happens with no delivery channel
 * configured (no FCM, SMTP nor SMS settings here): messages wait in the queue, the console and the
 * health check say "not configured", nothing fails. Last, the console's delivery calls refuse what
 * they should, and the three intake operations are fuzzed as the app user.
 */
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorRegistry } from "../../generated/errors.ts";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import { document, operationRequests, operations } from "../support/openapi-requests.ts";
import { databaseKinds, roleEmail, startTestServer, type TestServer } from "../support/test-server.ts";

const intake = ["/api/mobile/devices", "/api/mobile/sos", "/api/mobile/opinions"];

describe.each(databaseKinds)("the mobile app's intake on %s", (kind) => {
  let server: TestServer;
  let appUserId: number;

  const post = (role: RoleName | null, url: string, payload: object, lang: "pl" | "en" = "en") =>
    server.request(role, { method: "POST", url, payload, lang });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const refused = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];
  const devicesOf = (userId: number) =>
    server.db.query<{ token: string; platform: string; lang: string }>(
      "SELECT token, platform, lang FROM push_device WHERE user_id = $1 ORDER BY id",
      [userId],
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DELIVERY_POLL_MS: "3600000" } });
    const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
      roleEmail("user"),
    ]);
    appUserId = Number(row?.id);
  });
  afterAll(() => server.close());

  it("documents the three calls for the app's users in the OpenAPI document", () => {
    for (const path of intake)
      expect(document.paths[path]?.post?.["x-roles"]).toEqual(["user", "ad_user", "ad_employee"]);
  });

  describe("devices", () => {
    it("registers a device, and registering its token again updates it and hands it over", async () => {
      const first = ok(
        await post("user", "/api/mobile/devices", { token: "tok-1", platform: "android" }, "pl"),
      );
      expect(first).toMatchObject({
        message: "Urządzenie zostało zarejestrowane do powiadomień push",
        data: { platform: "android", lang: "pl" },
      });
      const again = ok(
        await post("user", "/api/mobile/devices", { token: "tok-1", platform: "ios", lang: "en" }),
      );
      expect(again.data).toEqual({ id: first.data.id, platform: "ios", lang: "en" });
      expect(await devicesOf(appUserId)).toEqual([{ token: "tok-1", platform: "ios", lang: "en" }]);

      const other = await createAccount(server.db, {
        name: "Ola Nowak",
        email: "ola.nowak@test.example",
        roles: [roleId("user")],
        password: "Lampa-Kasztan-Rower-5",
      });
      const login = await server.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "ola.nowak@test.example", password: "Lampa-Kasztan-Rower-5" },
      });
      const token = login.json().data.token;
      await server.app.inject({
        method: "POST",
        url: "/api/mobile/devices",
        headers: { authorization: `Bearer ${token}` },
        payload: { token: "tok-1", platform: "ios", lang: "en" },
      });
      expect(await devicesOf(appUserId)).toEqual([]);
      expect(await devicesOf(other.id)).toEqual([{ token: "tok-1", platform: "ios", lang: "en" }]);
    });

    it.each([
      ["nothing", {}, { token: [3200], platform: [3202] }],
      ["an unknown platform", { token: "t", platform: "blackberry" }, { platform: [3203] }],
      ["an unknown language", { token: "t", platform: "ios", lang: "de" }, { lang: [3204] }],
      ["a token too long", { token: "x".repeat(4097), platform: "ios" }, { token: [3201] }],
      ["an unknown field", { token: "t", platform: "ios", user_id: 1 }, { user_id: [9002] }],
    ])("refuses %s", async (_name, body, errors) => {
      expect(refused(await post("user", "/api/mobile/devices", body))).toEqual([422, errors]);
    });
  });

  describe("SOS reports", () => {
    it("stores the report with its author and queues the alerts, which wait for their channels", async () => {
      ok(
        await post("admin", "/api/email_sms", {
          name: "Straż Uczelniana",
          phone: "+48 42 555 01 10",
          email: "straz@umed.example",
        }),
      );
      const answer = ok(
        await post(
          "user",
          "/api/mobile/sos",
          { lon: 19.45, lat: 51.77, floor: "p1", message: "Utknąłem w windzie" },
          "pl",
        ),
      );
      expect(answer).toMatchObject({
        message: "Zgłoszenie SOS zostało przyjęte",
        data: { user_id: appUserId, lon: 19.45, lat: 51.77, floor: "p1", message: "Utknąłem w windzie" },
      });
      const id = answer.data.id;
      expect(ok(await server.request("admin", { method: "GET", url: `/api/sos/${id}` })).data.message).toBe(
        "Utknąłem w windzie",
      );
      await server.app.delivery.deliverDue();
      const report = ok(
        await server.request("moderator", { method: "GET", url: `/api/delivery?area=sos&ids=${id},999999` }),
      ).data;
      expect(report.items).toEqual([
        {
          record_id: id,
          messages: [
            {
              id: expect.any(Number),
              kind: "sos_alert",
              created_at: expect.any(String),
              recipients: 2,
              channels: [
                { channel: "email", configured: false, queued: 1, sent: 0, failed: 0, lastError: null },
                { channel: "sms", configured: false, queued: 1, sent: 0, failed: 0, lastError: null },
              ],
              failures: [],
            },
          ],
        },
      ]);
      const [attempts] = await server.db.query<{ n: number }>("SELECT max(attempts) AS n FROM delivery");
      expect(attempts?.n).toBe(0);
      const health = ok(await server.request(null, { method: "GET", url: "/api/health" })).data;
      expect(health.delivery).toMatchObject({
        queued: 2,
        channels: {
          push: { configured: false, queued: 0, failed: 0 },
          email: { configured: false, queued: 1, failed: 0 },
          sms: { configured: false, queued: 1, failed: 0 },
        },
      });
      expect(health.delivery.oldestWaitSeconds).toBeGreaterThanOrEqual(0);
    });

    it.each([
      ["no position", {}, { lon: [3210], lat: [3212] }],
      ["a longitude out of range", { lon: 200, lat: 51 }, { lon: [3211] }],
      ["a latitude out of range", { lon: 19, lat: -91 }, { lat: [3213] }],
      ["an unknown floor", { lon: 19, lat: 51, floor: "p99" }, { floor: [3214] }],
      ["a message too long", { lon: 19, lat: 51, message: "x".repeat(1001) }, { message: [3215] }],
      ["a position in text", { lon: "19,45", lat: 51 }, { lon: [9003] }],
    ])("refuses %s", async (_name, body, errors) => {
      expect(refused(await post("user", "/api/mobile/sos", body))).toEqual([422, errors]);
    });

    it("is the app users' call (local and directory accounts), not staff's", async () => {
      const body = { lon: 19, lat: 51 };
      for (const role of ["admin", "moderator"] as const)
        expect((await post(role, "/api/mobile/sos", body)).statusCode).toBe(403);
      for (const role of ["ad_user", "ad_employee"] as const)
        expect((await post(role, "/api/mobile/sos", body)).statusCode).toBe(200);
      expect((await post(null, "/api/mobile/sos", body)).statusCode).toBe(401);
    });
  });

  describe("opinions", () => {
    it("stores the opinion unanswered with its author", async () => {
      const answer = ok(
        await post("user", "/api/mobile/opinions", { text: "Świetna nawigacja po kampusie" }),
      );
      expect(answer).toMatchObject({
        message: "Thank you for your opinion",
        data: { text: "Świetna nawigacja po kampusie", user_id: appUserId, answered: false },
      });
    });

    it.each([
      ["no text", {}, { text: [3220] }],
      ["a text too short", { text: "ok" }, { text: [3221] }],
      ["a text too long", { text: "x".repeat(2001) }, { text: [3222] }],
    ])("refuses %s", async (_name, body, errors) => {
      expect(refused(await post("user", "/api/mobile/opinions", body))).toEqual([422, errors]);
    });
  });

  describe("the console's delivery calls", () => {
    const get = (role: RoleName, url: string) => server.request(role, { method: "GET", url });
    it.each([
      ["an unknown area", "/api/delivery?area=nope&ids=1", { area: [3225] }],
      ["no ids", "/api/delivery?area=sos", { ids: [3226] }],
      ["ids that are not ids", "/api/delivery?area=sos&ids=1,x", { ids: [3226] }],
      [
        "too many ids",
        `/api/delivery?area=sos&ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`,
        { ids: [3226] },
      ],
    ])("refuses %s", async (_name, url, errors) => {
      expect(refused(await get("moderator", url))).toEqual([422, errors]);
    });

    it("lets see and retry who may list the area", async () => {
      expect((await get("user", "/api/delivery?area=sos&ids=1")).statusCode).toBe(403);
      expect((await get("moderator", "/api/delivery?area=user&ids=1")).statusCode).toBe(403);
      expect((await get("moderator", "/api/delivery?area=push_notifications&ids=1")).statusCode).toBe(200);
      const none = await post("moderator", "/api/delivery/sos/999999/retry", {});
      expect(refused(none)).toEqual([404, { id: [3227] }]);
      expect((await post("user", "/api/delivery/sos/1/retry", {})).statusCode).toBe(403);
    });
  });

  it("says the reset e-mail cannot be sent without SMTP (1011)", async () => {
    const answer = await post(null, "/api/auth/password/forgot", { email: roleEmail("moderator") });
    expect([answer.statusCode, answer.json().message]).toEqual([502, "The e-mail could not be sent"]);
  });

  it.each(intake)("answers anything sent to %s without a 5xx, in the envelope", async (path) => {
    const operation = operations.find((o) => o.path === path && o.method === "POST");
    if (!operation) throw new Error(`${path} is not in the OpenAPI document`);
    await fc.assert(
      fc.asyncProperty(operationRequests(operation, []), async ({ url, payload }) => {
        const response = await server.request("user", {
          method: "POST",
          url,
          payload,
          headers: { ...(payload !== undefined && { "content-type": "application/json" }) },
        });
        const label = `${url} ${payload?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const body = response.json();
          expect(body.status, label).toBe("error");
          for (const codes of Object.values<number[]>(body.errors ?? {}))
            for (const code of codes) expect(errorRegistry[String(code)], label).toBeDefined();
        }
      }),
      { seed: 20261124, numRuns: 40 },
    );
  });
});
