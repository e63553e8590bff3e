/** Bearer tokens: random, stored only as a SHA-256 hash, with an idle and an absolute expiry. */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { Account } from "./account.ts";
import type { TokenCache } from "./token-cache.ts";

export interface TokenPolicy {
  idleMinutes: number;
  ttlHours: number;
}

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

/** `idToken`: the single sign-on's id_token, kept to end the provider's session at logout. */
export async function issueToken(
  db: Queryable,
  userId: number,
  policy: TokenPolicy,
  idToken: string | null = null,
) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO auth_token (user_id, token_hash, expires_at, id_token)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4) RETURNING expires_at`,
    [userId, digest(token), policy.ttlHours, idToken],
  );
  return { token, expiresAt: row?.expires_at };
}

/** The idle clock's push: it changes no cached answer (see token-cache.ts). */
const pushIdleClock = "UPDATE auth_token SET last_used_at = now() WHERE token_hash = $1";
export const isIdleClockPush = (sql: string) => sql === pushIdleClock;

/** after this long without a push, the idle clock is pushed on by the next request of the token */
const idleClockStepMs = 60_000;

/**
 * The account a live token belongs to, or null: from `cache` when it holds the token, else in one
 * query. The token's idle clock is pushed on at most once a minute (writing on every request would
 * queue all requests of one token on the same row), and the request does not wait for that write: a
 * lost one only brings the idle expiry a minute closer. `lostWrite` hears why it was lost.
 */
export async function resolveToken(
  db: Queryable,
  token: string,
  policy: TokenPolicy,
  lostWrite: (error: unknown) => void,
  cache?: TokenCache,
): Promise<Account | null> {
  const hash = digest(token);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const started = Date.now();
  // Times as spans measured by the database's clock, so a skewed clock of this machine cannot
  // stretch them.
  const [row] = await db.query<Account & { expires_in_ms: number; used_ago_ms: number }>(
    `SELECT u.id, u.name, u.email, u.login, u.roles, u.directory,
       extract(epoch FROM t.expires_at - now()) * 1000 AS expires_in_ms,
       extract(epoch FROM now() - t.last_used_at) * 1000 AS used_ago_ms
     FROM auth_token t JOIN app_user u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.expires_at > now() AND t.last_used_at > now() - make_interval(mins => $2)`,
    [hash, policy.idleMinutes],
  );
  if (!row) return null;
  const { expires_in_ms, used_ago_ms, ...account } = row;
  let usedAgo = Number(used_ago_ms);
  if (usedAgo >= idleClockStepMs) {
    db.query(pushIdleClock, [hash]).catch(lostWrite);
    usedAgo = 0;
  }
  const trustedFor = Math.min(
    Number(expires_in_ms),
    policy.idleMinutes * 60_000 - usedAgo,
    idleClockStepMs - usedAgo,
  );
  cache?.keep(hash, account, started + trustedFor, generation);
  return account;
}

/** Deletes the token; the id_token of its single sign-on, if it came from one. */
export async function revokeToken(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ id_token: string | null }>(
    "DELETE FROM auth_token WHERE token_hash = $1 RETURNING id_token",
    [digest(token)],
  );
  return row?.id_token ?? null;
}

/** Deletes every token of the account but `keep` (the session that changed its own password). */
export async function revokeTokensOf(
  db: Queryable,
  userId: number,
  keep: string | null = null,
): Promise<void> {
  await db.query("DELETE FROM auth_token WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2", [
    userId,
    keep === null ? null : digest(keep),
  ]);
}
