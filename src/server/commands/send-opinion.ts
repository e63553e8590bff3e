/**
 * POST /api/mobile/opinions (rating.yaml `commands.send`): the signed-in app user's opinion, stored
 * unanswered with the caller as its author, which is what a reply (POST /api/rating/respond/{id}) is
 * pushed to.
 */
import { tableStore } from "../areas/table-store.ts";
import type { CommandHandler } from "./command-handler.ts";

export const sendOpinion: CommandHandler = async ({ db, area, body, account }) => {
  const opinion = await tableStore.create(db, area, {
    text: body.text,
    user_id: account.id,
    answered: false,
  });
  return { data: opinion, message: "opinionSent", recordId: opinion.id };
};
