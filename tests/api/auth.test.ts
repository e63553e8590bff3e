import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { throttle } from "../../src/server/auth/login-throttle.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";

describe.each(databaseKinds)("sign-in, tokens and account protections on %s", (kind) => {
  let server: TestServer;
  const bodies: string[] = [];
  const login = async (
    email: string,
    password: string,
    remoteAddress = "127.0.0.1",
    lang: "pl" | "en" = "en",
  ) => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress,
      headers: { "accept-language": lang },
    });
    bodies.push(response.body);
    return response;
  };
  const withToken = async (token: string, url: string, method: "GET" | "POST" = "GET") => {
    const response = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    bodies.push(response.body);
    return response;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createAccount(server.db, {
      name: "Jan Kowalski",
      email: "jan.kowalski@umed.example",
      login: "jkowalski",
      roles: [1],
      password: rolePassword,
    });
  });
  afterAll(async () => {
    // No answer of this file carried a password or its hash.
    for (const body of bodies) expect(body).not.toMatch(/scrypt\$|password_hash|Passw0rd/);
    await server.close();
  });

  it("signs in by e-mail or by login, in any case, and whoami returns the roles as numbers", async () => {
    for (const name of ["jan.kowalski@umed.example", "JKOWALSKI", "jkowalski"]) {
      const response = await login(name, rolePassword);
      expect(response.statusCode, response.body).toBe(200);
      const token = response.json().data.token;
      const me = await withToken(token, "/api/auth/whoami");
      expect(me.json()).toEqual({
        status: "success",
        data: {
          id: expect.any(Number),
          name: "Jan Kowalski",
          email: "jan.kowalski@umed.example",
          roles: [1],
        },
        message: null,
        errors: null,
      });
    }
  });

  it("answers for a signed-in account and the sign-in itself are kept by no cache (no-store); anonymous ones may be", async () => {
    const signedIn = await login("jkowalski", rolePassword);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const token = signedIn.json().data.token;
    for (const url of ["/api/auth/whoami", "/api/article", "/api/user?page=1"]) {
      const response = await withToken(token, url);
      expect([response.statusCode, response.headers["cache-control"]], url).toEqual([200, "no-store"]);
    }
    // Refused for its role, it is still the account's answer.
    const user = await server.request("user", { method: "GET", url: "/api/article" });
    expect([user.statusCode, user.headers["cache-control"]]).toEqual([403, "no-store"]);
    for (const url of ["/api/health", "/api/openapi.json"])
      expect((await server.app.inject({ url })).headers["cache-control"], url).toBeUndefined();
    const refused = await login("nobody@umed.example", "Whatever1", "10.0.0.8");
    expect(refused.headers["cache-control"]).toBeUndefined();
  });

  it("a wrong password or unknown account gives 1001 in the asked language", async () => {
    const pl = await login("nobody@umed.example", "Whatever1", "10.0.0.9", "pl");
    expect(pl.json()).toEqual({
      status: "error",
      data: null,
      message: "Nieprawidłowy login lub hasło",
      errors: { email: [1001] },
    });
    const en = await login(roleEmail("moderator"), "Wrong1234", "10.0.0.9");
    expect(en.json()).toMatchObject({ message: "Wrong login or password", errors: { email: [1001] } });
    const empty = await login("", "");
    expect(empty.json().errors).toEqual({ email: [1003], password: [1004] });
  });

  it("after 10 wrong passwords an account is refused, whatever the password, address or spelling", async () => {
    const email = roleEmail("user");
    for (let i = 0; i < throttle.perAccount; i++) {
      expect((await login(email, `Wrong${i}pass`, `10.1.0.${i}`)).json().errors).toEqual({ email: [1001] });
    }
    const right = await login(email, rolePassword, "10.2.0.1");
    expect([right.statusCode, right.json().errors]).toEqual([429, { email: [1012] }]);
    const shouted = await login(email.toUpperCase(), rolePassword, "10.3.0.1");
    expect(shouted.statusCode).toBe(429);
    // Others are not affected.
    expect((await login(roleEmail("moderator"), rolePassword, "10.2.0.1")).statusCode).toBe(200);
  });

  it("an address with many failures across accounts is refused too", async () => {
    for (let i = 0; i < throttle.perClient; i++)
      await login(`ghost${i}@umed.example`, "Wrong1234", "10.9.9.9");
    expect((await login(roleEmail("admin"), rolePassword, "10.9.9.9")).statusCode).toBe(429);
    expect((await login(roleEmail("admin"), rolePassword, "10.9.9.8")).statusCode).toBe(200);
  });

  it("guesses sent all at once get no more password checks than the limit, a right one among them included", async () => {
    const email = "parallel.guesses@umed.example";
    await createAccount(server.db, { name: "Guessed", email, roles: [2], password: rolePassword });
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 99 ? rolePassword : `Wrong${i}pass`));
    const answers = await Promise.all(guesses.map((password, i) => login(email, password, `10.4.${i}.1`)));
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked).toHaveLength(throttle.perAccount);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    for (const answer of refused) expect(answer.json().errors).toEqual({ email: [1012] });
    // Once the attempts are used up, the right password is refused like the others.
    expect((await login(email, rolePassword, "10.4.200.1")).statusCode).toBe(429);
  });

  it("guesses at many accounts sent at once from one address stop at the address's limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: throttle.perClient + 30 }, (_, i) =>
        login(`nobody${i}@umed.example`, "Wrong1234", "10.5.5.5"),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(throttle.perClient);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30);
  });

  it("a successful sign-in does not count as a failure", async () => {
    const email = roleEmail("moderator");
    for (let i = 0; i < throttle.perAccount + 5; i++) {
      expect((await login(email, rolePassword, "10.6.0.1")).statusCode).toBe(200);
    }
    expect((await login(email, "Wrong1234", "10.6.0.1")).json().errors).toEqual({ email: [1001] });
  });

  it("logout revokes the token", async () => {
    const token = (await login(roleEmail("moderator"), rolePassword)).json().data.token;
    expect((await withToken(token, "/api/auth/logout", "POST")).json()).toMatchObject({ status: "success" });
    const after = await withToken(token, "/api/auth/whoami");
    expect([after.statusCode, after.json().message]).toEqual([401, "Unauthenticated."]);
  });

  it("a token expires when idle too long and at its absolute expiry", async () => {
    const expiring = "expiring@umed.example";
    await createAccount(server.db, { name: "Expiring", email: expiring, roles: [2], password: rolePassword });
    const idle = (await login(roleEmail("moderator"), rolePassword)).json().data.token;
    const absolute = (await login(expiring, rolePassword)).json().data.token;
    await server.db.query(
      "UPDATE auth_token SET last_used_at = now() - interval '3 hours' WHERE user_id = (SELECT id FROM app_user WHERE email = $1)",
      [roleEmail("moderator")],
    );
    await server.db.query(
      "UPDATE auth_token SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM app_user WHERE email = $1)",
      [expiring],
    );
    for (const token of [idle, absolute, "made-up-token", ""]) {
      const response = await withToken(token, "/api/auth/whoami");
      expect([response.statusCode, response.json().message]).toEqual([401, "Unauthenticated."]);
    }
  });

  it("a token in use has its idle clock pushed on", async () => {
    const token = (await login(roleEmail("moderator"), rolePassword)).json().data.token;
    const hash = createHash("sha256").update(token).digest("base64url");
    const idleSeconds = async () => {
      const [row] = await server.db.query<{ idle: number }>(
        "SELECT extract(epoch FROM now() - last_used_at)::float AS idle FROM auth_token WHERE token_hash = $1",
        [hash],
      );
      return row?.idle;
    };
    await server.db.query(
      "UPDATE auth_token SET last_used_at = now() - interval '100 minutes' WHERE token_hash = $1",
      [hash],
    );
    // Still live (the idle limit is 120 minutes): the request passes, and the clock moves on after it.
    expect((await withToken(token, "/api/auth/whoami")).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await idleSeconds()).toBeLessThan(60), { timeout: 5000 });
  });

  it("tokens are stored only as hashes", async () => {
    const token = (await login(roleEmail("admin"), rolePassword)).json().data.token;
    const rows = await server.db.query<{ token_hash: string }>("SELECT token_hash FROM auth_token");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("single sign-on answers that it is not configured (no OIDC_ISSUER)", async () => {
    const config = await server.request(null, { url: "/api/auth/oauth/config" });
    expect(config.json().data).toEqual({ enabled: false });
    const start = await server.request(null, { method: "POST", url: "/api/auth/oauth/start" });
    expect([start.statusCode, start.json().errors]).toEqual([501, { code: [1013] }]);
    for (const payload of [{ code: "abc" }, { code: "abc", state: "xyz" }]) {
      const response = await server.request(null, { method: "POST", url: "/api/auth/oauth/code", payload });
      expect([response.statusCode, response.json().errors]).toEqual([501, { code: [1013] }]);
    }
  });

  it("directory users cannot be deleted (1904), by anyone", async () => {
    const users = (await server.request("admin", { url: "/api/user?search=ad_" })).json().data.items;
    expect(users.length).toBe(2);
    for (const user of users) {
      const response = await server.request("admin", { method: "DELETE", url: `/api/user/${user.id}` });
      expect([response.statusCode, response.json().errors]).toEqual([409, { directory: [1904] }]);
      bodies.push(response.body);
    }
  });

  it("a directory account keeps its directory role and its protections when given a staff role", async () => {
    const [user] = (await server.request("admin", { url: "/api/user?search=ad_user" })).json().data.items;
    const promoted = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${user.id}`,
      payload: { name: user.name, email: user.email, roles: [2] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.roles).toEqual([2, 3]);
    // Another directory role is the directory's to give.
    const moved = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${user.id}`,
      payload: { name: user.name, email: user.email, roles: [4] },
    });
    expect([moved.statusCode, moved.json().errors]).toEqual([422, { roles: [1910] }]);
    const deleted = await server.request("admin", { method: "DELETE", url: `/api/user/${user.id}` });
    expect([deleted.statusCode, deleted.json().errors]).toEqual([409, { directory: [1904] }]);
    const password = await server.request("admin", {
      method: "POST",
      url: `/api/change_user_password/${user.id}`,
      payload: { password: "Another123", password_confirmation: "Another123" },
    });
    expect([password.statusCode, password.json().errors]).toEqual([409, { directory: [1913] }]);
  });

  it("directory roles are never given through the users API, so no directory account has a password (1910)", async () => {
    const password = "Sowa-Lampa-Rzeka-9";
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Not From The Directory",
        email: "not.directory@umed.example",
        roles: [3],
        password,
        password_confirmation: password,
      },
    });
    expect([created.statusCode, created.json().message, created.json().errors]).toEqual([
      422,
      "Directory roles come from the university directory at single sign-on: they cannot be given or taken here",
      { roles: [1910] },
    ]);
    expect((await login("not.directory@umed.example", password)).statusCode).toBe(422);
    const [local] = (await server.request("admin", { url: "/api/user?search=moderator" })).json().data.items;
    const given = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${local.id}`,
      payload: { name: local.name, email: local.email, roles: [2, 4] },
    });
    expect([given.statusCode, given.json().errors]).toEqual([422, { roles: [1910] }]);
  });

  it("a directory account never signs in with a password, even one stored before the rule", async () => {
    const email = roleEmail("ad_employee");
    await server.db.query("UPDATE app_user SET password_hash = $2 WHERE email = $1", [
      email,
      await hashPassword(rolePassword),
    ]);
    const response = await login(email, rolePassword);
    expect([response.statusCode, response.json().errors]).toEqual([422, { email: [1001] }]);
  });

  it("the last admin cannot lose the admin role; while another admin is left, one can", async () => {
    const admins = (await server.request("admin", { url: "/api/user" }))
      .json()
      .data.items.filter((user: { roles: number[] }) => user.roles.includes(1));
    const me = (await server.request("admin", { url: "/api/auth/whoami" })).json().data;
    const others = admins.filter((user: { id: number }) => user.id !== me.id);
    expect(others.length).toBeGreaterThan(0);
    const setRoles = (user: { id: number; name: string; email: string }, roles: number[]) =>
      server.request("admin", {
        method: "PUT",
        url: `/api/user/${user.id}`,
        payload: { name: user.name, email: user.email, roles },
      });
    for (const other of others) expect((await setRoles(other, [2])).statusCode).toBe(200);
    const last = await setRoles(me, [2]);
    expect([last.statusCode, last.json()]).toEqual([
      409,
      {
        status: "error",
        data: null,
        message: "The last administrator cannot lose the admin role or be deleted",
        errors: { roles: [1903] },
      },
    ]);
    expect((await server.request("admin", { url: "/api/user" })).statusCode).toBe(200);
    for (const other of others) expect((await setRoles(other, [1])).statusCode).toBe(200);
    expect((await setRoles(me, [1, 2])).statusCode).toBe(200);
  });

  it("an admin cannot delete their own account (1906)", async () => {
    const me = (await server.request("admin", { url: "/api/auth/whoami" })).json().data;
    const response = await server.request("admin", { method: "DELETE", url: `/api/user/${me.id}` });
    expect([response.statusCode, response.json().errors]).toEqual([409, { id: [1906] }]);
  });

  it("user records never carry a password or hash", async () => {
    const list = await server.request("admin", { url: "/api/user" });
    bodies.push(list.body);
    for (const user of list.json().data.items)
      expect(Object.keys(user).sort()).toEqual([
        "created_at",
        "directory",
        "email",
        "id",
        "login",
        "name",
        "roles",
        "updated_at",
        "version",
      ]);
    const created = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Ewa Zielińska",
        email: "ewa@umed.example",
        roles: [2],
        password: "Kasztan-Rower-77",
        password_confirmation: "Kasztan-Rower-77",
      },
    });
    bodies.push(created.body);
    expect(created.json().data).not.toHaveProperty("password");
    const duplicate = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Ewa Z",
        email: "EWA@umed.example",
        roles: [2],
        password: "Kasztan-Rower-77",
        password_confirmation: "Kasztan-Rower-77",
      },
    });
    expect([duplicate.statusCode, duplicate.json().errors]).toEqual([409, { email: [1006] }]);
    const mismatch = await server.request("admin", {
      method: "POST",
      url: "/api/user",
      payload: {
        name: "Ola",
        email: "ola@umed.example",
        roles: [5],
        password: "Kasztan-Rower-77",
        password_confirmation: "Kasztan-Rower-78",
      },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [1015] });
  });
});
