/**
 * The mobile app's writes (POST /api/mobile/*) counted per client address in the database, so that
 * every API process sees the same counts, like the sign-in throttle. Counting and checking are one
 * step under an advisory lock on the address: a flood sent at once queues on it and each write sees
 * the ones before it. Only writes let through are counted, so a flood keeps the table at the limit.
 */
import { lockFor } from "../db/advisory-lock.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";

/** Counts one write from `client`, or refuses it (429, 9018) when the address has used up its hour. */
export async function takeAddressAllowance(db: Database, client: string, perHour: number): Promise<void> {
  const waitSeconds = await db.transaction(async (tx) => {
    await lockFor(tx, `mobile write ${client}`);
    const [recent] = await tx.query<{ n: string; wait: number | null }>(
      `SELECT count(*) AS n, EXTRACT(EPOCH FROM min(at) + interval '1 hour' - now())::float8 AS wait
       FROM mobile_write WHERE client = $1 AND at > now() - interval '1 hour'`,
      [client],
    );
    if (Number(recent?.n ?? 0) >= perHour) return recent?.wait ?? 1;
    await tx.query("INSERT INTO mobile_write (client) VALUES ($1)", [client]);
    return null;
  });
  if (waitSeconds !== null) throw ApiError.untilLater(9018, "general", waitSeconds);
}

/** Writes older than the hour no longer count. */
export async function purgeAddressCounts(db: Queryable): Promise<{ mobileWrites: number }> {
  const [row] = await db.query<{ n: string }>(
    `WITH gone AS (DELETE FROM mobile_write WHERE at <= now() - interval '1 hour' RETURNING 1)
     SELECT count(*) AS n FROM gone`,
  );
  return { mobileWrites: Number(row?.n ?? 0) };
}
