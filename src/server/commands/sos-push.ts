/** POST /api/pushsos (sos.yaml `commands.push`): the reply to an SOS report, pushed to its author. */
import type { CommandHandler } from "./command-handler.ts";
import { replyWithPush } from "./reply-with-push.ts";

// Codes of manifests/areas/sos.yaml: the body's sos_id names no report (its `ref` code), a reply was
// already sent, the report was sent signed out.
const codes = { notFound: 6201, alreadyReplied: 2113, noAuthor: 2114 };

export const sosPush: CommandHandler = async ({ db, area, body }) => {
  const report = await replyWithPush(db, {
    area,
    id: body.sos_id,
    field: "sos_id",
    codes,
    replied: (data) => Boolean(data.replied_at),
    kind: "sos_reply",
    title: String(body.title),
    body: String(body.body),
  });
  return { data: report, message: "sosPushSent" };
};
