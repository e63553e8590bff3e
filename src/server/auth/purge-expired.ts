/**
 * Deletes the sign-in rows nothing reads any more: tokens past their absolute or idle expiry (no
 * request can use them again), failed sign-ins older than the throttle's window (no longer counted)
 * and single sign-ons started and never finished in time (refused if they come back). Without it
 * these tables only grow. Run by the server through http/periodic-purge.ts.
 */
import type { Queryable } from "../db/database.ts";
import { throttle } from "./login-throttle.ts";
import type { TokenPolicy } from "./tokens.ts";

/** often enough to keep the tables small, rarely enough to cost nothing */
export const signInPurgeEveryMs = 10 * 60 * 1000;

/** Deletes the rows in `sql` (a DELETE … RETURNING 1) and counts them without sending them back. */
async function deleted(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`WITH gone AS (${sql}) SELECT count(*) AS n FROM gone`, params);
  return Number(row?.n ?? 0);
}

export async function purgeExpired(
  db: Queryable,
  policy: TokenPolicy,
): Promise<{ tokens: number; failures: number; ssoLogins: number }> {
  const tokens = await deleted(
    db,
    `DELETE FROM auth_token
     WHERE expires_at <= now() OR last_used_at <= now() - make_interval(mins => $1) RETURNING 1`,
    [policy.idleMinutes],
  );
  const failures = await deleted(
    db,
    "DELETE FROM login_failure WHERE at <= now() - make_interval(mins => $1) RETURNING 1",
    [throttle.windowMinutes],
  );
  const ssoLogins = await deleted(db, "DELETE FROM oidc_login WHERE expires_at <= now() RETURNING 1", []);
  return { tokens, failures, ssoLogins };
}
