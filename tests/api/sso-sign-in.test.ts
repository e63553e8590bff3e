/**
 * Single sign-on against a real OpenID provider (tests/support/oidc-test-provider.ts: oidc-provider on
 * loopback) over real HTTP: start, the provider's authorization and sign-in, the return with a code,
 * its exchange for a token; every refusal (an unreachable provider, forged id_tokens, replayed codes,
 * missing, foreign and expired states); the directory accounts' rules; logout's end-session URL.
 */

import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/auth/accounts.ts";
import { unfinishedLoginsInAll, unfinishedLoginsPerAddress } from "../../src/server/auth/oidc-logins.ts";
import { decodeJwt, startTestProvider, type TestProvider } from "../support/oidc-test-provider.ts";
import { databaseKinds, rolePassword, startTestServer, type TestServer } from "../support/test-server.ts";

const consoleOrigin = "http://localhost:8080";

const accounts = {
  "sub-anna": {
    email: "anna.nowak@umed.example",
    name: "Anna Nowak",
    preferred_username: "anowak",
    groups: ["staff", "library"],
  },
  "sub-piotr": {
    email: "piotr.lis@umed.example",
    name: "Piotr Lis",
    preferred_username: "plis",
    groups: ["students"],
  },
  "sub-guest": {
    email: "guest@umed.example",
    name: "Guest",
    preferred_username: "guest",
    groups: ["visitors"],
  },
  "sub-taken": {
    email: "local.person@umed.example",
    name: "Local",
    preferred_username: "lperson",
    groups: ["staff"],
  },
  "sub-login-taken": {
    email: "other@umed.example",
    name: "Other",
    preferred_username: "jkowalski",
    groups: ["staff"],
  },
  "sub-premade": {
    email: "premade@umed.example",
    email_verified: true,
    name: "Premade",
    preferred_username: "premade",
    groups: ["students"],
  },
  // The premade admin's e-mail, which the provider lets its users set without verifying it.
  "sub-claims-admin": {
    email: "old.admin@umed.example",
    email_verified: false,
    name: "Not The Admin",
    preferred_username: "notadmin",
    groups: ["students"],
  },
  "sub-claims-admin-silently": {
    email: "old.admin@umed.example",
    name: "Not The Admin Either",
    preferred_username: "notadmin2",
    groups: ["students"],
  },
  "sub-unverified-new": {
    email: "new.person@umed.example",
    email_verified: false,
    name: "New Person",
    preferred_username: "newperson",
    groups: ["students"],
  },
  "sub-no-email": { name: "No Mail", preferred_username: "nomail", groups: ["staff"] },
  "sub-forged": {
    email: "forged@umed.example",
    name: "Forged",
    preferred_username: "forged",
    groups: ["staff"],
  },
};

