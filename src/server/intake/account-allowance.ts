/**
 * An app account's records of one kind (SOS reports, opinions) per hour. The check runs in the
 * transaction that stores the record, under a lock on the account (db/advisory-lock.ts), so a burst
 * sent at once is counted one by one: no more than the limit get through, however many arrive together.
 */
import { quote } from "../../shared/area-columns.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";

export interface HourlyLimit {
  /** the area's table, whose rows have user_id and created_at */
  table: string;
  userId: number;
  perHour: number;
  /** the 429 code of the area's range */
  code: number;
}

/** Refuses (429 with Retry-After) when the account has stored `perHour` rows of `table` in the last hour. */
export async function checkHourlyLimit(tx: Queryable, { table, userId, perHour, code }: HourlyLimit) {
  const [recent] = await tx.query<{ n: string; wait: number | null }>(
    `SELECT count(*) AS n, EXTRACT(EPOCH FROM min(created_at) + interval '1 hour' - now())::float8 AS wait
     FROM ${quote(table)} WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
    [userId],
  );
  if (Number(recent?.n ?? 0) >= perHour) throw ApiError.untilLater(code, "general", recent?.wait ?? 1);
}
