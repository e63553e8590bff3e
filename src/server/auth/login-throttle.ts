/**
 * Failed sign-ins counted in the database, per account and per client address, so that every server
 * process sees the same counts. An account is refused once it has `perAccount` failures in the
 * window, whatever password, address or spelling of the login the next try uses.
 */
import type { Queryable } from "../db/database.ts";

export const throttle = { windowMinutes: 15, perAccount: 10, perClient: 50 };

export async function isThrottled(db: Queryable, account: string, client: string): Promise<boolean> {
  const [row] = await db.query<{ by_account: string; by_client: string }>(
    `SELECT
       count(*) FILTER (WHERE account = $1) AS by_account,
       count(*) FILTER (WHERE client = $2) AS by_client
     FROM login_failure
     WHERE at > now() - make_interval(mins => $3) AND (account = $1 OR client = $2)`,
    [account, client, throttle.windowMinutes],
  );
  return Number(row?.by_account) >= throttle.perAccount || Number(row?.by_client) >= throttle.perClient;
}

export async function recordFailure(db: Queryable, account: string, client: string): Promise<void> {
  await db.query("INSERT INTO login_failure (account, client) VALUES ($1, $2)", [account, client]);
  await db.query("DELETE FROM login_failure WHERE at < now() - make_interval(mins => $1)", [
    throttle.windowMinutes * 2,
  ]);
}
