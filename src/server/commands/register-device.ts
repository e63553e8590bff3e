/**
 * POST /api/mobile/devices (user.yaml `commands.register_device`): the app's FCM registration token
 * for the signed-in account. A token is one device: registering it again updates its platform and
 * language and hands it to the caller (the phone is now signed in with another account).
 */
import { defaultLang } from "../delivery/outbox.ts";
import type { CommandHandler } from "./command-handler.ts";

export const registerDevice: CommandHandler = async ({ db, body, account }) => {
  const [device] = await db.query<{ id: string; platform: string; lang: string; created_at: Date }>(
    `INSERT INTO push_device (user_id, token, platform, lang) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE
       SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform, lang = EXCLUDED.lang, updated_at = now()
     RETURNING id, platform, lang, created_at`,
    // A language sent as null (or "") is none: the default one.
    [account.id, body.token, body.platform, typeof body.lang === "string" ? body.lang : defaultLang],
  );
  if (!device) throw new Error("insert into push_device returned nothing");
  return {
    data: { id: Number(device.id), platform: device.platform, lang: device.lang },
    message: "deviceRegistered",
    recordId: account.id,
  };
};
