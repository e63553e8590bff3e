/**
 * Single sign-on through the university's directory (OpenID Connect authorization code flow with
 * PKCE): GET /api/auth/oauth/config (is it on), POST /api/auth/oauth/start (a sign-in's provider URL)
 * and POST /api/auth/oauth/code (the return to /oauth2 exchanged for a token). The native app starts
 * with its own PKCE challenge and redirect URI and exchanges with its verifier (app-pkce.ts). Off (no
 * OIDC_ISSUER): start and code answer 1013.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { success } from "../http/envelope.ts";
import { checkedRequest } from "../http/route-checks.ts";
import { provenCodeVerifier, readAppStart } from "./app-pkce.ts";
import { signInDirectoryAccount } from "./directory-account.ts";
import { directoryProfile } from "./directory-profile.ts";
import { answerUncached } from "./guard.ts";
import { type OidcClient, ProviderError } from "./oidc-client.ts";
import type { OidcConfig } from "./oidc-config.ts";
import { newLogin, saveLogin, takeLogin } from "./oidc-logins.ts";
import { issueToken, type TokenPolicy } from "./tokens.ts";

interface Options {
  db: Database;
  policy: TokenPolicy;
  /** both null when single sign-on is off */
  settings: OidcConfig | null;
  client: OidcClient | null;
}

const textField = (value: unknown) => (typeof value === "string" && value ? value.slice(0, 2048) : null);

function readReturn(body: unknown) {
  const { code, state, iss, code_verifier: verifier, ...rest } = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, number[]> = {};
  if (!textField(code)) errors.code = [1014];
  for (const key of Object.keys(rest)) errors[key] = [9002];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return {
    code: String(code).slice(0, 2048),
    state: textField(state),
    iss: textField(iss),
    codeVerifier: textField(verifier),
  };
}

/** Logs the provider's failure (unreachable: an error; a refused answer: a warning) and answers its code. */
async function fromProvider<T>(log: FastifyBaseLogger, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const { error: refusal, reason } = error.failure;
    const level = refusal.status >= 500 ? "error" : "warn";
    log[level]({ reason, errors: refusal.errors }, "single sign-on refused by the provider's side");
    throw refusal;
  }
}

export async function ssoPlugin(app: FastifyInstance, { db, policy, settings, client }: Options) {
  app.get("/api/auth/oauth/config", async () => success({ enabled: client !== null }));

  const startBody = contractBody("POST", "/api/auth/oauth/start", (body) => body);
  app.post("/api/auth/oauth/start", checkedRequest({ body: startBody }), async (request) => {
    if (!client || !settings) throw ApiError.code(1013, "code");
    const login = newLogin(readAppStart(request.body, settings.appRedirectUris));
    const url = await fromProvider(request.log, client.authorizationUrl(login));
    // Kept only once the provider could be asked: a failed start leaves nothing behind.
    await saveLogin(db, login, request.ip);
    return success({ url });
  });

  const returnBody = contractBody("POST", "/api/auth/oauth/code", readReturn);
  app.post("/api/auth/oauth/code", checkedRequest({ body: returnBody }), async (request, reply) => {
    const { code, state, iss, codeVerifier } = request.body as ReturnType<typeof readReturn>;
    if (!client || !settings) throw ApiError.code(1013, "code");
    if (!state) throw ApiError.code(1021, "state");
    const login = await takeLogin(db, state);
    if (login === null) throw ApiError.code(1022, "state");
    if (login === "expired") throw ApiError.code(1023, "state");
    const verifier = provenCodeVerifier(login, codeVerifier);
    const redeemed = await fromProvider(
      request.log,
      client.redeem(login, { code, state, ...(iss && { iss }) }, verifier),
    );
    const profile = directoryProfile(redeemed.claims, settings);
    const userId = await signInDirectoryAccount(db, profile);
    const { token, expiresAt } = await issueToken(db, userId, policy, redeemed.idToken);
    answerUncached(reply);
    const by = "codeChallenge" in login ? "the app" : "the console";
    request.log.info({ userId, role: profile.role, by }, "signed in by single sign-on");
    return success({ token, expiresAt });
  });
}
