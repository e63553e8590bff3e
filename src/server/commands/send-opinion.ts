/**
 * POST /api/mobile/opinions (rating.yaml `commands.send`): the signed-in app user's opinion, stored
 * unanswered with the caller as its author, which is what a reply (POST /api/rating/respond/{id}) is
 * pushed to. Past the account's hourly limit it is refused (429, 6711).
 */
import { tableStore } from "../areas/table-store.ts";
import { lockFor } from "../db/advisory-lock.ts";
import { checkHourlyLimit } from "../intake/account-allowance.ts";
import type { CommandHandler } from "./command-handler.ts";

export const sendOpinion: CommandHandler = async ({ db, area, body, account, settings }) => {
  const opinion = await db.transaction(async (tx) => {
    await lockFor(tx, `opinion author ${account.id}`);
    await checkHourlyLimit(tx, {
      table: area.area,
      userId: account.id,
      perHour: settings.intake.opinionsPerHour,
      code: 6711,
    });
    return tableStore.create(tx, area, { text: body.text, user_id: account.id, answered: false });
  });
  return { data: opinion, message: "opinionSent", recordId: opinion.id };
};