describe.each(databaseKinds)("single sign-on through a real OpenID provider on %s", (kind) => {
  let provider: TestProvider;
  let server: TestServer;

  const post = (url: string, payload?: unknown, token?: string) =>
    server.app.inject({
      method: "POST",
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: { "accept-language": "en", ...(token && { authorization: `Bearer ${token}` }) },
    });
  const whoami = (token: string) =>
    server.app.inject({ url: "/api/auth/whoami", headers: { authorization: `Bearer ${token}` } });
  const start = async () => {
    const response = await post("/api/auth/oauth/start");
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.url as string;
  };
  /** start, sign in at the provider as `subject`, back with { code, state, iss } */
  const returnOf = async (subject: string) => {
    const back = await provider.signIn(await start(), subject);
    return Object.fromEntries(back.searchParams) as { code: string; state: string; iss?: string };
  };
  const exchange = (body: Record<string, unknown>) => post("/api/auth/oauth/code", body);
  const signIn = async (subject: string) => exchange(await returnOf(subject));
  const refusal = (response: { statusCode: number; json: () => { errors: unknown } }) => [
    response.statusCode,
    response.json().errors,
  ];
  const accountOf = async (email: string) => {
    const [row] = await server.db.query<{
      id: number;
      name: string;
      login: string | null;
      roles: number[];
      directory: boolean;
      password_hash: string | null;
      directory_subject: string | null;
    }>(
      `SELECT id, name, login, roles, directory, password_hash, directory_subject FROM app_user
       WHERE lower(email) = lower($1)`,
      [email],
    );
    return row;
  };

  beforeAll(async () => {
    provider = await startTestProvider({ consoleOrigins: [consoleOrigin], accounts });
    server = await startTestServer(kind, {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_REDIRECT_URI: provider.redirectUri,
        OIDC_SCOPES: "openid email profile groups",
        OIDC_ROLE_MAP: "staff=ad_employee,students=ad_user",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  // First: nothing has been discovered yet, so the provider being down shows at start.
  it("an unreachable provider is 502 (1020) at start and at the exchange, and works again once back", async () => {
    provider.down = true;
    const atStart = await post("/api/auth/oauth/start");
    expect(refusal(atStart)).toEqual([502, { code: [1020] }]);
    expect(atStart.json().message).toBe(
      "The university sign-in service is not answering or refused this server's request; try again later",
    );
    // A failed start keeps nothing.
    expect(await server.db.query("SELECT state FROM oidc_login")).toEqual([]);
    provider.down = false;
    const back = await returnOf("sub-piotr");
    provider.down = true;
    const atExchange = await exchange(back);
    provider.down = false;
    expect(refusal(atExchange)).toEqual([502, { code: [1020] }]);
    expect((await signIn("sub-piotr")).statusCode).toBe(200);
  });

  it("says single sign-on is on", async () => {
    const response = await server.app.inject({ url: "/api/auth/oauth/config" });
    expect(response.json().data).toEqual({ enabled: true });
  });

  it("starts the code flow with PKCE (S256), state and nonce at the provider's authorization endpoint", async () => {
    const url = new URL(await start());
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: `${consoleOrigin}/oauth2`,
      scope: "openid email profile groups",
      code_challenge_method: "S256",
    });
    for (const name of ["state", "nonce", "code_challenge"]) expect(params[name]?.length).toBeGreaterThan(20);
    const [row] = await server.db.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM expires_at - now()) / 60) AS minutes FROM oidc_login WHERE state = $1",
      [params.state],
    );
    expect(Number(row?.minutes)).toBe(10);
  });

  it("the whole flow over HTTP makes the directory account and its token works", async () => {
    const back = await returnOf("sub-anna");
    expect(back.iss).toBe(provider.issuer);
    const response = await exchange(back);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { token, expiresAt } = response.json().data;
    expect(typeof token).toBe("string");
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const me = await whoami(token);
    expect(me.json().data).toEqual({
      id: expect.any(Number),
      name: "Anna Nowak",
      email: "anna.nowak@umed.example",
      roles: [4],
    });
    expect(await accountOf("anna.nowak@umed.example")).toMatchObject({
      login: "anowak",
      directory: true,
      password_hash: null,
      directory_subject: "sub-anna",
    });
    // No local password: the login name does not sign in with one.
    const password = await post("/api/auth/login", { email: "anowak", password: rolePassword });
    expect(refusal(password)).toEqual([422, { email: [1001] }]);
  });

  it("a second sign-in updates name, e-mail, login and the directory role and keeps staff roles", async () => {
    const anna = await accountOf("anna.nowak@umed.example");
    if (!anna) throw new Error("no account");
    const given = await server.request("admin", {
      method: "PUT",
      url: `/api/user/${anna.id}`,
      payload: { name: anna.name, email: "anna.nowak@umed.example", roles: [2, 4] },
    });
    expect(given.statusCode, given.body).toBe(200);
    provider.accounts.set("sub-anna", {
      email: "anna.nowak-lis@umed.example",
      name: "Anna Nowak-Lis",
      preferred_username: "anowaklis",
      groups: ["students"],
    });
    const response = await signIn("sub-anna");
    expect(response.statusCode, response.body).toBe(200);
    expect((await whoami(response.json().data.token)).json().data).toEqual({
      id: anna.id,
      name: "Anna Nowak-Lis",
      email: "anna.nowak-lis@umed.example",
      roles: [2, 3],
    });
    expect(await accountOf("anna.nowak-lis@umed.example")).toMatchObject({ login: "anowaklis" });
    const history = await server.request("admin", { url: `/api/audit?area=user&record_id=${anna.id}` });
    expect(history.json().data.items[0]).toMatchObject({ action: "update", user_id: null });
  });

  it("a directory account cannot be deleted (1904) nor get a password (1913), whatever its roles", async () => {
    const anna = await accountOf("anna.nowak-lis@umed.example");
    const deleted = await server.request("admin", { method: "DELETE", url: `/api/user/${anna?.id}` });
    expect(refusal(deleted)).toEqual([409, { directory: [1904] }]);
    const password = await server.request("admin", {
      method: "POST",
      url: `/api/change_user_password/${anna?.id}`,
      payload: { password: "Kx7mQ2v-Directory-Test-91", password_confirmation: "Kx7mQ2v-Directory-Test-91" },
    });
    expect(refusal(password)).toEqual([409, { directory: [1913] }]);
  });

  describe("starts are anonymous: bounded by letting the oldest unfinished go, never refused", () => {
    const startFrom = async (remoteAddress: string) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/auth/oauth/start",
        remoteAddress,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.url as string;
    };
    const finish = async (url: string, subject: string) =>
      exchange(Object.fromEntries((await provider.signIn(url, subject)).searchParams));
    const keptFrom = async (address: string) =>
      Number(
        (
          await server.db.query<{ n: string }>(
            "SELECT count(*) AS n FROM oidc_login WHERE client_address = $1",
            [address],
          )
        )[0]?.n,
      );

    it("a caller starting 100 times from one address locks out nobody behind it; its oldest go (1022)", async () => {
      const first = await startFrom("10.77.0.1");
      const elsewhere = await startFrom("10.77.0.2");
      const flood = await Promise.all(Array.from({ length: 100 }, () => startFrom("10.77.0.1")));
      expect(flood).toHaveLength(100);
      // A colleague behind the same address starts after the flood and signs in.
      const colleague = await startFrom("10.77.0.1");
      expect(await keptFrom("10.77.0.1")).toBe(unfinishedLoginsPerAddress);
      expect((await finish(colleague, "sub-piotr")).statusCode).toBe(200);
      expect(refusal(await finish(first, "sub-piotr"))).toEqual([422, { state: [1022] }]);
      expect((await finish(elsewhere, "sub-piotr")).statusCode).toBe(200);
    });

    it(`keeps at most ${unfinishedLoginsInAll} in all, however many addresses start`, async () => {
      // As many starts as the bound, from as many addresses, made a minute apart before this one.
      await server.db.query(
        `INSERT INTO oidc_login (state, nonce, code_verifier, expires_at, client_address)
         SELECT 'flood-' || n, 'n', 'v', now() + interval '9 minutes' - make_interval(secs => $1 - n), '10.78.' || (n / 256) || '.' || (n % 256)
         FROM generate_series(1, $1::int) AS n`,
        [unfinishedLoginsInAll],
      );
      const url = await startFrom("10.79.0.1");
      const [row] = await server.db.query<{ n: string; oldest: boolean; newest: boolean }>(
        `SELECT count(*) AS n, bool_or(state = 'flood-1') AS oldest, bool_or(state = $1) AS newest FROM oidc_login`,
        [new URL(url).searchParams.get("state")],
      );
      await server.db.query("DELETE FROM oidc_login WHERE state LIKE 'flood-%'");
      expect({ ...row, n: Number(row?.n) }).toEqual({
        n: unfinishedLoginsInAll,
        oldest: false,
        newest: true,
      });
      expect((await finish(url, "sub-piotr")).statusCode).toBe(200);
    });
  });

  it("never links by an e-mail the provider has not verified (1031): the unlinked admin account stays as it was", async () => {
    // An admin's directory account from before accounts were linked by subject.
    const [admin] = await server.db.query<{ id: number }>(
      `INSERT INTO app_user (name, email, roles, password_hash, directory)
       VALUES ('Old Admin', 'old.admin@umed.example', '{1,3}', NULL, true) RETURNING id`,
    );
    for (const subject of ["sub-claims-admin", "sub-claims-admin-silently"]) {
      const response = await signIn(subject);
      expect(refusal(response), subject).toEqual([409, { code: [1031] }]);
      expect(response.json().message).toBe(
        "An account with this e-mail address already exists and the university sign-in service has not confirmed that the address is yours; ask an administrator",
      );
    }
    expect(await accountOf("old.admin@umed.example")).toMatchObject({
      id: admin?.id,
      name: "Old Admin",
      roles: [1, 3],
      directory_subject: null,
    });
    expect(await server.db.query("SELECT 1 FROM auth_token WHERE user_id = $1", [admin?.id])).toEqual([]);
  });

  it("makes a new account whatever email_verified says: no other account has the e-mail", async () => {
    const response = await signIn("sub-unverified-new");
    expect(response.statusCode, response.body).toBe(200);
    expect(await accountOf("new.person@umed.example")).toMatchObject({
      roles: [3],
      directory_subject: "sub-unverified-new",
    });
  });

  it("links a directory account made before accounts were linked by subject, by its verified e-mail", async () => {
    // As the users API made them then (it no longer gives directory roles: 1910).
    const [made] = await server.db.query<{ id: number }>(
      `INSERT INTO app_user (name, email, roles, password_hash, directory)
       VALUES ('Premade', 'premade@umed.example', '{3}', NULL, true) RETURNING id`,
    );
    const response = await signIn("sub-premade");
    expect(response.statusCode, response.body).toBe(200);
    expect((await whoami(response.json().data.token)).json().data.id).toBe(made?.id);
    expect(await accountOf("premade@umed.example")).toMatchObject({ directory_subject: "sub-premade" });
    // Linked by its subject, it signs in whatever email_verified says from then on.
    provider.accounts.set("sub-premade", { ...accounts["sub-premade"], email_verified: false });
    const again = await signIn("sub-premade");
    expect((await whoami(again.json().data.token)).json().data.id).toBe(made?.id);
  });

  it("never takes over a local account by e-mail or login (1027)", async () => {
    await createAccount(server.db, {
      name: "Local Person",
      email: "local.person@umed.example",
      login: "jkowalski",
      roles: [2],
      password: rolePassword,
    });
    for (const subject of ["sub-taken", "sub-login-taken"]) {
      const response = await signIn(subject);
      expect(refusal(response), subject).toEqual([409, { code: [1027] }]);
    }
    expect(await accountOf("local.person@umed.example")).toMatchObject({
      directory: false,
      directory_subject: null,
    });
    expect(await accountOf("other@umed.example")).toBeUndefined();
    const local = await post("/api/auth/login", {
      email: "local.person@umed.example",
      password: rolePassword,
    });
    expect(local.statusCode).toBe(200);
  });

  it("refuses a user in no mapped group (1026) and a profile without e-mail (1029), making no account", async () => {
    const guest = await signIn("sub-guest");
    expect(refusal(guest)).toEqual([403, { code: [1026] }]);
    // It names the claim read and the scopes asked for, in its text and as data a console words itself.
    expect(guest.json().data).toEqual({ claim: "groups", scopes: expect.stringContaining("openid") });
    expect(guest.json().message).toMatch(/roszczenie „groups”|the claim 'groups'/);
    expect(refusal(await signIn("sub-no-email"))).toEqual([502, { code: [1029] }]);
    expect(await accountOf("guest@umed.example")).toBeUndefined();
  });

  it("a state serves once (1022); a code replayed under a new state is refused by the provider (1024)", async () => {
    const back = await returnOf("sub-piotr");
    expect((await exchange(back)).statusCode).toBe(200);
    expect(refusal(await exchange(back))).toEqual([422, { state: [1022] }]);
    const fresh = new URL(await start()).searchParams.get("state");
    expect(refusal(await exchange({ ...back, state: fresh }))).toEqual([422, { code: [1024] }]);
  });

  it("refuses a missing state (1021), a foreign one (1022) and an expired one (1023)", async () => {
    const back = await returnOf("sub-piotr");
    expect(refusal(await exchange({ code: back.code }))).toEqual([422, { state: [1021] }]);
    expect(refusal(await exchange({ ...back, state: "not-one-of-ours" }))).toEqual([422, { state: [1022] }]);
    await server.db.query("UPDATE oidc_login SET expires_at = now() - interval '1 second' WHERE state = $1", [
      back.state,
    ]);
    expect(refusal(await exchange(back))).toEqual([422, { state: [1023] }]);
    expect(refusal(await exchange(back))).toEqual([422, { state: [1022] }]);
    expect(refusal(await exchange({ state: back.state }))).toEqual([422, { code: [1014] }]);
  });

  describe("a forged or wrong id_token is refused (1025), never a 500", () => {
    const { privateKey: otherKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forgeries: [string, (parts: ReturnType<typeof decodeJwt>) => string][] = [
      [
        "alg none",
        ({ header, payload }) =>
          `${Buffer.from(JSON.stringify({ ...header, alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.`,
      ],
      [
        "another issuer",
        (parts) => provider.signJwt({ ...parts, payload: { ...parts.payload, iss: "http://127.0.0.1:1" } }),
      ],
      [
        "another audience",
        (parts) => provider.signJwt({ ...parts, payload: { ...parts.payload, aud: "someone-else" } }),
      ],
      [
        "another nonce",
        (parts) => provider.signJwt({ ...parts, payload: { ...parts.payload, nonce: "replayed-nonce" } }),
      ],
      [
        "expired",
        (parts) =>
          provider.signJwt({
            ...parts,
            payload: {
              ...parts.payload,
              exp: Math.floor(Date.now() / 1000) - 3600,
              iat: Math.floor(Date.now() / 1000) - 7200,
            },
          }),
      ],
      ["signed by another key", (parts) => provider.signJwt(parts, otherKey)],
    ];
    it.each(forgeries)("%s", async (_name, forge) => {
      provider.tamper = forge;
      try {
        expect(refusal(await signIn("sub-forged"))).toEqual([401, { code: [1025] }]);
      } finally {
        provider.tamper = null;
      }
      expect(await accountOf("forged@umed.example")).toBeUndefined();
    });

    it("another issuer in the return's iss parameter", async () => {
      const back = await returnOf("sub-forged");
      expect(refusal(await exchange({ ...back, iss: "http://127.0.0.1:1" }))).toEqual([
        401,
        { code: [1025] },
      ]);
    });

    it("an untouched one still signs in (the forgeries above were the only difference)", async () => {
      expect((await signIn("sub-forged")).statusCode).toBe(200);
    });
  });

  it("logout of a single sign-on token answers the provider's end-session URL; a password token's none", async () => {
    const response = await signIn("sub-piotr");
    const { token } = response.json().data;
    const [stored] = await server.db.query<{ id_token: string }>(
      "SELECT id_token FROM auth_token WHERE id_token IS NOT NULL ORDER BY id DESC LIMIT 1",
    );
    const out = await post("/api/auth/logout", undefined, token);
    expect(out.statusCode, out.body).toBe(200);
    const url = new URL(out.json().data.endSessionUrl);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: provider.clientId,
      id_token_hint: stored?.id_token,
      post_logout_redirect_uri: `${consoleOrigin}/signin`,
    });
    expect(decodeJwt(stored?.id_token ?? "").payload.sub).toBe("sub-piotr");
    // The provider accepts it: its logout confirmation page, not an error.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(refusal(await whoami(token))).toEqual([401, null]);

    const local = (
      await post("/api/auth/login", { email: "admin@test.example", password: rolePassword })
    ).json().data.token;
    expect((await post("/api/auth/logout", undefined, local)).json().data).toEqual({ endSessionUrl: null });
  });
});
