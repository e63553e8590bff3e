import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";

const long = (n: number) => "x".repeat(n);
const reply = { title: "Pomoc w drodze", body: "Ochrona jest już w drodze do Ciebie." };

describe.each(databaseKinds)("manifest commands on %s", (kind) => {
  let server: TestServer;
  let appUserId: number;

  // SOS reports and opinions come from the mobile app only, so the tests write them straight to their tables.
  const insertRecord = (area: "sos" | "rating", data: Record<string, unknown>) =>
    server.insertRecord(area, data);
  const sosReport = (userId: number | null = appUserId) =>
    insertRecord("sos", {
      user_id: userId,
      message: "Utknąłem w windzie",
      lon: 19.45,
      lat: 51.77,
      floor: "0",
    });
  const opinion = (userId: number | null = appUserId) =>
    insertRecord("rating", { text: "Świetna aplikacja", user_id: userId, answered: false });
  const device = "commands-test-device-token";
  /** the pushes queued for a record (no FCM here: they wait as queued) */
  const outbox = (kind: string, id: number) =>
    server.db.query<{ recipient: string; title: string; body: string; state: string }>(
      `SELECT d.recipient, d.title, d.body, d.state FROM delivery d JOIN outbox_message m ON m.id = d.message_id
       WHERE m.kind = $1 AND m.record_id = $2`,
      [kind, id],
    );
  const pushSos = (sosId: unknown, payload: object = reply, lang: "pl" | "en" = "en") =>
    server.request("moderator", {
      method: "POST",
      url: "/api/pushsos",
      payload: { sos_id: sosId, ...payload },
      lang,
    });
  const respond = (id: number | string, payload: object = reply, lang: "pl" | "en" = "en") =>
    server.request("moderator", { method: "POST", url: `/api/rating/respond/${id}`, payload, lang });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
      roleEmail("user"),
    ]);
    appUserId = Number(row?.id);
    await server.db.query(
      "INSERT INTO push_device (user_id, token, platform, lang) VALUES ($1, $2, 'android', 'pl')",
      [appUserId, device],
    );
  });
  afterAll(() => server.close());

  describe("SOS push", () => {
    it("stores the reply, queues the push and refuses a second reply with 2113", async () => {
      const id = await sosReport();
      const first = await pushSos(id, reply, "pl");
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: "success",
        message: "Wysłano powiadomienie push SOS",
        data: { id, reply_title: reply.title, reply_body: reply.body, message: "Utknąłem w windzie" },
      });
      const view = await server.request("admin", { method: "GET", url: `/api/sos/${id}` });
      expect(view.json().data.replied_at).toEqual(expect.any(String));
      expect(await outbox("sos_reply", id)).toEqual([
        { recipient: device, title: reply.title, body: reply.body, state: "queued" },
      ]);

      const second = await pushSos(id, { title: "Jeszcze raz", body: "Druga odpowiedź" });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        status: "error",
        message: "A reply to this SOS report has already been sent",
        errors: { sos_id: [2113] },
      });
      expect(await outbox("sos_reply", id)).toHaveLength(1);
      expect(
        (await server.request("admin", { method: "GET", url: `/api/sos/${id}` })).json().data.reply_title,
      ).toBe(reply.title);
    });

    it("sends exactly one reply when two are submitted at once", async () => {
      const id = await sosReport();
      const answers = await Promise.all([pushSos(id), pushSos(id, { title: "Druga", body: "Druga treść" })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().errors).toEqual({ sos_id: [2113] });
      expect(await outbox("sos_reply", id)).toHaveLength(1);
    });

    it("refuses a report sent signed out (2114) and leaves it unanswered", async () => {
      const id = await sosReport(null);
      const response = await pushSos(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: "The SOS report has no signed-in author, so no reply can be sent",
        errors: { sos_id: [2114] },
      });
      expect(await outbox("sos_reply", id)).toEqual([]);
      expect(
        (await server.request("admin", { method: "GET", url: `/api/sos/${id}` })).json().data.replied_at,
      ).toBe(undefined);
    });

    it.each([
      ["an unknown id", 999_999],
      ["an id past the integer column", 2 ** 40],
      ["zero", 0],
    ])("answers 6201 for %s", async (_name, sosId) => {
      const response = await pushSos(sosId);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: "The chosen SOS report does not exist",
        errors: { sos_id: [6201] },
      });
    });

    it("answers 6201 for the id of an opinion", async () => {
      const response = await pushSos(await opinion());
      expect(response.json().errors).toEqual({ sos_id: [6201] });
    });

    it.each([
      ["en", {}, { sos_id: [6200], title: [6202], body: [6205] }, "SOS report is required"],
      ["pl", {}, { sos_id: [6200], title: [6202], body: [6205] }, "Zgłoszenie SOS jest wymagane"],
      [
        "en",
        { sos_id: 1, title: "ab", body: long(1001) },
        { title: [6203], body: [6207] },
        "Reply title is too short (at least 3 characters)",
      ],
      [
        "pl",
        { sos_id: 1, title: long(101), body: "ab" },
        { title: [6204], body: [6206] },
        "Tytuł odpowiedzi jest za długi (najwyżej 100 znaków)",
      ],
      ["en", { sos_id: 1, ...reply, urgent: true }, { urgent: [9002] }, "Unknown field"],
    ] as const)("validates the body in %s (case %#)", async (lang, payload, errors, text) => {
      const response = await server.request("admin", { method: "POST", url: "/api/pushsos", payload, lang });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: "error", data: null, message: text, errors });
    });

    it("admits admin and moderator only", async () => {
      const id = await sosReport();
      for (const role of ["ad_user", "ad_employee", "user"] as const) {
        const response = await server.request(role, {
          method: "POST",
          url: "/api/pushsos",
          payload: { sos_id: id, ...reply },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("User does not have the right roles.");
      }
      const anonymous = await server.request(null, {
        method: "POST",
        url: "/api/pushsos",
        payload: { sos_id: id, ...reply },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe("Unauthenticated.");
      expect(await outbox("sos_reply", id)).toEqual([]);
      const admin = await server.request("admin", {
        method: "POST",
        url: "/api/pushsos",
        payload: { sos_id: id, ...reply },
      });
      expect(admin.statusCode).toBe(200);
    });
  });

  describe("opinion reply", () => {
    it("answers the opinion, queues the push and refuses a second reply with 6710", async () => {
      const id = await opinion();
      const first = await respond(id, reply, "pl");
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: "success",
        message: "Wysłano odpowiedź push na opinię",
        data: {
          id,
          answered: true,
          reply_title: reply.title,
          reply_body: reply.body,
          text: "Świetna aplikacja",
        },
      });
      expect(first.json().data.replied_at).toEqual(expect.any(String));
      expect(await outbox("rating_reply", id)).toEqual([
        { recipient: device, title: reply.title, body: reply.body, state: "queued" },
      ]);
      const second = await respond(id);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        message: "A reply to this opinion has already been sent",
        errors: { id: [6710] },
      });
      expect(await outbox("rating_reply", id)).toHaveLength(1);
    });

    it("refuses an opinion already marked answered", async () => {
      const id = await insertRecord("rating", { text: "Stara opinia", user_id: appUserId, answered: true });
      expect((await respond(id)).json().errors).toEqual({ id: [6710] });
    });

    it("sends exactly one reply when two are submitted at once", async () => {
      const id = await opinion();
      const answers = await Promise.all([respond(id), respond(id, { title: "Druga", body: "Druga treść" })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await outbox("rating_reply", id)).toHaveLength(1);
    });

    it("refuses an opinion sent signed out (6708)", async () => {
      const response = await respond(await opinion(null), reply, "pl");
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: "Autor opinii nie był zalogowany, więc nie można wysłać odpowiedzi",
        errors: { id: [6708] },
      });
    });

    it.each([999_999, "abc", "0"])("answers 6707 for id %s", async (id) => {
      const response = await respond(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "Opinion not found", errors: { id: [6707] } });
    });

    it("answers 6707 for the id of an SOS report", async () => {
      expect((await respond(await sosReport())).json().errors).toEqual({ id: [6707] });
    });

    it.each([
      ["en", {}, { title: [6701], body: [6704] }, "Reply title is required"],
      [
        "pl",
        { title: "ab", body: "ab" },
        { title: [6702], body: [6705] },
        "Tytuł odpowiedzi jest za krótki (co najmniej 3 znaki)",
      ],
      [
        "en",
        { title: long(101), body: long(1001) },
        { title: [6703], body: [6706] },
        "Reply title is too long (at most 100 characters)",
      ],
    ] as const)("validates the body in %s (case %#)", async (lang, payload, errors, text) => {
      const response = await respond(await opinion(), payload, lang);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: "error", data: null, message: text, errors });
    });

    it("refuses directory accounts and anonymous callers", async () => {
      const id = await opinion();
      const response = await server.request("ad_employee", {
        method: "POST",
        url: `/api/rating/respond/${id}`,
        payload: reply,
      });
      expect(response.statusCode).toBe(403);
      expect(
        (await server.request(null, { method: "POST", url: `/api/rating/respond/${id}`, payload: reply }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe("user password change", () => {
    const change = (
      role: "admin" | "moderator" | "ad_user" | null,
      id: number | string,
      payload: object,
      lang: "pl" | "en" = "en",
    ) => server.request(role, { method: "POST", url: `/api/change_user_password/${id}`, payload, lang });
    const signIn = (email: string, password: string) =>
      server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const newPassword = { password: "Cichy-Kasztan-Rower-7", password_confirmation: "Cichy-Kasztan-Rower-7" };

    it("sets the password and signs the user out", async () => {
      const target = await createAccount(server.db, {
        name: "Jan Kowalski",
        email: "jan.kowalski@test.example",
        roles: [roleId("moderator")],
        password: rolePassword,
      });
      const oldToken = (await signIn("jan.kowalski@test.example", rolePassword)).json().data.token;
      const response = await change("admin", target.id, newPassword, "pl");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: "success",
        data: null,
        message: "Hasło zostało zmienione",
        errors: null,
      });
      expect((await signIn("jan.kowalski@test.example", rolePassword)).statusCode).toBe(422);
      expect((await signIn("jan.kowalski@test.example", newPassword.password)).statusCode).toBe(200);
      const whoami = await server.app.inject({
        method: "GET",
        url: "/api/auth/whoami",
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(whoami.statusCode).toBe(401);
    });

    it("refuses a directory account with 1913", async () => {
      const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
        roleEmail("ad_employee"),
      ]);
      const response = await change("admin", Number(row?.id), newPassword, "pl");
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: "Nie można zmienić hasła użytkownika katalogowego",
        errors: { directory: [1913] },
      });
      const [after] = await server.db.query<{ password_hash: string | null }>(
        "SELECT password_hash FROM app_user WHERE id = $1",
        [row?.id],
      );
      expect(after?.password_hash).toBeNull();
    });

    it.each([999_999, "x1"])("answers 1901 for user %s", async (id) => {
      const response = await change("admin", id, newPassword);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "User not found", errors: { id: [1901] } });
    });

    it.each([
      [
        "en",
        { password: "N3wSecret", password_confirmation: "N3wSecreT" },
        { password_confirmation: [1015] },
        "Passwords must match",
      ],
      [
        "pl",
        { password: "N3wSecret", password_confirmation: "N3wSecreT" },
        { password_confirmation: [1015] },
        "Hasła muszą być takie same",
      ],
      [
        "en",
        { password: "Ab1", password_confirmation: "Ab1" },
        { password: [1007], password_confirmation: [1007] },
        "Password is too short (at least 8 characters)",
      ],
      ["pl", { password: "Ab1" }, { password: [1007], password_confirmation: [1004] }, null],
      [
        "en",
        { password: "alllowercase1", password_confirmation: "alllowercase1" },
        { password: [1008], password_confirmation: [1008] },
        null,
      ],
    ] as const)("validates the body in %s (case %#)", async (lang, payload, errors, text) => {
      const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
        roleEmail("moderator"),
      ]);
      const response = await change("admin", Number(row?.id), payload, lang);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      if (text) expect(response.json().message).toContain(text);
    });

    it("admits admin only", async () => {
      const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
        roleEmail("user"),
      ]);
      const id = Number(row?.id);
      for (const role of ["moderator", "ad_user"] as const) {
        const response = await change(role, id, newPassword);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("User does not have the right roles.");
      }
      expect((await change(null, id, newPassword)).statusCode).toBe(401);
      expect((await signIn(roleEmail("user"), rolePassword)).statusCode).toBe(200);
    });
  });
});
