/**
 * Failed sign-ins counted in the database, per account and per client address, so that every server
 * process sees the same counts. An account is refused once it has `perAccount` failures in the
 * window, whatever password, address or spelling of the login the next try uses.
 *
 * Counting and checking are one step: a sign-in first takes an attempt, which counts as a failure
 * from the moment it is taken, under transaction-scoped advisory locks on its account and its address.
 * A hundred guesses sent at once therefore queue on the locks and see each other's attempts: no more
 * than `perAccount` of them reach the password check. A sign-in that succeeds gives its attempt back.
 */
import type { Database } from "../db/database.ts";

export const throttle = { windowMinutes: 15, perAccount: 10, perClient: 50 };

/**
 * The throttle's name of an existing account, whatever login named it. A wrong current password given
 * to change one's own password (own-password.ts) counts under it like a failed sign-in.
 */
export const accountKey = (id: number) => `user:${id}`;

/**
 * Takes an attempt for `account` from `client`: its id, or null when either has used up its failures.
 * The two locks are taken in the order of their keys, so two sign-ins never wait on each other in turn.
 */
export async function takeAttempt(db: Database, account: string, client: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT pg_advisory_xact_lock(key)
       FROM unnest(ARRAY[hashtextextended('login account ' || $1, 0), hashtextextended('login client ' || $2, 0)]) AS key
       ORDER BY key`,
      [account, client],
    );
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO login_failure (account, client)
       SELECT $1, $2
       WHERE (SELECT count(*) FROM login_failure
              WHERE account = $1 AND at > now() - make_interval(mins => $3)) < $4
         AND (SELECT count(*) FROM login_failure
              WHERE client = $2 AND at > now() - make_interval(mins => $3)) < $5
       RETURNING id`,
      [account, client, throttle.windowMinutes, throttle.perAccount, throttle.perClient],
    );
    return row ? Number(row.id) : null;
  });
}

/** The attempt signed in: it is not a failure. */
export async function giveBackAttempt(db: Database, attempt: number): Promise<void> {
  await db.query("DELETE FROM login_failure WHERE id = $1", [attempt]);
}
