/**
 * A change of the signed-in account's own password, by POST /api/auth/password or by an admin's
 * POST /api/change_user_password/{own id}: the current password first (1019), each wrong one counted
 * like a failed sign-in of the account (1012 once too many, for sign-in too), so a session left open
 * cannot be used to guess it or to lock the owner out. The session that changed it stays signed in;
 * the account's other sessions end.
 */
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import type { Account } from "./account.ts";
import { setPassword, verifyAccountPassword } from "./accounts.ts";
import { accountKey, giveBackAttempt, takeAttempt } from "./login-throttle.ts";

export const currentPasswordCode = 1019;

export interface OwnPasswordChange {
  account: Account;
  /** the current password as sent: anything but a non-empty string is missing */
  current: unknown;
  /** the new password, already checked against the manifest's rule */
  password: string;
  /** the client's address, for the sign-in throttle */
  client: string;
  /** the token of the request, which stays valid */
  token: string | null;
}

export async function changeOwnPassword(
  db: Database,
  { account, current, password, client, token }: OwnPasswordChange,
): Promise<void> {
  if (account.directory) throw ApiError.code(1913, "password");
  if (typeof current !== "string" || !current) throw ApiError.code(currentPasswordCode, "current_password");
  const attempt = await takeAttempt(db, accountKey(account.id), client);
  if (attempt === null) throw ApiError.code(1012, "current_password");
  if (!(await verifyAccountPassword(db, account.id, current)))
    throw ApiError.code(currentPasswordCode, "current_password");
  await giveBackAttempt(db, attempt);
  await db.transaction((tx) => setPassword(tx, account.id, password, token));
}
