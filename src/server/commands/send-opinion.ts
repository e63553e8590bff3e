/**
 * POST /api/mobile/opinions (rating.yaml `commands.send`): an app user's opinion, stored unanswered.
 * Signed in, the caller is its author, which is what a reply (POST /api/rating/respond/{id}) is pushed
 * to, and past the account's hourly limit it is refused (429, 6711). Without a token (spec §3 "user
 * (or unauthenticated)") it has no author and nobody to reply to; with no account to hold to a limit,
 * its client address is held to a stricter one of its own (429, the manifest's `anonymous.limitCode`).
 */
import { tableStore } from "../areas/table-store.ts";
import { lockFor } from "../db/advisory-lock.ts";
import { checkHourlyLimit } from "../intake/account-allowance.ts";
import { takeAddressAllowance } from "../intake/address-allowance.ts";
import type { OpenCommandHandler } from "./command-handler.ts";

export const sendOpinion: OpenCommandHandler = async ({
  db,
  area,
  command,
  body,
  account,
  client,
  settings,
}) => {
  if (!account) {
    const limitCode = command.anonymous?.limitCode;
    if (limitCode === undefined)
      throw new Error(`${area.area}.${command.name} is not open to anonymous callers`);
    await takeAddressAllowance(db, client, {
      counter: "anonymous opinion",
      perHour: settings.intake.anonymousOpinionsPerAddressPerHour,
      code: limitCode,
    });
    const opinion = await tableStore.create(db, area, { text: body.text, user_id: null, answered: false });
    return { data: opinion, message: "opinionSent", recordId: opinion.id };
  }
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
