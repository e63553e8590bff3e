/**
 * What one app account or one address can make the server store and send (issue 28, item 1), with
 * real protocol peers on loopback: an SMTP server, an SMSAPI.pl-style gateway and FCM. A flood of SOS
 * reports is stored up to the account's hourly limit and listed, but alerts the SOS contacts once per
 * interval, the held reports summarised in the next alert; opinions have an hourly limit too; an
 * account keeps a bounded number of devices; one address has an hourly allowance of the app's
 * writes. Refusals are 429 with Retry-After and a code in both languages.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import { type FcmTestServer, startFcmTestServer } from "../support/fcm-test-server.ts";
import { type SmsTestGateway, startSmsTestGateway } from "../support/sms-test-gateway.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../support/smtp-test-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const perAddress = 200;
const password = "Lampa-Kasztan-Rower-5";

describe.each(databaseKinds)("limits on the mobile app's writes on %s", (kind) => {
  let smtp: SmtpTestServer;
  let sms: SmsTestGateway;
  let fcm: FcmTestServer;
  let server: TestServer;
  let accounts = 0;
  let addresses = 0;

  /** A new app account, signed in: its token and id. */
  async function appUser(name: string): Promise<{ token: string; id: number }> {
    const email = `app.${++accounts}@test.example`;
    const { id } = await createAccount(server.db, { name, email, roles: [roleId("user")], password });
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    return { token: login.json().data.token, id };
  }
  /** A client address of its own, so each test's writes are counted apart. */
  const newAddress = () => `127.0.9.${++addresses}`;
  const post = (token: string, url: string, payload: object, address: string, lang = "en") =>
    server.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}`, "accept-language": lang },
    });
  const codesOf = (response: LightMyRequestResponse) => Object.values(response.json().errors ?? {}).flat();
  const deliverDue = () => server.app.delivery.deliverDue();
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const smsTo = (number: string) => sms.received.filter((message) => message.to === number);
  /** As if `minutes` had passed since the account's last alert. */
  const later = (userId: number, minutes: number) =>
    server.db.query(
      "UPDATE sos_alert_cursor SET alerted_at = alerted_at - make_interval(mins => $2) WHERE user_id = $1",
      [userId, minutes],
    );
  const report = (message: string) => ({ lon: 19.4561, lat: 51.7701, floor: "p2", message });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    sms = await startSmsTestGateway();
    fcm = await startFcmTestServer();
    server = await startTestServer(kind, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Kampus UMED <kampus@umed.example>",
        SMS_URL: sms.url,
        SMS_TOKEN: sms.token,
        FCM_CREDENTIALS: fcm.credentialsFile,
        FCM_ENDPOINT: fcm.url,
        DELIVERY_POLL_MS: "3600000",
        MOBILE_MAX_PER_ADDRESS_PER_HOUR: String(perAddress),
      },
    });
    const contact = (body: object) =>
      server.request("admin", { method: "POST", url: "/api/email_sms", payload: body });
    await contact({ name: "Straż Uczelniana", phone: "+48 42 555 01 10", email: "straz@umed.example" });
    await contact({ name: "Portiernia A", phone: "+48 600 100 200" });
    await contact({ name: "Inspektor BHP", email: "bhp@umed.example" });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
    await fcm?.close();
  });

  describe("SOS reports", () => {
    it("stores 20 of 150 reports sent at once and alerts each contact once, the rest summarised after the interval", async () => {
      const flooder = await appUser("Jan Zalewa");
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          post(flooder.token, "/api/mobile/sos", report(`Pomocy ${i}`), address),
        ),
      );
      const stored = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.id as number);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(stored).toHaveLength(20);
      expect(refused).toHaveLength(130);
      for (const answer of refused) {
        expect([answer.statusCode, codesOf(answer)]).toEqual([429, [2115]]);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(3500);
        expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(3600);
      }
      expect(refused[0]?.json().message).toBe(
        "This account sent too many SOS reports within an hour; in an emergency call 112",
      );
      const inPolish = await post(flooder.token, "/api/mobile/sos", report("Jeszcze raz"), address, "pl");
      expect(inPolish.json().message).toBe(
        "Z tego konta wysłano w ciągu godziny zbyt wiele zgłoszeń SOS; w nagłym wypadku zadzwoń pod 112",
      );

      // Every stored report is on the staff's list (the first reports of this file).
      const listed = await server.request("moderator", { url: "/api/sos?page=1" });
      expect(listed.json().data.total).toBe(20);

      await deliverDue();
      const first = Math.min(...stored);
      expect(mailsTo("straz@umed.example").map((m) => m.subject)).toEqual([`SOS #${first}: Jan Zalewa`]);
      expect(mailsTo("bhp@umed.example")).toHaveLength(1);
      expect(smsTo("48425550110")).toHaveLength(1);
      expect(smsTo("48600100200")).toHaveLength(1);

      // Within the interval nothing more goes out; when it has passed, one alert tells of the other 19.
      await later(flooder.id, 9);
      await deliverDue();
      expect(mailsTo("straz@umed.example")).toHaveLength(1);
      await later(flooder.id, 1);
      await deliverDue();
      const latest = Math.max(...stored);
      const [, summary] = mailsTo("straz@umed.example");
      expect(summary?.subject).toBe(`SOS #${latest}: Jan Zalewa (+18 zgłoszeń wcześniej)`);
      expect(summary?.text).toContain(`Zgłoszenie SOS #${latest} z aplikacji mobilnej.`);
      expect(summary?.text).toContain("Wcześniej od ostatniego powiadomienia ta osoba wysłała 18 zgłoszeń");
      for (const id of stored.filter((id) => id !== first && id !== latest))
        expect(summary?.text).toContain(`#${id} (`);
      expect(mailsTo("bhp@umed.example")).toHaveLength(2);
      const [, summarySms] = smsTo("48600100200");
      expect(summarySms?.message).toMatch(
        new RegExp(
          `^SOS #${latest}: Jan Zalewa, piętro 2, 51\\.770100, 19\\.456100: Pomocy \\d+ \\(\\+18 zgłoszeń wcześniej od \\d\\d:\\d\\d:\\d\\d`,
        ),
      );

      // Nothing held: no further alert however long it waits.
      await later(flooder.id, 60);
      await deliverDue();
      expect(mailsTo("straz@umed.example")).toHaveLength(2);
    });

    it("alerts at once for another account, and for the same one once the interval has passed", async () => {
      const first = await appUser("Anna Las");
      const second = await appUser("Piotr Bór");
      const address = newAddress();
      const mailsBefore = mailsTo("straz@umed.example").length;
      const a1 = (await post(first.token, "/api/mobile/sos", report("Winda stoi"), address)).json().data.id;
      const b1 = (await post(second.token, "/api/mobile/sos", report("Dym"), address)).json().data.id;
      const a2 = (await post(first.token, "/api/mobile/sos", report("Nadal stoi"), address)).json().data.id;
      await deliverDue();
      expect(
        mailsTo("straz@umed.example")
          .slice(mailsBefore)
          .map((m) => m.subject),
      ).toEqual([`SOS #${a1}: Anna Las`, `SOS #${b1}: Piotr Bór`]);
      // a2 waits for its summary; a report after the interval brings it along at once.
      await later(first.id, 10);
      const a3 = (await post(first.token, "/api/mobile/sos", report("Już lepiej"), address)).json().data.id;
      await deliverDue();
      const [third] = mailsTo("straz@umed.example").slice(mailsBefore + 2);
      expect(third?.subject).toBe(`SOS #${a3}: Anna Las (+1 zgłoszenie wcześniej)`);
      expect(third?.text).toContain(`#${a2} (`);
      expect(third?.text).toContain("Nadal stoi");
      expect(mailsTo("straz@umed.example")).toHaveLength(mailsBefore + 3);
    });
  });

  it("stores 20 opinions of an account an hour and refuses more with 429 (6711)", async () => {
    const author = await appUser("Ewa Opinia");
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(author.token, "/api/mobile/opinions", { text: `Opinia numer ${i}` }, address, "pl"),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, codesOf(a)])).toEqual(Array(10).fill([429, [6711]]));
    expect(refused[0]?.json().message).toBe(
      "Z tego konta wysłano w ciągu godziny zbyt wiele opinii; spróbuj ponownie później",
    );
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(3500);
  });

  it("keeps an account's 10 most recently registered devices, and a reply reaches those only", async () => {
    const owner = await appUser("Marek Telefon");
    const address = newAddress();
    const tokens = Array.from(
      { length: 12 },
      (_, i) => `device-token-${owner.id}-${String(i).padStart(4, "0")}`,
    );
    for (const token of tokens)
      expect(
        (await post(owner.token, "/api/mobile/devices", { token, platform: "android" }, address)).statusCode,
      ).toBe(200);
    // Registering the oldest kept one again makes it the most recent: the next one drops another.
    await post(owner.token, "/api/mobile/devices", { token: tokens[2], platform: "ios" }, address);
    await post(owner.token, "/api/mobile/devices", { token: "device-token-new", platform: "ios" }, address);
    const kept = await server.db.query<{ token: string }>(
      "SELECT token FROM push_device WHERE user_id = $1 ORDER BY token",
      [owner.id],
    );
    expect(kept.map((d) => d.token)).toEqual(
      [...tokens.slice(2, 3), ...tokens.slice(4), "device-token-new"].sort(),
    );

    const opinion = (
      await post(owner.token, "/api/mobile/opinions", { text: "Dziękuję za aplikację" }, address)
    ).json().data;
    const reply = { title: "Dziękujemy", body: "Cieszymy się, że pomaga." };
    await server.request("moderator", {
      method: "POST",
      url: `/api/rating/respond/${opinion.id}`,
      payload: reply,
    });
    await deliverDue();
    const pushed = fcm.received.filter((push) => push.title === reply.title).map((push) => push.token);
    expect(pushed.sort()).toEqual(kept.map((d) => d.token));

    // The history keeps the end of each token, never the whole.
    const entries = await server.db.query<{ changes: { token: string } }>(
      "SELECT changes FROM audit_entry WHERE action = 'register_device' AND record_id = $1",
      [owner.id],
    );
    expect(entries).toHaveLength(14);
    expect(entries[0]?.changes.token).toMatch(/^…[\w-]{8}$/);
    const whole = await server.db.query(
      "SELECT 1 FROM audit_entry WHERE changes::text LIKE '%device-token-%'",
    );
    expect(whole).toEqual([]);
  });

  it("refuses the app's writes from one address past its hourly allowance (9018), other addresses go on", async () => {
    const user = await appUser("Zofia Adres");
    const address = newAddress();
    const register = (i: number, from: string) =>
      post(user.token, "/api/mobile/devices", { token: `address-${i}`, platform: "web" }, from, "pl");
    const answers = await Promise.all(Array.from({ length: perAddress + 5 }, (_, i) => register(i, address)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(perAddress);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, codesOf(a)])).toEqual(Array(5).fill([429, [9018]]));
    expect(refused[0]?.json().message).toBe(
      "Z tego adresu wysłano zbyt wiele żądań aplikacji mobilnej; spróbuj ponownie później",
    );
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await register(999, newAddress())).statusCode).toBe(200);
  });

  it("documents the 429 of the app's writes in the OpenAPI document", async () => {
    const document = (await server.request(null, { url: "/api/openapi.json" })).json();
    const tooMany = (path: string) => document.paths[path].post.responses["429"];
    expect(tooMany("/api/mobile/sos").description).toContain("(2115)");
    expect(tooMany("/api/mobile/opinions").description).toContain("(6711)");
    expect(tooMany("/api/mobile/devices").description).toContain("(9018)");
    expect(tooMany("/api/mobile/devices").headers["Retry-After"]).toBeDefined();
    expect(document.paths["/api/rating/respond/{id}"].post.responses["429"]).toBeUndefined();
  });
});
