/**
 * POST /api/change_user_password/{id} (user.yaml `commands.change_password`): an admin sets a user's
 * password. setPassword refuses directory accounts (1913) and guessable passwords (1018) and signs the
 * user out everywhere. The admin's own account is changed as by POST /api/auth/password: its current
 * password is required (1019), so an admin's session left open cannot take the account over.
 */
import { setPassword } from "../auth/accounts.ts";
import { changeOwnPassword } from "../auth/own-password.ts";
import { ApiError } from "../http/api-error.ts";
import type { CommandHandler } from "./command-handler.ts";

export const changePassword: CommandHandler = async ({ db, area, id, body, account, client, token }) => {
  if (id === null) throw ApiError.code(area.codes.notFound ?? 1901, "id");
  const password = String(body.password);
  if (id !== account.id) {
    await db.transaction((tx) => setPassword(tx, id, password));
    return { data: null, message: "passwordReset" };
  }
  await changeOwnPassword(db, { account, current: body.current_password, password, client, token });
  return { data: null, message: "passwordChanged" };
};
