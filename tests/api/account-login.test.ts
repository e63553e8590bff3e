/**
 * Spec §1: sign-in by login or e-mail. Admins give local accounts an optional login (the user area's
 * `login` field): validated (1911, 1914, 1915), unique whatever its case (1912), searched, cleared with
 * null; the account then signs in by it in any case. Directory accounts are not offered delete or a
 * password (the area's lock, 1904 and 1913), and say so in the records the console reads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";

const password = "Strong-Passw0rd-Login";

describe.each(databaseKinds)("accounts' logins on %s", (kind) => {
  let server: TestServer;
  const create = (body: Record<string, unknown>, lang: "pl" | "en" = "en") =>
    server.request("admin", {
      method: "POST",
      url: "/api/user",
      lang,
      payload: { name: "Ewa Nowak", roles: [2], password, password_confirmation: password, ...body },
    });
  const signIn = (email: string, secret = password) =>
    server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: secret } });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("gives an account a login it signs in by, in any case", async () => {
    const created = await create({ email: "ewa.nowak@umed.example", login: "ewa.nowak" });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ login: "ewa.nowak", directory: false });
    for (const name of ["ewa.nowak", "EWA.Nowak", "ewa.nowak@umed.example"]) {
      const response = await signIn(name);
      expect([name, response.statusCode]).toEqual([name, 200]);
    }
    expect((await signIn("ewa.nowak", "Wrong-Passw0rd")).json().errors).toEqual({ email: [1001] });
  });

  it("refuses a login another account has, whatever its case (1912), on create and update", async () => {
    const taken = await create({ email: "ewa.kowal@umed.example", login: "EWA.NOWAK" }, "pl");
    expect([taken.statusCode, taken.json()]).toMatchObject([
      409,
      { errors: { login: [1912] }, message: "Ten login ma już inne konto" },
    ]);
    const other = await create({ email: "adam@umed.example", login: "adam" });
    const id = other.json().data.id as number;
    const update = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${id}`,
      payload: { name: "Adam", email: "adam@umed.example", roles: [2], login: "Ewa.Nowak" },
    });
    expect([update.statusCode, update.json().errors]).toEqual([409, { login: [1912] }]);
  });

  it.each([
    ["a digit first", "1ewa", 1911],
    ["an @, so that it never reads as an e-mail", "ewa@umed", 1911],
    ["a space", "ewa nowak", 1911],
    ["too short", "ew", 1914],
    ["too long", `e${"w".repeat(64)}`, 1915],
  ])("refuses a login with %s", async (_case, login, code) => {
    const response = await create({ email: `x${code}${login.length}@umed.example`, login });
    expect([response.statusCode, response.json().errors]).toEqual([422, { login: [code] }]);
  });

  it("finds accounts by login, and clears a login with null", async () => {
    const found = await server.request("admin", { method: "GET", url: "/api/user?search=ewa.now" });
    expect(found.json().data.items.map((u: { login: string }) => u.login)).toEqual(["ewa.nowak"]);
    const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE login = 'adam'");
    const cleared = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${row?.id}`,
      payload: { name: "Adam", email: "adam@umed.example", roles: [2], login: null },
    });
    expect(cleared.json().data.login).toBeNull();
    expect((await signIn("adam")).json().errors).toEqual({ email: [1001] });
  });

  it("marks directory accounts, which are refused delete (1904) and a password (1913) by the area's lock", async () => {
    const [row] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = $1", [
      roleEmail("ad_employee"),
    ]);
    const id = Number(row?.id);
    const read = await server.request("admin", { method: "GET", url: `/api/user/${id}` });
    expect(read.json().data.directory).toBe(true);
    const deleted = await server.request("admin", { method: "DELETE", url: `/api/user/${id}`, lang: "en" });
    expect([deleted.statusCode, deleted.json()]).toMatchObject([
      409,
      { errors: { directory: [1904] }, message: "A directory user cannot be deleted" },
    ]);
    const changed = await server.request("admin", {
      method: "POST",
      url: `/api/change_user_password/${id}`,
      payload: { password: rolePassword, password_confirmation: rolePassword },
    });
    expect([changed.statusCode, changed.json().errors]).toEqual([409, { directory: [1913] }]);
  });
});
