/**
 * The mobile app's writes (POST /api/mobile/*) counted per client address in the database, so that
 * every API process sees the same counts, like the sign-in throttle. Counting and checking are one
 * step under an advisory lock on the address and counter: a flood sent at once queues on it and each
 * write sees the ones before it. Only writes let through are counted, so a flood keeps the table at
 * the limit.
 */
import { lockFor } from "../db/advisory-lock.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";

export interface AddressLimit {
  /**
   * what is counted: "write" is every app write (MOBILE_MAX_PER_ADDRESS_PER_HOUR); a command open to
   * callers without a token counts those under its own name as well, against a stricter limit
   */
  counter: string;
  perHour: number;
  /** the 429 code of a refusal */
  code: number;
}

/** The app's writes of one address: every one counts against this. */
export const writeLimit = (perHour: number): AddressLimit => ({ counter: "write", perHour, code: 9018 });

/** Counts one write from `client`, or refuses it (429, the limit's code) when the address has used up its hour. */
export async function takeAddressAllowance(
  db: Database,
  client: string,
  { counter, perHour, code }: AddressLimit,
): Promise<void> {
  const waitSeconds = await db.transaction(async (tx) => {
    await lockFor(tx, `mobile ${counter} ${client}`);
    const [recent] = await tx.query<{ n: string; wait: number | null }>(
      `SELECT count(*) AS n, EXTRACT(EPOCH FROM min(at) + interval '1 hour' - now())::float8 AS wait
       FROM mobile_write WHERE client = $1 AND counter = $2 AND at > now() - interval '1 hour'`,
      [client, counter],
    );
    if (Number(recent?.n ?? 0) >= perHour) return recent?.wait ?? 1;
    await tx.query("INSERT INTO mobile_write (client, counter) VALUES ($1, $2)", [client, counter]);
    return null;
  });
  if (waitSeconds !== null) throw ApiError.untilLater(code, "general", waitSeconds);
}

/** Writes older than the hour no longer count. */
export async function purgeAddressCounts(db: Queryable): Promise<{ mobileWrites: number }> {
  const [row] = await db.query<{ n: string }>(
    `WITH gone AS (DELETE FROM mobile_write WHERE at <= now() - interval '1 hour' RETURNING 1)
     SELECT count(*) AS n FROM gone`,
  );
  return { mobileWrites: Number(row?.n ?? 0) };
}
