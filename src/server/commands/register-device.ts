/**
 * POST /api/mobile/devices (user.yaml `commands.register_device`): the app's FCM registration token
 * for the signed-in account. A token is one device: registering it again updates its platform and
 * language and hands it to the caller (the phone is now signed in with another account). An account
 * keeps at most MOBILE_MAX_DEVICES tokens: one more drops its least recently registered one, so one
 * account cannot turn a reply into a thousand pushes. The history keeps only the token's last
 * characters: a whole token would let anyone who reads it push to that phone.
 */
import { lockFor } from "../db/advisory-lock.ts";
import { defaultLang } from "../delivery/outbox.ts";
import type { CommandHandler } from "./command-handler.ts";

/** how much of a token the history keeps: enough to tell devices apart, too little to push to one */
const keptOfToken = 8;

export const registerDevice: CommandHandler = async ({ db, body, account, settings }) => {
  const token = String(body.token);
  const device = await db.transaction(async (tx) => {
    await lockFor(tx, `devices of ${account.id}`);
    const [row] = await tx.query<{ id: string; platform: string; lang: string }>(
      `INSERT INTO push_device (user_id, token, platform, lang) VALUES ($1, $2, $3, $4)
       ON CONFLICT (token) DO UPDATE
         SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform, lang = EXCLUDED.lang, updated_at = now()
       RETURNING id, platform, lang`,
      // A language sent as null (or "") is none: the default one.
      [account.id, token, body.platform, typeof body.lang === "string" ? body.lang : defaultLang],
    );
    if (!row) throw new Error("insert into push_device returned nothing");
    await tx.query(
      `DELETE FROM push_device WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_device WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
      [account.id, settings.intake.devicesPerAccount],
    );
    return row;
  });
  return {
    data: { id: Number(device.id), platform: device.platform, lang: device.lang },
    message: "deviceRegistered",
    recordId: account.id,
    // By code points: cutting between the halves of a surrogate pair would leave text no database takes.
    audited: {
      token: `…${Array.from(token).slice(-keptOfToken).join("")}`,
      platform: body.platform,
      lang: body.lang ?? null,
    },
  };
};
