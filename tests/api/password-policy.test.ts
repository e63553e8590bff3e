/**
 * The password policy (issue 9, item 5): a password set through the API must not be guessable (1018,
 * zxcvbn score under 3 or containing the account's name or e-mail), and changing one's own password
 * needs the current one (1019): POST /api/auth/password for any signed-in account, and an admin's
 * POST /api/change_user_password/{own id}. A wrong current password counts like a failed sign-in; the
 * session that made the change stays signed in and the account's other sessions end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { roleId } from "../../src/server/auth/guard.ts";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { ensureAdmin, openMigrated } from "../../src/server/bootstrap.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const strong = "Kasztan-Rower-77";
const another = "Zielony-Parasol-51";

describe.each(databaseKinds)("password policy on %s", (kind) => {
  let server: TestServer;
  let accounts = 0;

  const signIn = (email: string, password: string, remoteAddress = "127.0.0.1") =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress,
    });
  const tokenOf = async (email: string, password: string) => {
    const response = await signIn(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  };
  const whoami = (token: string) =>
    server.app.inject({
      method: "GET",
      url: "/api/auth/whoami",
      headers: { authorization: `Bearer ${token}` },
    });
  const changeOwn = (
    token: string,
    payload: object,
    { lang = "en", remoteAddress = "127.0.0.1" }: { lang?: "pl" | "en"; remoteAddress?: string } = {},
  ) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/password",
      payload,
      remoteAddress,
      headers: { authorization: `Bearer ${token}`, "accept-language": lang },
    });
  const body = (current: string | undefined, password: string) => ({
    ...(current !== undefined && { current_password: current }),
    password,
    password_confirmation: password,
  });

  /** A fresh moderator account (its own throttle counts), with `strong` as its password. */
  async function newAccount(name = "Maria Wiśniewska", mailbox = "account.") {
    accounts += 1;
    const email = `${mailbox}${accounts}@umed.example`;
    const { id } = await createAccount(server.db, {
      name,
      email,
      roles: [roleId("moderator")],
      password: strong,
    });
    return { id, email, token: await tokenOf(email, strong) };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe("POST /api/auth/password", () => {
    it("changes the password, keeps this session and ends the account's other ones", async () => {
      const { id, email, token } = await newAccount();
      const otherSession = await tokenOf(email, strong);
      const response = await changeOwn(token, body(strong, another), { lang: "pl" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        status: "success",
        data: null,
        message: "Hasło zostało zmienione; pozostałe sesje tego konta zostały wylogowane",
        errors: null,
      });
      expect((await whoami(token)).statusCode).toBe(200);
      expect((await whoami(otherSession)).statusCode).toBe(401);
      expect((await signIn(email, strong)).statusCode).toBe(422);
      expect((await signIn(email, another)).statusCode).toBe(200);
      // The history files it under the account, without any password.
      const audit = await server.request("admin", {
        method: "GET",
        url: `/api/audit?area=user&record_id=${id}`,
      });
      const [entry] = audit.json().data.items;
      expect(entry).toMatchObject({ action: "change_own_password", record_id: id, user_id: id, changes: {} });
      expect(audit.body).not.toContain(another);
    });

    it("takes a password of 64 characters and up to 128", async () => {
      const { email, token } = await newAccount();
      const long = "Kasztan-Rower-7-Tramwaj-Lipa-".repeat(5).slice(0, 128);
      expect((await changeOwn(token, body(strong, long))).statusCode).toBe(200);
      expect((await changeOwn(token, body(long, long.slice(0, 64)))).statusCode).toBe(200);
      expect((await signIn(email, long.slice(0, 64))).statusCode).toBe(200);
    });

    it.each([
      ["missing", undefined, "en", "The current password is missing or wrong"],
      ["wrong", "Wrong-Current-99", "en", "The current password is missing or wrong"],
      ["empty", "", "pl", "Nie podano obecnego hasła lub jest ono nieprawidłowe"],
    ] as const)("refuses a %s current password with 1019", async (_case, current, lang, text) => {
      const { email, token } = await newAccount();
      const response = await changeOwn(token, body(current, another), { lang });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: text, errors: { current_password: [1019] } });
      expect((await signIn(email, strong)).statusCode).toBe(200);
    });

    it.each([
      ["a common password", "Password1", "en", "This password is too common or easy to guess"],
      ["a Polish word and digits", "Haslo1234", "pl", "Hasło jest zbyt popularne lub łatwe do odgadnięcia"],
      ["the account's surname", "Wisniewska-Rower-7", "en", "This password is too common or easy to guess"],
      ["the account's e-mail", "Lipowa-Rower-Most-7", "en", "This password is too common or easy to guess"],
    ] as const)("refuses %s with 1018", async (_case, password, lang, text) => {
      const { email, token } = await newAccount("Maria Wiśniewska", "lipowa.");
      const response = await changeOwn(token, body(strong, password), { lang });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: text, errors: { password: [1018] } });
      expect((await signIn(email, strong)).statusCode).toBe(200);
    });

    it.each([
      [
        "too short",
        { current_password: strong, password: "Ab1", password_confirmation: "Ab1" },
        { password: [1007], password_confirmation: [1007] },
      ],
      [
        "too long",
        body(strong, `Aa1${"x".repeat(126)}`),
        { password: [1016], password_confirmation: [1016] },
      ],
      ["without a digit", body(strong, "Kasztan-Rower"), { password: [1008], password_confirmation: [1008] }],
      [
        "not confirmed",
        { current_password: strong, password: another, password_confirmation: strong },
        { password_confirmation: [1015] },
      ],
      ["with an unknown field", { ...body(strong, another), role: 1 }, { role: [9002] }],
    ])("keeps the user manifest's rule: %s", async (_case, payload, errors) => {
      const { token } = await newAccount();
      const response = await changeOwn(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });

    it("counts a wrong current password as a failed sign-in of the account", async () => {
      const { email, token } = await newAccount();
      for (let i = 0; i < throttle.perAccount; i++) {
        const wrong = await changeOwn(token, body(`Wrong-Guess-${i}`, another), {
          remoteAddress: `10.8.${i}.1`,
        });
        expect(wrong.json().errors).toEqual({ current_password: [1019] });
      }
      // Neither the right current password nor a sign-in gets through now, from anywhere.
      const right = await changeOwn(token, body(strong, another), { remoteAddress: "10.8.99.1" });
      expect([right.statusCode, right.json().errors]).toEqual([429, { current_password: [1012] }]);
      expect((await signIn(email, strong, "10.8.99.2")).statusCode).toBe(429);
      expect((await whoami(token)).statusCode).toBe(200);
    });

    it("refuses a directory account with 1913", async () => {
      const token = await server.token("ad_user");
      const response = await changeOwn(token, body("Passw0rd!", another));
      expect([response.statusCode, response.json().errors]).toEqual([409, { password: [1913] }]);
    });

    it("needs a signed-in account", async () => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/auth/password",
        payload: body(strong, another),
      });
      expect([response.statusCode, response.json().message]).toEqual([401, "Unauthenticated."]);
    });
  });

  describe("POST /api/change_user_password/{id}", () => {
    const change = (token: string, id: number, payload: object) =>
      server.app.inject({
        method: "POST",
        url: `/api/change_user_password/${id}`,
        payload,
        headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      });

    /** A fresh admin, signed in twice. */
    async function newAdmin() {
      accounts += 1;
      const email = `admin${accounts}@umed.example`;
      const { id } = await createAccount(server.db, {
        name: "Piotr Zając",
        email,
        roles: [roleId("admin")],
        password: strong,
      });
      return { id, email, token: await tokenOf(email, strong), otherSession: await tokenOf(email, strong) };
    }

    it("needs the current password on the admin's own account, as the self-service call does", async () => {
      const admin = await newAdmin();
      const missing = await change(admin.token, admin.id, body(undefined, another));
      expect([missing.statusCode, missing.json().errors]).toEqual([422, { current_password: [1019] }]);
      const wrong = await change(admin.token, admin.id, body("Wrong-Current-99", another));
      expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { current_password: [1019] }]);
      expect((await signIn(admin.email, strong)).statusCode).toBe(200);

      const right = await change(admin.token, admin.id, body(strong, another));
      expect([right.statusCode, right.json().message]).toEqual([
        200,
        "Password changed; the account's other sessions were signed out",
      ]);
      expect((await whoami(admin.token)).statusCode).toBe(200);
      expect((await whoami(admin.otherSession)).statusCode).toBe(401);
      expect((await signIn(admin.email, another)).statusCode).toBe(200);
    });

    it("sets another user's password without one, ignoring a current password sent, and signs them out", async () => {
      const admin = await newAdmin();
      const user = await newAccount();
      const response = await change(admin.token, user.id, body("Not-Checked-Here-1", another));
      expect([response.statusCode, response.json().message]).toEqual([200, "Password reset"]);
      expect((await whoami(user.token)).statusCode).toBe(401);
      expect((await signIn(user.email, another)).statusCode).toBe(200);
    });

    it("refuses a guessable password or one with the user's name (1018)", async () => {
      const admin = await newAdmin();
      const user = await newAccount("Tomasz Grabowski");
      for (const password of ["Qwerty123", "Grabowski-Rower-7"]) {
        const response = await change(admin.token, user.id, body(undefined, password));
        expect([response.statusCode, response.json().errors], password).toEqual([422, { password: [1018] }]);
      }
      expect((await whoami(user.token)).statusCode).toBe(200);
    });
  });

  describe("POST /api/user", () => {
    const create = (name: string, email: string, password: string) =>
      server.request("admin", {
        method: "POST",
        url: "/api/user",
        payload: { name, email, roles: [2], password, password_confirmation: password },
        lang: "pl",
      });

    it.each([
      ["a common password", "Anna Nowak", "anna.nowak@umed.example", "Zaq12wsx"],
      ["the new user's name", "Anna Nowak", "anna.nowak@umed.example", "Nowak-Rower-Lipa-5"],
      ["the new user's e-mail", "Anna N.", "kwiatek@umed.example", "Kwiatek-Rower-Lipa-5"],
    ])("refuses %s with 1018", async (_case, name, email, password) => {
      const response = await create(name, email, password);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: "Hasło jest zbyt popularne lub łatwe do odgadnięcia",
        errors: { password: [1018] },
      });
      const list = await server.request("admin", { method: "GET", url: `/api/user?search=${email}` });
      expect(list.json().data.total).toBe(0);
    });

    it("creates an account with a strong password", async () => {
      const response = await create("Anna Nowak", "anna.nowak@umed.example", strong);
      expect(response.statusCode, response.body).toBe(200);
      expect((await signIn("anna.nowak@umed.example", strong)).statusCode).toBe(200);
    });
  });
});

describe("the first admin's ADMIN_PASSWORD", () => {
  it("keeps the rule too: a guessable one stops the start with the code and the rule", async () => {
    const db = await openMigrated({ databaseUrl: undefined, dataDir: "memory" });
    try {
      const config = { adminEmail: "boss@umed.example" };
      await expect(ensureAdmin(db, { ...config, adminPassword: "Boss-2024-Boss" })).rejects.toThrow(
        /code 1018: This password is too common or easy to guess\): a password needs 8 to 128 characters/,
      );
      await expect(ensureAdmin(db, { ...config, adminPassword: "Admin1234" })).rejects.toThrow(/code 1018/);
      expect(await ensureAdmin(db, { ...config, adminPassword: strong })).toEqual({
        email: "boss@umed.example",
        generatedPassword: null,
      });
    } finally {
      await db.close();
    }
  });
});
