/** Bearer tokens: random, stored only as a SHA-256 hash, with an idle and an absolute expiry. */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.ts";

export interface TokenPolicy {
  idleMinutes: number;
  ttlHours: number;
}

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function issueToken(db: Queryable, userId: number, policy: TokenPolicy) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO auth_token (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
    [userId, digest(token), policy.ttlHours],
  );
  return { token, expiresAt: row?.expires_at };
}

/**
 * The user id a live token belongs to, or null. Its idle clock is pushed on at most once a minute:
 * writing on every request would queue all requests of one token on the same row.
 */
export async function resolveToken(
  db: Queryable,
  token: string,
  policy: TokenPolicy,
): Promise<number | null> {
  const hash = digest(token);
  const [row] = await db.query<{ user_id: number; stale: boolean }>(
    `SELECT user_id, last_used_at < now() - interval '1 minute' AS stale FROM auth_token
     WHERE token_hash = $1 AND expires_at > now() AND last_used_at > now() - make_interval(mins => $2)`,
    [hash, policy.idleMinutes],
  );
  if (!row) return null;
  if (row.stale) await db.query("UPDATE auth_token SET last_used_at = now() WHERE token_hash = $1", [hash]);
  return row.user_id;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM auth_token WHERE token_hash = $1", [digest(token)]);
}
