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

/** The user id a live token belongs to (and marks it used), or null. */
export async function resolveToken(
  db: Queryable,
  token: string,
  policy: TokenPolicy,
): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>(
    `UPDATE auth_token SET last_used_at = now()
     WHERE token_hash = $1 AND expires_at > now() AND last_used_at > now() - make_interval(mins => $2)
     RETURNING user_id`,
    [digest(token), policy.idleMinutes],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM auth_token WHERE token_hash = $1", [digest(token)]);
}
