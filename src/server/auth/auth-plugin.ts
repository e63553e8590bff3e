/**
 * POST /api/auth/login, /api/auth/logout and GET /api/auth/whoami; single sign-on's calls are in
 * sso-plugin.ts.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { success } from "../http/envelope.ts";
import { checkedRequest } from "../http/route-checks.ts";
import { findByLogin } from "./accounts.ts";
import { answerUncached, type Guard } from "./guard.ts";
import { giveBackAttempt, takeAttempt } from "./login-throttle.ts";
import type { OidcClient } from "./oidc-client.ts";
import { verifyPassword } from "./passwords.ts";
import { issueToken, revokeToken, type TokenPolicy } from "./tokens.ts";

interface Options {
  db: Database;
  guard: Guard;
  policy: TokenPolicy;
  /** single sign-on, to end the provider's session at logout; null when off */
  oidcClient: OidcClient | null;
}

function readLogin(body: unknown): { email: string; password: string } {
  const { email, password, ...rest } = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, number[]> = {};
  if (typeof email !== "string" || !email.trim()) errors.email = [1003];
  if (typeof password !== "string" || !password) errors.password = [1004];
  for (const key of Object.keys(rest)) errors[key] = [9002];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return { email: String(email).trim().slice(0, 255), password: String(password).slice(0, 1024) };
}

export async function authPlugin(app: FastifyInstance, { db, guard, policy, oidcClient }: Options) {
  const loginBody = contractBody("POST", "/api/auth/login", readLogin);
  app.post("/api/auth/login", checkedRequest({ body: loginBody }), async (request, reply) => {
    const { email, password } = request.body as ReturnType<typeof readLogin>;
    const found = await findByLogin(db, email);
    // Throttle by account id when the login names one, so every spelling of it counts together.
    const account = found ? `user:${found.id}` : `login:${email.toLowerCase()}`;
    const attempt = await takeAttempt(db, account, request.ip);
    if (attempt === null) throw ApiError.code(1012, "email");
    // A directory account signs in through the directory only, even with a hash left from before.
    const ok = await verifyPassword(password, found?.directory ? null : (found?.password_hash ?? null));
    if (!found || !ok) {
      request.log.info({ account }, "sign-in refused");
      throw ApiError.code(1001, "email");
    }
    await giveBackAttempt(db, attempt);
    const { token, expiresAt } = await issueToken(db, found.id, policy);
    answerUncached(reply);
    request.log.info({ userId: found.id }, "signed in");
    return success({ token, expiresAt });
  });

  /**
   * A token from single sign-on also answers the provider's RP-initiated logout URL, for the console
   * to go to. The local token is gone whether or not the provider answers.
   */
  app.post("/api/auth/logout", { preHandler: guard.signedIn }, async (request) => {
    const idToken = request.token ? await revokeToken(db, request.token) : null;
    let endSessionUrl: string | null = null;
    if (idToken && oidcClient) {
      endSessionUrl = await oidcClient.endSessionUrl(idToken).catch((error) => {
        request.log.warn({ err: error }, "single sign-on provider unreachable at logout");
        return null;
      });
    }
    return success({ endSessionUrl });
  });

  app.get("/api/auth/whoami", { preHandler: guard.signedIn }, async (request) => {
    const account = request.account;
    if (!account) throw ApiError.code(1009);
    return success({ id: account.id, name: account.name, email: account.email, roles: account.roles });
  });
}
