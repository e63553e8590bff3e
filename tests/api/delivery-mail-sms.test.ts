/**
 * E-mail and SMS delivery against real protocol peers on loopback: an SMTP server (smtp-server) the
 * server under test holds whole SMTP conversations with, and an SMS gateway speaking SMSAPI.pl's
 * sms.do. A new SOS report alerts the active SOS contacts; refusals fail for good (550, gateway
 * error 13) or are retried (451, 503); a delivery sent again is refused by the gateway by its idx;
 * the password reset goes by mail and its link sets the password once, and any password change ends
 * the account's open links.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import { type SmsTestGateway, smsError, startSmsTestGateway } from "../support/sms-test-gateway.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../support/smtp-test-server.ts";
import { databaseKinds, roleEmail, startTestServer, type TestServer } from "../support/test-server.ts";

const publicUrl = "https://cms.umed.example";

describe.each(databaseKinds)("e-mail and SMS delivery on %s", (kind) => {
  let smtp: SmtpTestServer;
  let sms: SmsTestGateway;
  let server: TestServer;

  const call = (
    role: RoleName | null,
    method: "GET" | "POST",
    url: string,
    payload?: object,
    lang: "pl" | "en" = "en",
  ) => server.request(role, { method, url, ...(payload && { payload }), lang });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const deliverDue = () => server.app.delivery.deliverDue();
  const deliveries = (id: number) =>
    server.db.query<{
      channel: string;
      recipient: string;
      state: string;
      last_error: string | null;
      provider_id: string | null;
    }>(
      `SELECT d.channel, d.recipient, d.state, d.last_error, d.provider_id FROM delivery d
       JOIN outbox_message m ON m.id = d.message_id WHERE m.area = 'sos' AND m.record_id = $1 ORDER BY d.channel, d.recipient`,
      [id],
    );
  const sosReport = async (message: string) =>
    ok(await call("user", "POST", "/api/mobile/sos", { lon: 19.4561, lat: 51.7701, floor: "p2", message }))
      .id as number;
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const smsTo = (number: string) => sms.received.filter((message) => message.to === number);
  const bringForward = () => server.db.query("UPDATE delivery SET next_at = now() WHERE state = 'queued'");

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    sms = await startSmsTestGateway();
    server = await startTestServer(kind, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Kampus UMED <kampus@umed.example>",
        SMS_URL: sms.url,
        SMS_TOKEN: sms.token,
        PUBLIC_URL: publicUrl,
        DELIVERY_POLL_MS: "3600000",
        DELIVERY_LEASE_MS: "10000",
        // One app user sends every report here: each is to alert on its own, as the tests of
        // sending expect (the coalescing of an account's alerts is tested in intake-limits.test.ts).
        SOS_ALERT_INTERVAL_MINUTES: "0",
      },
    });
    const contact = (body: object) => call("admin", "POST", "/api/email_sms", body).then(ok);
    await contact({ name: "Straż Uczelniana", phone: "+48 42 555 01 10", email: "straz@umed.example" });
    await contact({ name: "Portiernia A", phone: "+48 600 100 200" });
    await contact({ name: "Inspektor BHP", email: "bhp@umed.example" });
    await contact({
      name: "Zastępstwo",
      phone: "+48 600 999 999",
      email: "zastepstwo@umed.example",
      status: "inactive",
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });

  describe("SOS alerts", () => {
    it("e-mails and texts every active SOS contact about a new report", async () => {
      const id = await sosReport("Zasłabnięcie na korytarzu");
      await deliverDue();
      const [mail] = mailsTo("straz@umed.example");
      expect(mail).toMatchObject({ from: "kampus@umed.example", subject: `SOS #${id}: Test user` });
      expect(mail?.text).toContain("Zasłabnięcie na korytarzu");
      expect(mail?.text).toContain("Piętro: 2");
      expect(mail?.text).toContain("51.770100, 19.456100");
      expect(mail?.messageId).toMatch(/^<m\d+\.d\d+@umed\.example>$/);
      expect(mailsTo("bhp@umed.example")).toHaveLength(1);
      expect(mailsTo("zastepstwo@umed.example")).toHaveLength(0);
      const [text] = smsTo("48425550110");
      expect(text?.message).toBe(
        `SOS #${id}: Test user, piętro 2, 51.770100, 19.456100: Zasłabnięcie na korytarzu`,
      );
      expect(text?.form).toMatchObject({ format: "json", encoding: "utf-8", check_idx: "1" });
      expect(text?.idx).toMatch(/^d\d+$/);
      expect(smsTo("48600100200")).toHaveLength(1);
      expect(smsTo("48600999999")).toHaveLength(0);
      const states = await deliveries(id);
      expect(states.map((d) => [d.channel, d.recipient, d.state])).toEqual([
        ["email", "bhp@umed.example", "sent"],
        ["email", "straz@umed.example", "sent"],
        ["sms", "+48 42 555 01 10", "sent"],
        ["sms", "+48 600 100 200", "sent"],
      ]);
      expect(states.every((d) => d.provider_id)).toBe(true);
      const report = ok(await call("moderator", "GET", `/api/delivery?area=sos&ids=${id}`)).items[0];
      expect(report.messages[0]).toMatchObject({
        kind: "sos_alert",
        recipients: 4,
        channels: [
          { channel: "email", configured: true, sent: 2, failed: 0, queued: 0 },
          { channel: "sms", configured: true, sent: 2, failed: 0, queued: 0 },
        ],
      });
    });

    it("fails a mailbox refused for good (550) with the server's words and retries one busy for now (451)", async () => {
      smtp.refuse("straz@umed.example", 550);
      smtp.refuse("bhp@umed.example", 451);
      const id = await sosReport("Pożar w laboratorium");
      await deliverDue();
      const mails = (await deliveries(id)).filter((d) => d.channel === "email");
      expect(mails.map((d) => d.state)).toEqual(["queued", "failed"]);
      expect(mails[0]?.last_error).toMatch(/^SMTP .*451 4\.2\.1 Mailbox busy/);
      expect(mails[1]?.last_error).toMatch(/^SMTP 550 5\.1\.1 Mailbox does not exist/);
      await bringForward();
      await deliverDue();
      expect((await deliveries(id)).filter((d) => d.channel === "email").map((d) => d.state)).toEqual([
        "sent",
        "failed",
      ]);
      expect(mailsTo("bhp@umed.example").filter((m) => m.text.includes("Pożar"))).toHaveLength(1);
    });

    it("fails a number the gateway refuses (13), retries a gateway that is down (503)", async () => {
      sms.answerWith("48425550110", smsError(13, "No correct phone numbers"));
      sms.answerWith("48600100200", {
        status: 503,
        body: { message: "Service unavailable" },
        headers: { "retry-after": "1" },
      });
      const id = await sosReport("Kradzież");
      await deliverDue();
      const texts = (await deliveries(id)).filter((d) => d.channel === "sms");
      expect(texts.map((d) => [d.state, d.last_error])).toEqual([
        ["failed", "SMS gateway error 13: No correct phone numbers"],
        ["queued", "SMS gateway 503: Service unavailable"],
      ]);
      await bringForward();
      await deliverDue();
      expect((await deliveries(id)).filter((d) => d.channel === "sms").map((d) => d.state)).toEqual([
        "failed",
        "sent",
      ]);
    });

    it("does not text twice when a delivery is sent again: the gateway refuses its idx", async () => {
      const id = await sosReport("Duplikat");
      await deliverDue();
      const before = smsTo("48600100200").length;
      // As if the process had died after the gateway accepted it and before "sent" was written.
      await server.db.query(
        `UPDATE delivery SET state = 'queued', next_at = now(), provider_id = NULL
         WHERE channel = 'sms' AND message_id IN (SELECT id FROM outbox_message WHERE area = 'sos' AND record_id = $1)`,
        [id],
      );
      await deliverDue();
      expect(smsTo("48600100200")).toHaveLength(before);
      const texts = (await deliveries(id)).filter((d) => d.channel === "sms");
      expect(texts.every((d) => d.state === "sent" && d.provider_id?.endsWith("(accepted earlier)"))).toBe(
        true,
      );
    });
  });

  describe("password reset", () => {
    const email = "reset.me@test.example";
    const password = "Kasztan-Rower-Sowa-42";
    const forgot = (body: object, lang: "pl" | "en" = "en") =>
      call(null, "POST", "/api/auth/password/forgot", body, lang);
    const reset = (body: object) => call(null, "POST", "/api/auth/password/reset", body);
    const linkOf = (text: string) =>
      text.match(/https:\/\/cms\.umed\.example\/reset_password\?token=([A-Za-z0-9_-]+)/)?.[1];
    const signIn = (secret: string) =>
      server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: secret } });
    let userId: number;

    beforeAll(async () => {
      userId = (
        await createAccount(server.db, {
          name: "Reset Me",
          email,
          roles: [roleId("moderator")],
          password: "Stary-Kasztan-Rower-7",
        })
      ).id;
    });

    it("mails a link that sets the password once and signs the account out everywhere", async () => {
      const session = (await signIn("Stary-Kasztan-Rower-7")).json().data.token;
      const answer = await forgot({ email: "Reset.Me@test.example" }, "pl");
      expect(answer.json()).toEqual({
        status: "success",
        data: null,
        message: "Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do ustawienia nowego hasła",
        errors: null,
      });
      await deliverDue();
      const [mail] = mailsTo(email);
      expect(mail?.subject).toBe("Ustawienie nowego hasła do konsoli kampusu");
      const token = linkOf(mail?.text ?? "");
      expect(token).toEqual(expect.any(String));
      // The link is in the outbox only until it is sent.
      const [kept] = await server.db.query<{ body: string; state: string }>(
        `SELECT d.body, d.state FROM delivery d JOIN outbox_message m ON m.id = d.message_id
         WHERE m.kind = 'password_reset' AND m.record_id = $1`,
        [userId],
      );
      expect(kept).toEqual({ body: "", state: "sent" });

      expect(
        (await reset({ token, password: "kasztan", password_confirmation: "kasztan" })).json().errors,
      ).toEqual({ password: [1007] });
      expect((await reset({ token, password, password_confirmation: `${password}!` })).json().errors).toEqual(
        {
          password_confirmation: [1015],
        },
      );
      expect(
        (
          await reset({ token, password: "Reset-Me-Passw0rd", password_confirmation: "Reset-Me-Passw0rd" })
        ).json().errors,
      ).toEqual({
        password: [1018],
      });
      const done = await reset({ token, password, password_confirmation: password });
      expect(done.json()).toMatchObject({ status: "success", message: "Password reset" });
      expect((await signIn(password)).statusCode).toBe(200);
      const whoami = await server.app.inject({
        method: "GET",
        url: "/api/auth/whoami",
        headers: { authorization: `Bearer ${session}` },
      });
      expect(whoami.statusCode).toBe(401);
      const again = await reset({
        token,
        password: "Inny-Kasztan-Rower-9",
        password_confirmation: "Inny-Kasztan-Rower-9",
      });
      expect([again.statusCode, again.json().errors]).toEqual([422, { token: [3230] }]);
    });

    /** a new link for the account, through the mail it is sent in */
    async function newLink(): Promise<string> {
      const before = mailsTo(email).length;
      ok(await forgot({ email }));
      await deliverDue();
      const token = linkOf(mailsTo(email)[before]?.text ?? "");
      if (!token) throw new Error("no link was mailed");
      return token;
    }
    const resetWith = (token: string, secret: string) =>
      reset({ token, password: secret, password_confirmation: secret });
    const refusedLink = [422, { token: [3230] }];

    it("ends the links asked for before an admin sets the password", async () => {
      const token = await newLink();
      const set = await call("admin", "POST", `/api/change_user_password/${userId}`, {
        password: "Admin-Lipa-Kamien-31",
        password_confirmation: "Admin-Lipa-Kamien-31",
      });
      expect(set.statusCode, set.body).toBe(200);
      const late = await resetWith(token, "Inny-Kasztan-Rower-9");
      expect([late.statusCode, late.json().errors]).toEqual(refusedLink);
      expect((await signIn("Admin-Lipa-Kamien-31")).statusCode).toBe(200);
    });

    it("ends the links asked for before the owner changes the password", async () => {
      const token = await newLink();
      const session = (await signIn("Admin-Lipa-Kamien-31")).json().data.token;
      const changed = await server.app.inject({
        method: "POST",
        url: "/api/auth/password",
        headers: { authorization: `Bearer ${session}` },
        payload: {
          current_password: "Admin-Lipa-Kamien-31",
          password: "Wlasne-Dab-Okno-58",
          password_confirmation: "Wlasne-Dab-Okno-58",
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const late = await resetWith(token, "Inny-Kasztan-Rower-9");
      expect([late.statusCode, late.json().errors]).toEqual(refusedLink);
      expect((await signIn("Wlasne-Dab-Okno-58")).statusCode).toBe(200);
    });

    it("a reset through one link ends the account's other links", async () => {
      const first = await newLink();
      const second = await newLink();
      expect((await resetWith(second, "Drugi-Most-Rzeka-64")).statusCode).toBe(200);
      const late = await resetWith(first, "Inny-Kasztan-Rower-9");
      expect([late.statusCode, late.json().errors]).toEqual(refusedLink);
      expect((await signIn("Drugi-Most-Rzeka-64")).statusCode).toBe(200);
    });

    it("says the same whatever the address, and mails neither unknown nor directory accounts", async () => {
      const before = smtp.received.length;
      const unknown = await forgot({ email: "nobody@test.example" });
      const directory = await forgot({ email: roleEmail("ad_employee") });
      expect(unknown.json()).toEqual(directory.json());
      expect(unknown.statusCode).toBe(200);
      await deliverDue();
      expect(smtp.received.length).toBe(before);
    });

    it("mails at most three links at a time, and refuses an expired one", async () => {
      const before = mailsTo(email).length;
      for (let i = 0; i < 5; i++) ok(await forgot({ email }));
      await deliverDue();
      const mails = mailsTo(email).slice(before);
      expect(mails).toHaveLength(3);
      await server.db.query(
        "UPDATE password_reset SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [userId],
      );
      const token = linkOf(mails[0]?.text ?? "");
      const late = await reset({
        token,
        password: "Inny-Kasztan-Rower-9",
        password_confirmation: "Inny-Kasztan-Rower-9",
      });
      expect(late.json()).toMatchObject({
        errors: { token: [3230] },
        message: "The password reset link is invalid, has expired or was already used; ask for a new one",
      });
    });

    it.each([
      ["no e-mail", "/api/auth/password/forgot", {}, { email: [1003] }],
      ["not an e-mail", "/api/auth/password/forgot", { email: "straz" }, { email: [1005] }],
      ["an unknown field", "/api/auth/password/forgot", { email, admin: true }, { admin: [9002] }],
      [
        "no token",
        "/api/auth/password/reset",
        { password, password_confirmation: password },
        { token: [3231] },
      ],
      [
        "no password",
        "/api/auth/password/reset",
        { token: "x" },
        { password: [1004], password_confirmation: [1004] },
      ],
      [
        "a number for a password",
        "/api/auth/password/reset",
        { token: "x", password: 12345678, password_confirmation: "x" },
        { password: [9003] },
      ],
      [
        "an unknown token",
        "/api/auth/password/reset",
        { token: "x", password, password_confirmation: password },
        { token: [3230] },
      ],
    ])("refuses %s", async (_name, url, body, errors) => {
      const answer = await call(null, "POST", url, body);
      expect([answer.statusCode, answer.json().errors]).toEqual([422, errors]);
    });
  });
});
