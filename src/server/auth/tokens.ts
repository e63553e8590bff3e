/** Bearer tokens: random, stored only as a SHA-256 hash, with an idle and an absolute expiry. */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { Account } from "./accounts.ts";

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

/**
 * The account a live token belongs to, or null: one query, since every signed-in request asks. The
 * token's idle clock is pushed on at most once a minute (writing on every request would queue all
 * requests of one token on the same row), and the request does not wait for that write: a lost one
 * only brings the idle expiry a minute closer. `lostWrite` hears why it was lost.
 */
export async function resolveToken(
  db: Queryable,
  token: string,
  policy: TokenPolicy,
  lostWrite: (error: unknown) => void,
): Promise<Account | null> {
  const hash = digest(token);
  const [row] = await db.query<Account & { stale: boolean }>(
    `SELECT u.id, u.name, u.email, u.login, u.roles, u.directory,
       t.last_used_at < now() - interval '1 minute' AS stale
     FROM auth_token t JOIN app_user u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.expires_at > now() AND t.last_used_at > now() - make_interval(mins => $2)`,
    [hash, policy.idleMinutes],
  );
  if (!row) return null;
  const { stale, ...account } = row;
  if (stale)
    db.query("UPDATE auth_token SET last_used_at = now() WHERE token_hash = $1", [hash]).catch(lostWrite);
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
