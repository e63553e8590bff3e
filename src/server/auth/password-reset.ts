/**
 * Password reset by e-mail for local accounts (spec §8 "password reset"). A request mails a link
 * with a random token (32 bytes) to the account's address through the delivery outbox; only the
 * token's hash is kept, for an hour, and a link works once. Setting the password through it keeps the
 * password rule (1018 and the composition codes), ends every session of the account and every other
 * link (as any password change does: accounts.ts setPassword). Nothing tells the caller whether the address has an account: the answer is the same, and a
 * directory account (whose password is the directory's) or one with three links still open gets no
 * mail.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Lang } from "../../shared/area-spec.ts";
import type { Database } from "../db/database.ts";
import { openMessage, queueTo } from "../delivery/outbox.ts";
import { ApiError } from "../http/api-error.ts";
import { setPassword } from "./accounts.ts";

const linkLifetimeMinutes = 60;
/** open links per account: more requests meanwhile mail nothing, so nobody can flood a mailbox */
const maxOpenLinks = 3;
const invalidLinkCode = 3230;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function resetMail(link: string, lang: Lang): { title: string; body: string } {
  return lang === "en"
    ? {
        title: "Setting a new password for the campus console",
        body: [
          "Someone (hopefully you) asked to set a new password for your campus console account.",
          `Open this link within ${linkLifetimeMinutes} minutes to set it; it works once:`,
          "",
          link,
          "",
          "If you did not ask for it, ignore this message: your password stays as it is.",
        ].join("\n"),
      }
    : {
        title: "Ustawienie nowego hasła do konsoli kampusu",
        body: [
          "Ktoś (zapewne Ty) poprosił o ustawienie nowego hasła do Twojego konta w konsoli kampusu.",
          `Otwórz ten link w ciągu ${linkLifetimeMinutes} minut, aby je ustawić; działa jeden raz:`,
          "",
          link,
          "",
          "Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.",
        ].join("\n"),
      };
}

/** Queues the link for the local account of `email`, if there is one. */
export async function requestReset(
  db: Database,
  { email, lang, publicUrl }: { email: string; lang: Lang; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: number; email: string }>(
      `SELECT id, email FROM app_user WHERE lower(email) = lower($1) AND NOT directory
       ORDER BY id LIMIT 1 FOR UPDATE`,
      [email],
    );
    if (!account) return;
    const [open] = await tx.query<{ n: string }>(
      "SELECT count(*) AS n FROM password_reset WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()",
      [account.id],
    );
    if (Number(open?.n ?? 0) >= maxOpenLinks) return;
    const token = randomBytes(32).toString("base64url");
    const hash = hashOf(token);
    await tx.query(
      `INSERT INTO password_reset (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hash, account.id, linkLifetimeMinutes],
    );
    const messageId = await openMessage(tx, {
      kind: "password_reset",
      area: "user",
      recordId: account.id,
      dedupeKey: `password_reset:${hash}`,
    });
    const link = `${publicUrl}/reset_password?token=${token}`;
    if (messageId !== null)
      await queueTo(tx, messageId, "email", [account.email], resetMail(link, lang), { sensitive: true });
  });
}

/** Sets the password of the link's account; 3230 for a link unknown, used or expired. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx.query<{ user_id: number; usable: boolean }>(
      `SELECT user_id, used_at IS NULL AND expires_at > now() AS usable FROM password_reset
       WHERE token_hash = $1 FOR UPDATE`,
      [hashOf(token)],
    );
    if (!link?.usable) throw ApiError.code(invalidLinkCode, "token");
    // This link and every other open one of the account end with the new password (setPassword).
    await setPassword(tx, link.user_id, password);
  });
}

/** Links past their hour are kept a day (a late click still gets 3230 for the right reason), then go. */
export async function purgeResetLinks(db: Database): Promise<{ resetLinks: number }> {
  const rows = await db.query(
    "DELETE FROM password_reset WHERE expires_at <= now() - interval '1 day' RETURNING 1",
  );
  return { resetLinks: rows.length };
}
