/**
 * POST /api/change_user_password/{id} (user.yaml `commands.change_password`): an admin sets a user's
 * password. setPassword refuses directory accounts (1913) and signs the user out everywhere.
 */
import { setPassword } from "../auth/accounts.ts";
import { ApiError } from "../http/api-error.ts";
import type { CommandHandler } from "./command-handler.ts";

export const changePassword: CommandHandler = async ({ db, area, id, body }) => {
  if (id === null) throw ApiError.code(area.codes.notFound ?? 1901, "id");
  await db.transaction((tx) => setPassword(tx, id, String(body.password)));
  return { data: null, message: "passwordReset" };
};
