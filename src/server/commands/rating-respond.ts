/** POST /api/rating/respond/{id} (rating.yaml `commands.respond`): the reply to an opinion, pushed to its author. */
import type { CommandHandler } from "./command-handler.ts";
import { replyWithPush } from "./reply-with-push.ts";

// Codes of manifests/areas/rating.yaml: not found, already answered, sent signed out.
const codes = { notFound: 6707, alreadyReplied: 6710, noAuthor: 6708 };

export const ratingRespond: CommandHandler = async ({ db, area, id, body }) => {
  const opinion = await replyWithPush(db, {
    area,
    id,
    field: "id",
    codes,
    // Opinions answered before replied_at was kept carry only the flag.
    replied: (data) => data.answered === true || Boolean(data.replied_at),
    kind: "rating_reply",
    title: String(body.title),
    body: String(body.body),
    extra: { answered: true },
  });
  return { data: opinion, message: "opinionReplySent" };
};
