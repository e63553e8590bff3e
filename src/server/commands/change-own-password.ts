/**
 * POST /api/auth/password (user.yaml `commands.change_own_password`): any signed-in account with a
 * local password changes it, given the current one (src/server/auth/own-password.ts).
 */
import { changeOwnPassword as change } from "../auth/own-password.ts";
import type { CommandHandler } from "./command-handler.ts";

export const changeOwnPassword: CommandHandler = async ({ db, body, account, client, token }) => {
  await change(db, {
    account,
    current: body.current_password,
    password: String(body.password),
    client,
    token,
  });
  return { data: null, message: "passwordChanged", recordId: account.id };
};
