/**
 * The native mobile app's single sign-on (RFC 8252) with its own PKCE (RFC 7636), against a real
 * OpenID provider on loopback (tests/support/oidc-test-provider.ts): the app starts with its S256
 * challenge and a redirect URI of APP_REDIRECT_URIS, the provider sends the code to that URI, and the
 * app exchanges it with its verifier for an app user's token. Refused: a redirect URI not on the list,
 * plain or missing challenges, a wrong or missing verifier; the console's flow goes on beside it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../support/oidc-test-provider.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";

const consoleOrigin = "http://localhost:8080";
const appScheme = "pl.umed.campus:/oauth";
const appLink = "https://app.umed.example/oauth";

const accounts = {
  "sub-ewa": {
    email: "ewa.student@umed.example",
    name: "Ewa Student",
    preferred_username: "ewa",
    groups: ["students"],
  },
  "sub-jan": {
    email: "jan.staff@umed.example",
    name: "Jan Staff",
    preferred_username: "jan",
    groups: ["staff"],
  },
  "sub-visitor": {
    email: "visitor@umed.example",
    name: "Visitor",
    preferred_username: "visitor",
    groups: ["visitors"],
  },
};

/** what the app makes and keeps: a fresh verifier and its S256 challenge */
function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

describe.each(databaseKinds)("the mobile app's single sign-on with PKCE on %s", (kind) => {
  let provider: TestProvider;
  let server: TestServer;

  const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
    server.app.inject({
      method: "POST",
      url,
      ...(payload !== undefined && { payload }),
      headers: { "accept-language": "en", ...(token && { authorization: `Bearer ${token}` }) },
    });
  const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];
  const appStart = (challenge: string, redirectUri = appScheme) =>
    post("/api/auth/oauth/start", {
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
  /** the app's start and the provider's sign-in of `subject`, back at the app's redirect URI */
  async function appReturn(subject: string, redirectUri = appScheme) {
    const pkce = pkcePair();
    const started = await appStart(pkce.challenge, redirectUri);
    expect(started.statusCode, started.body).toBe(200);
    const authorization = new URL(started.json().data.url);
    const back = await provider.signIn(authorization.href, subject);
    return { pkce, authorization, back, params: Object.fromEntries(back.searchParams) };
  }

  beforeAll(async () => {
    provider = await startTestProvider({
      consoleOrigins: [consoleOrigin],
      appRedirectUris: [appScheme, appLink],
      accounts,
    });
    server = await startTestServer(kind, {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_REDIRECT_URI: provider.redirectUri,
        OIDC_SCOPES: "openid email profile groups",
        OIDC_ROLE_MAP: "staff=ad_employee,students=ad_user",
        APP_REDIRECT_URIS: `${appScheme},${appLink}`,
        DELIVERY_POLL_MS: "3600000",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it("signs a student in end to end: the app's challenge at the provider, the code to the app, its verifier exchanged for a token that sends opinions", async () => {
    const { pkce, authorization, back, params } = await appReturn("sub-ewa");
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      redirect_uri: appScheme,
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      client_id: provider.clientId,
    });
    // The server keeps the challenge and the app's redirect URI, never a verifier of its own.
    const [kept] = await server.db.query<Record<string, string | null>>(
      "SELECT code_verifier, code_challenge, redirect_uri FROM oidc_login WHERE state = $1",
      [params.state],
    );
    expect(kept).toEqual({ code_verifier: null, code_challenge: pkce.challenge, redirect_uri: appScheme });
    expect(back.protocol).toBe("pl.umed.campus:");

    const exchanged = await post("/api/auth/oauth/code", { ...params, code_verifier: pkce.verifier });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.headers["cache-control"]).toBe("no-store");
    const { token } = exchanged.json().data;
    const whoami = await server.app.inject({
      url: "/api/auth/whoami",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.json().data).toMatchObject({ email: "ewa.student@umed.example", roles: [3] });
    const opinion = await post("/api/mobile/opinions", { text: "Mapa budynku C bardzo pomaga" }, token);
    expect(opinion.statusCode, opinion.body).toBe(200);
    expect(opinion.json().data.user_id).toBe(whoami.json().data.id);
  });

  it("signs staff in through a claimed https link as ad_employee", async () => {
    const { pkce, params } = await appReturn("sub-jan", appLink);
    const exchanged = await post("/api/auth/oauth/code", { ...params, code_verifier: pkce.verifier });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const device = await post(
      "/api/mobile/devices",
      { token: "fcm-jan", platform: "ios" },
      exchanged.json().data.token,
    );
    expect(device.statusCode, device.body).toBe(200);
  });

  it("refuses a wrong verifier (1035) and the code is then spent: the right one no longer helps", async () => {
    const { pkce, params } = await appReturn("sub-ewa");
    const wrong = await post("/api/auth/oauth/code", { ...params, code_verifier: pkcePair().verifier });
    expect(refusal(wrong)).toEqual([422, { code_verifier: [1035] }]);
    expect(wrong.json().message).toBe(
      "The code_verifier is missing or does not match the code_challenge the sign-in started with",
    );
    const again = await post("/api/auth/oauth/code", { ...params, code_verifier: pkce.verifier });
    expect(refusal(again)).toEqual([422, { state: [1022] }]);
  });

  type Pkce = ReturnType<typeof pkcePair>;
  it.each([
    ["no verifier", (_pkce: Pkce) => ({})],
    ["a verifier too short", (pkce: Pkce) => ({ code_verifier: pkce.verifier.slice(0, 42) })],
    [
      "a verifier with characters outside RFC 7636's",
      (pkce: Pkce) => ({ code_verifier: `${pkce.verifier}+/=` }),
    ],
    ["the challenge itself as the verifier (plain)", (pkce: Pkce) => ({ code_verifier: pkce.challenge })],
  ])("refuses %s (1035)", async (_name, verifierOf) => {
    const { pkce, params } = await appReturn("sub-ewa");
    expect(refusal(await post("/api/auth/oauth/code", { ...params, ...verifierOf(pkce) }))).toEqual([
      422,
      { code_verifier: [1035] },
    ]);
  });

  it("refuses a redirect URI not on APP_REDIRECT_URIS (1032), however close, and keeps nothing", async () => {
    const { challenge } = pkcePair();
    for (const redirectUri of [
      "pl.umed.evil:/oauth",
      "pl.umed.campus:/oauth/",
      "https://app.umed.example/oauth?next=1",
      `${consoleOrigin}/oauth2`,
    ])
      expect(refusal(await appStart(challenge, redirectUri)), redirectUri).toEqual([
        422,
        { redirect_uri: [1032] },
      ]);
    const refused = await appStart(challenge, "pl.umed.evil:/oauth");
    expect(refused.json().message).toBe(
      "The app's redirect URI is not on the allowed list (APP_REDIRECT_URIS)",
    );
    expect(
      await server.db.query("SELECT 1 FROM oidc_login WHERE redirect_uri <> $1 AND redirect_uri <> $2", [
        appScheme,
        appLink,
      ]),
    ).toEqual([]);
  });

  it("refuses plain, missing and malformed challenges (1033, 1034)", async () => {
    const { verifier, challenge } = pkcePair();
    const start = (body: Record<string, unknown>) =>
      post("/api/auth/oauth/start", { redirect_uri: appScheme, ...body });
    expect(
      refusal(await start({ code_challenge: verifier.slice(0, 43), code_challenge_method: "plain" })),
    ).toEqual([422, { code_challenge_method: [1034] }]);
    expect(refusal(await start({ code_challenge: challenge }))).toEqual([
      422,
      { code_challenge_method: [1034] },
    ]);
    expect(refusal(await start({ code_challenge_method: "S256" }))).toEqual([
      422,
      { code_challenge: [1033] },
    ]);
    expect(refusal(await start({ code_challenge: `${challenge}=`, code_challenge_method: "S256" }))).toEqual([
      422,
      { code_challenge: [1033] },
    ]);
    expect(
      refusal(await post("/api/auth/oauth/start", { code_challenge: challenge, prompt: "none" })),
    ).toEqual([422, { prompt: [9002], redirect_uri: [1032], code_challenge_method: [1034] }]);
  });

  it("gives no token to a directory user without an app role (1026)", async () => {
    const { pkce, params } = await appReturn("sub-visitor");
    expect(refusal(await post("/api/auth/oauth/code", { ...params, code_verifier: pkce.verifier }))).toEqual([
      403,
      { code: [1026] },
    ]);
  });

  it("keeps the console's flow: no body to start, no verifier to exchange, and a verifier sent for it refused (1035)", async () => {
    const started = await post("/api/auth/oauth/start");
    const authorization = new URL(started.json().data.url);
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${consoleOrigin}/oauth2`);
    const back = Object.fromEntries((await provider.signIn(authorization.href, "sub-jan")).searchParams);
    const exchanged = await post("/api/auth/oauth/code", back);
    expect(exchanged.statusCode, exchanged.body).toBe(200);

    const other = await post("/api/auth/oauth/start", {});
    const otherBack = Object.fromEntries(
      (await provider.signIn(other.json().data.url, "sub-jan")).searchParams,
    );
    expect(
      refusal(await post("/api/auth/oauth/code", { ...otherBack, code_verifier: pkcePair().verifier })),
    ).toEqual([422, { code_verifier: [1035] }]);
  });
});
