/**
 * Deletes the sign-in rows nothing reads any more: tokens past their absolute or idle expiry (no
 * request can use them again) and failed sign-ins older than the throttle's window (no longer
 * counted). Without it both tables only grow. Each statement stands alone, so several server
 * processes purging at once do no harm.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/database.ts";
import { throttle } from "./login-throttle.ts";
import type { TokenPolicy } from "./tokens.ts";

/** often enough to keep the tables small, rarely enough to cost nothing */
export const purgeIntervalMs = 10 * 60 * 1000;

/** Deletes the rows in `sql` (a DELETE … RETURNING 1) and counts them without sending them back. */
async function deleted(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`WITH gone AS (${sql}) SELECT count(*) AS n FROM gone`, params);
  return Number(row?.n ?? 0);
}

export async function purgeExpired(
  db: Queryable,
  policy: TokenPolicy,
): Promise<{ tokens: number; failures: number }> {
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
  return { tokens, failures };
}

/**
 * Purges now and then every purgeIntervalMs until the returned stop is called. A failed purge is
 * logged and tried again next time: the rows it left are harmless meanwhile.
 */
export async function startPurging(
  db: Queryable,
  policy: TokenPolicy,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const purge = async () => {
    try {
      const purged = await purgeExpired(db, policy);
      if (purged.tokens || purged.failures) log.info(purged, "expired sign-in rows purged");
    } catch (error) {
      log.warn({ err: error }, "purge of expired sign-in rows failed");
    }
  };
  await purge();
  // unref: the timer alone does not keep the process alive
  const timer = setInterval(purge, purgeIntervalMs).unref();
  return () => clearInterval(timer);
}
