/**
 * Push delivery through FCM HTTP v1 against a loopback FCM (tests/support/fcm-test-server.ts): the
 * service account's OAuth exchange, SOS and opinion replies to the reporter's devices, push
 * notifications and news/events to the devices of their language, once, scheduled pushes at their
 * time, FCM's refusals (dead tokens removed, 429 with Retry-After pausing the channel, 503 retried),
 * 50 identical submits at once giving one message, the console's view and retry, and the health's
 * queue. The worker's poll is off: each step runs it with deliverDue(), or waits on a condition.
 */
import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { areas } from "../../generated/areas.ts";
import { latePushLimitMs, queueRecordPushes } from "../../src/server/record-delivery/record-pushes.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import {
  type FcmTestServer,
  fcmError,
  invalidToken,
  quotaExceeded,
  startFcmTestServer,
  unavailable,
  unregistered,
} from "../support/fcm-test-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const reply = { title: "Pomoc w drodze", body: "Ochrona jest już w drodze do Ciebie." };

describe.each(databaseKinds)("push delivery through FCM on %s", (kind) => {
  let fcm: FcmTestServer;
  let server: TestServer;
  let categoryId: number;
  let devices = 0;

  const call = (
    role: RoleName,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
    headers = {},
  ) => server.request(role, { method, url, ...(payload && { payload }), headers });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const deliverDue = () => server.app.delivery.deliverDue();
  const receivedBy = (token: string) => fcm.received.filter((push) => push.token === token);
  /** a device of the test app user, registered through the API */
  const device = async (lang: "pl" | "en" = "pl", platform = "android") => {
    const token = `device-${++devices}-${randomUUID()}`;
    ok(await call("user", "POST", "/api/mobile/devices", { token, platform, lang }));
    return token;
  };
  const sosReport = async () =>
    ok(
      await call("user", "POST", "/api/mobile/sos", {
        lon: 19.45,
        lat: 51.77,
        floor: "p1",
        message: "Winda",
      }),
    ).id as number;
  const deliveries = (area: string, id: number) =>
    server.db.query<{ recipient: string; state: string; last_error: string | null; attempts: number }>(
      `SELECT d.recipient, d.state, d.last_error, d.attempts FROM delivery d
       JOIN outbox_message m ON m.id = d.message_id WHERE m.area = $1 AND m.record_id = $2 ORDER BY d.id`,
      [area, id],
    );
  const report = async (area: string, id: number) =>
    ok(await call("moderator", "GET", `/api/delivery?area=${area}&ids=${id}`)).items[0];
  const deviceCount = async (token: string) =>
    Number(
      (
        await server.db.query<{ n: string }>("SELECT count(*) AS n FROM push_device WHERE token = $1", [
          token,
        ])
      )[0]?.n,
    );
  /** Forgets the other devices, so that a test's pushes reach its own devices only. */
  const onlyDevices = (...tokens: string[]) =>
    server.db.query("DELETE FROM push_device WHERE NOT (token = ANY($1::text[]))", [tokens]);

  beforeAll(async () => {
    fcm = await startFcmTestServer();
    server = await startTestServer(kind, {
      env: {
        FCM_CREDENTIALS: fcm.credentialsFile,
        FCM_ENDPOINT: fcm.url,
        // no poll: rounds run when a request queued something and when a test asks
        DELIVERY_POLL_MS: "3600000",
        DELIVERY_LEASE_MS: "10000",
        // One app user sends every report here: each is to alert on its own, as the tests of
        // sending expect (the coalescing of an account's alerts is tested in intake-limits.test.ts).
        SOS_ALERT_INTERVAL_MINUTES: "0",
      },
    });
    categoryId = ok(
      await call("admin", "POST", "/api/category", { name_pl: "Ogólne", name_en: "General" }),
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await fcm?.close();
  });

  it("signs in to FCM with a JWT of the service account, once for many sends", async () => {
    const phone = await device();
    const tablet = await device("en", "ios");
    const id = await sosReport();
    ok(await call("moderator", "POST", "/api/pushsos", { sos_id: id, ...reply }));
    await deliverDue();
    expect(fcm.refusedAssertions).toEqual([]);
    expect(fcm.tokensIssued).toBe(1);
    expect([receivedBy(phone).length, receivedBy(tablet).length]).toEqual([1, 1]);
  });

  it("pushes an SOS reply to every device of its author, collapsible on the device", async () => {
    const phone = await device("pl");
    const tablet = await device("en", "ios");
    await onlyDevices(phone, tablet);
    const id = await sosReport();
    ok(await call("moderator", "POST", "/api/pushsos", { sos_id: id, ...reply }));
    await deliverDue();
    const [push] = receivedBy(phone);
    expect(push).toMatchObject({
      title: reply.title,
      body: reply.body,
      data: { area: "sos", id: String(id), kind: "sos_reply" },
    });
    const collapse = `m${push?.data.message}`;
    expect(push?.message).toMatchObject({
      android: { notification: { tag: collapse } },
      apns: { headers: { "apns-collapse-id": collapse } },
    });
    expect(receivedBy(tablet)).toHaveLength(1);
    const states = await deliveries("sos", id);
    expect(states.map((d) => [d.state, d.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    const shown = await report("sos", id);
    expect(shown.messages.map((m: { kind: string }) => m.kind).sort()).toEqual(["sos_alert", "sos_reply"]);
    const pushed = shown.messages.find((m: { kind: string }) => m.kind === "sos_reply");
    expect(pushed).toMatchObject({
      recipients: 2,
      channels: [{ channel: "push", configured: true, queued: 0, sent: 2, failed: 0 }],
      failures: [],
    });
  });

  it("pushes an opinion reply to the author of an opinion sent from the app", async () => {
    const phone = await device();
    const opinion = ok(await call("user", "POST", "/api/mobile/opinions", { text: "Brakuje mapy parkingu" }));
    ok(await call("moderator", "POST", `/api/rating/respond/${opinion.id}`, reply));
    await deliverDue();
    expect(receivedBy(phone)).toMatchObject([
      { title: reply.title, data: { area: "rating", kind: "rating_reply" } },
    ]);
  });

  it("removes a device FCM calls unregistered or invalid, and fails its push with FCM's reason", async () => {
    const gone = await device();
    const invalid = await device();
    const kept = await device();
    fcm.answerWith(gone, unregistered());
    fcm.answerWith(invalid, invalidToken());
    fcm.answerWith(kept, fcmError(400, "INVALID_ARGUMENT", "Message too big", { badRequest: true }));
    const id = await sosReport();
    ok(await call("moderator", "POST", "/api/pushsos", { sos_id: id, ...reply }));
    await deliverDue();
    const states = await deliveries("sos", id);
    expect(states.map((d) => [d.state, d.last_error])).toEqual(
      expect.arrayContaining([
        ["failed", "FCM 404 UNREGISTERED: Requested entity was not found."],
        ["failed", "FCM 400 INVALID_ARGUMENT: The registration token is not a valid FCM registration token"],
        ["failed", "FCM 400 INVALID_ARGUMENT: Message too big"],
      ]),
    );
    expect([await deviceCount(gone), await deviceCount(invalid), await deviceCount(kept)]).toEqual([0, 0, 1]);
    const shown = (await report("sos", id)).messages.find((m: { kind: string }) => m.kind === "sos_reply");
    expect(shown.channels[0]).toMatchObject({
      channel: "push",
      failed: states.filter((d) => d.state === "failed").length,
    });
    expect(shown.failures).toContainEqual(
      expect.objectContaining({
        channel: "push",
        reason: "FCM 404 UNREGISTERED: Requested entity was not found.",
        attempts: 1,
      }),
    );

    // Retried from the console, the failed ones go out again (FCM accepts them now).
    const retried = ok(await call("moderator", "POST", `/api/delivery/sos/${id}/retry`));
    expect(retried.retried).toBe(3);
    await deliverDue();
    expect((await deliveries("sos", id)).every((d) => d.state === "sent")).toBe(true);
  });

  it("waits out FCM's Retry-After on a quota error, the whole channel paused, and retries a 503", async () => {
    const slow = await device();
    const other = await device();
    await onlyDevices(slow, other);
    fcm.answerWith(slow, quotaExceeded("1"));
    fcm.answerWith(other, unavailable());
    const id = await sosReport();
    const started = Date.now();
    ok(await call("moderator", "POST", "/api/pushsos", { sos_id: id, ...reply }));
    await deliverDue();
    const [first, second] = await deliveries("sos", id);
    expect(first).toMatchObject({ state: "queued", attempts: 1 });
    expect(first?.last_error).toMatch(/^FCM 429 QUOTA_EXCEEDED/);
    expect(second?.last_error).toMatch(/^FCM 503 UNAVAILABLE/);
    // Backoff: not before 4 s (5 s less jitter); brought forward here, but the quota pause holds.
    const [due] = await server.db.query<{ wait: number }>(
      `SELECT min(extract(epoch FROM next_at - now())) AS wait FROM delivery d JOIN outbox_message m ON m.id = d.message_id
       WHERE m.record_id = $1 AND m.area = 'sos' AND d.state = 'queued'`,
      [id],
    );
    expect(Number(due?.wait)).toBeGreaterThan(3);
    await server.db.query(
      `UPDATE delivery SET next_at = now() WHERE message_id IN (SELECT id FROM outbox_message WHERE area = 'sos' AND record_id = $1)`,
      [id],
    );
    await deliverDue();
    if (Date.now() - started < 900) expect(receivedBy(slow)).toEqual([]);
    await vi.waitFor(
      async () => {
        await deliverDue();
        expect([receivedBy(slow).length, receivedBy(other).length]).toEqual([1, 1]);
      },
      { timeout: 5000, interval: 100 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await deliveries("sos", id)).map((d) => [d.state, d.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("pushes a push notification to every device in the device's language, once, and locks it", async () => {
    const pl = await device("pl");
    const en = await device("en");
    const notification = {
      name_pl: "Zajęcia odwołane",
      name_en: "Classes cancelled",
      description_pl: "Dziś nie ma zajęć z anatomii.",
      description_en: "No anatomy classes today.",
      type: "push",
      sender: "Dziekanat",
      send_at: new Date(Date.now() - 60_000).toISOString(),
    };
    const created = ok(await call("admin", "POST", "/api/notification", notification));
    await deliverDue();
    await deliverDue();
    expect(receivedBy(pl)).toMatchObject([
      { title: "Zajęcia odwołane", body: "Dziś nie ma zajęć z anatomii." },
    ]);
    expect(receivedBy(en)).toMatchObject([{ title: "Classes cancelled", data: { area: "notification" } }]);
    const stored = ok(await call("admin", "GET", `/api/notification/${created.id}`));
    expect(stored.sent_at).toEqual(expect.any(String));
    const edit = await call("admin", "PUT", `/api/notification/${created.id}`, {
      ...notification,
      sender: "Rektorat",
    });
    expect([edit.statusCode, edit.json().errors]).toEqual([409, { sent_at: [6122] }]);
  });

  it("sends a scheduled push at its time, not before, and once", async () => {
    const phone = await device();
    const sendAt = Date.now() + 700;
    const created = ok(
      await call("admin", "POST", "/api/notification", {
        name_pl: "Za chwilę",
        name_en: "In a moment",
        description_pl: "Przypomnienie o wykładzie.",
        description_en: "A reminder of the lecture.",
        type: "push",
        sender: "Dziekanat",
        send_at: new Date(sendAt).toISOString(),
      }),
    );
    await deliverDue();
    expect(receivedBy(phone)).toEqual([]);
    await vi.waitFor(
      async () => {
        await deliverDue();
        expect(receivedBy(phone)).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(Date.now()).toBeGreaterThanOrEqual(sendAt);
    await deliverDue();
    expect(receivedBy(phone)).toHaveLength(1);
    const stored = ok(await call("admin", "GET", `/api/notification/${created.id}`));
    expect(Date.parse(stored.sent_at)).toBeGreaterThanOrEqual(sendAt);
  });

  it("keeps to the schedule by the clock: due at its time, not a day late, never twice", async () => {
    const at = Date.parse("2031-03-02T09:00:00Z");
    const id = await server.insertRecord("notification", {
      name_pl: "Zaplanowane",
      name_en: "Scheduled",
      description_pl: "Treść",
      description_en: "Text",
      type: "push",
      status: "active",
      sender: "Dziekanat",
      send_at: new Date(at).toISOString(),
    });
    const pushes = (now: number) => queueRecordPushes(server.db, areas, now);
    const sentAt = async () =>
      (
        await server.db.query<{ s: string | null }>(
          `SELECT to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS s FROM notification WHERE id = $1`,
          [id],
        )
      )[0]?.s;
    expect(await pushes(at - 1)).toBe(0);
    expect(await pushes(at + latePushLimitMs + 1)).toBe(0);
    expect(await sentAt()).toBeNull();
    expect(await pushes(at)).toBe(1);
    expect(await sentAt()).toBe(new Date(at).toISOString());
    expect(await pushes(at + 1)).toBe(0);
  });

  it("pushes news saved with the push flag to the devices of its language, once", async () => {
    const pl = await device("pl");
    const en = await device("en");
    const body = {
      name: "New library hours",
      category_id: categoryId,
      description: "The main library is open until 22:00 from Monday.",
      lang: "en",
      push: true,
    };
    const article = ok(await call("moderator", "POST", "/api/article", body));
    await deliverDue();
    expect(receivedBy(en)).toMatchObject([
      { title: body.name, body: body.description, data: { area: "article" } },
    ]);
    expect(receivedBy(pl)).toEqual([]);
    const saved = ok(await call("moderator", "GET", `/api/article/${article.id}`));
    expect(saved.push_sent_at).toEqual(expect.any(String));
    ok(await call("moderator", "PUT", `/api/article/${article.id}`, { ...body, name: "Library hours" }));
    await deliverDue();
    expect(receivedBy(en)).toHaveLength(1);
    // Not checked, nothing goes out.
    const quiet = ok(
      await call("moderator", "POST", "/api/event", {
        name: "Dzień otwarty",
        category_id: categoryId,
        description: "Zapraszamy na dzień otwarty uczelni.",
        date: "2031-05-10T10:00:00+02:00",
      }),
    );
    await deliverDue();
    expect(receivedBy(pl)).toEqual([]);
    expect(ok(await call("moderator", "GET", `/api/event/${quiet.id}`)).push_sent_at).toBeUndefined();
  });

  describe("50 identical submits at once give one message", () => {
    it("50 SOS replies to one report: one push per device", async () => {
      const phone = await device();
      const id = await sosReport();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call("moderator", "POST", "/api/pushsos", { sos_id: id, ...reply })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
      await deliverDue();
      expect(receivedBy(phone)).toHaveLength(1);
    });

    it("50 saves of a news item with the push flag: one push per device", async () => {
      const en = await device("en");
      const body = {
        name: "Exam results",
        category_id: categoryId,
        description: "Results are in the dean's system.",
        lang: "en",
      };
      const article = ok(await call("moderator", "POST", "/api/article", body));
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          call("moderator", "PUT", `/api/article/${article.id}`, { ...body, push: true }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      await deliverDue();
      await deliverDue();
      expect(receivedBy(en).filter((p) => p.data.id === String(article.id))).toHaveLength(1);
    });

    it("50 SOS reports with one Idempotency-Key: one report, one alert", async () => {
      ok(
        await call("admin", "POST", "/api/email_sms", {
          name: "Straż",
          phone: "+48 42 555 01 10",
          email: "straz@umed.example",
        }),
      );
      const key = randomUUID();
      const body = { lon: 19.4561, lat: 51.7701, floor: "p0", message: `Pomocy ${key}` };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          call("user", "POST", "/api/mobile/sos", body, { "idempotency-key": key }),
        ),
      );
      expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
      const [reports] = await server.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM sos WHERE message = $1",
        [body.message],
      );
      expect(Number(reports?.n)).toBe(1);
      const id = answers.find((a) => a.statusCode === 200)?.json().data.id;
      const [messages] = await server.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM outbox_message WHERE area = 'sos' AND record_id = $1 AND kind = 'sos_alert'",
        [id],
      );
      expect(Number(messages?.n)).toBe(1);
      const alert = (await report("sos", id)).messages[0];
      // No SMTP or SMS gateway here: the alerts wait, and say why.
      expect(alert.channels).toEqual([
        { channel: "email", configured: false, queued: 1, sent: 0, failed: 0, lastError: null },
        { channel: "sms", configured: false, queued: 1, sent: 0, failed: 0, lastError: null },
      ]);
    });
  });

  it("reports the queue in the health check", async () => {
    const health = ok(await server.request(null, { method: "GET", url: "/api/health" }));
    expect(health.delivery).toMatchObject({
      channels: { push: { configured: true }, email: { configured: false }, sms: { configured: false } },
    });
    expect(health.delivery.queued).toBeGreaterThanOrEqual(2);
    expect(health.delivery.oldestWaitSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(health.delivery.oldestQueuedAt)).toBeLessThanOrEqual(Date.now());
  });
});
