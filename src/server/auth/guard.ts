/** preHandlers that admit a request by its bearer token and the roles of its account. */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { roles } from "../../../generated/catalogues.ts";
import type { RoleName } from "../../shared/area-spec.ts";
import type { Database } from "../db/database.ts";
import { forbidden, unauthenticated } from "../http/api-error.ts";
import type { Account } from "./account.ts";
import { tokenCacheOf } from "./token-cache.ts";
import { isIdleClockPush, resolveToken, type TokenPolicy } from "./tokens.ts";

declare module "fastify" {
  interface FastifyRequest {
    account: Account | null;
    token: string | null;
  }
}

export const roleId = (name: RoleName) => roles[name].id;

/**
 * An answer for a signed-in account, or one carrying a new token, is kept by no cache: neither a
 * shared proxy's nor the browser's, where the next person at the machine could find it. Set once the
 * token is known good, so anonymous answers keep their caching; a route may still set its own.
 */
export function answerUncached(reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export interface Guard {
  /** any signed-in account */
  signedIn: preHandlerAsyncHookHandler;
  /** a signed-in account holding one of `allowed` (none: nobody) */
  roles(allowed: RoleName[]): preHandlerAsyncHookHandler;
  /**
   * no token at all (request.account stays null), or one of a signed-in account holding one of
   * `allowed`: a token that is sent must be good, so an app whose session ended learns it (401)
   * instead of writing as nobody
   */
  rolesOrAnonymous(allowed: RoleName[]): preHandlerAsyncHookHandler;
}

export function createGuard(db: Database, policy: TokenPolicy): Guard {
  const cache = tokenCacheOf(db, isIdleClockPush);
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<Account> {
    const token = bearerToken(request);
    const lostWrite = (error: unknown) =>
      request.log.warn({ err: error }, "a token's idle clock was not pushed on");
    const account = token ? await resolveToken(db, token, policy, lostWrite, cache) : null;
    if (!account) throw unauthenticated();
    request.account = account;
    request.token = token;
    answerUncached(reply);
    return account;
  }
  function roles(allowed: RoleName[]) {
    const ids = new Set<number>(allowed.map(roleId));
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const account = await authenticate(request, reply);
      if (!account.roles.some((id) => ids.has(id))) throw forbidden();
    };
  }
  return {
    signedIn: async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
    },
    roles,
    rolesOrAnonymous(allowed) {
      const signedIn = roles(allowed);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers.authorization !== undefined) await signedIn(request, reply);
      };
    },
  };
}
