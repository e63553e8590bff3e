/**
 * The end of an account's open password reset links (table password_reset). A link was mailed for
 * the password as it was: once the password changes, whoever holds an older link (a mailbox read
 * by someone else, a forwarded mail) must not set it again.
 */
import type { Queryable } from "../db/database.ts";

/** Marks every open link of `userId` used: following one then answers 3230 like any used link. */
export async function endResetLinksOf(db: Queryable, userId: number): Promise<void> {
  await db.query("UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL", [
    userId,
  ]);
}
