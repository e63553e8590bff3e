/**
 * Producers of the delivery outbox (migration 013). Each is called inside the transaction that stores
 * the change the message reports, so the change and its deliveries commit or roll back together.
 * A message is opened once per dedupe key (a second producer of the same message gets null and
 * queues nothing), and a recipient gets one delivery per message and channel: what makes 50
 * identical submits one message, whatever their timing.
 */
import { languages } from "../../../generated/catalogues.ts";
import type { Lang } from "../../shared/area-spec.ts";
import type { Queryable } from "../db/database.ts";

/** the language texts fall back to (spec §1: Polish when the language is unknown) */
export const defaultLang = Object.keys(languages)[0] as Lang;

/** Push bodies are cut to this many characters: FCM refuses payloads over 4 KB. */
const pushBodyMax = 1000;
const pushTitleMax = 255;

export type MessageKind =
  | "sos_reply"
  | "rating_reply"
  | "sos_alert"
  | "notification"
  | "article"
  | "event"
  | "password_reset";

export interface MessageOrigin {
  kind: MessageKind;
  /** the area and record the message is about, which the console shows its delivery on */
  area: string;
  recordId: number;
  /** one message per key, ever */
  dedupeKey: string;
}

export interface Text {
  title: string;
  body: string;
}

/** The message's id, or null when a message of this key exists already (nothing more is queued). */
export async function openMessage(tx: Queryable, origin: MessageOrigin): Promise<number | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO outbox_message (kind, area, record_id, dedupe_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [origin.kind, origin.area, origin.recordId, origin.dedupeKey],
  );
  return row ? Number(row.id) : null;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function pushTexts(texts: Partial<Record<Lang, Text>>): Record<string, Text> {
  return Object.fromEntries(
    Object.entries(texts).map(([lang, text]) => [
      lang,
      { title: cut(text.title, pushTitleMax), body: cut(text.body, pushBodyMax) },
    ]),
  );
}

/**
 * One push per registered device of `userId` (an account's devices) and/or of `lang` (every device
 * of that language); neither: every device. Each device gets the text of its language, else that of
 * the default language. Returns how many deliveries were queued.
 */
export async function pushToDevices(
  tx: Queryable,
  messageId: number,
  audience: { userId?: number; lang?: string },
  texts: Partial<Record<Lang, Text>>,
  payload: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx.query<{ n: string }>(
    `WITH queued AS (
       INSERT INTO delivery (message_id, channel, recipient, device_id, title, body, payload)
       SELECT $1, 'push', d.token, d.id,
              COALESCE($2::jsonb -> d.lang ->> 'title', $2::jsonb -> $3::text ->> 'title'),
              COALESCE($2::jsonb -> d.lang ->> 'body', $2::jsonb -> $3::text ->> 'body'),
              $4::jsonb
       FROM push_device d
       WHERE ($5::integer IS NULL OR d.user_id = $5) AND ($6::text IS NULL OR d.lang = $6)
         AND COALESCE($2::jsonb -> d.lang, $2::jsonb -> $3::text) IS NOT NULL
       ON CONFLICT (message_id, channel, recipient) DO NOTHING
       RETURNING 1)
     SELECT count(*) AS n FROM queued`,
    [
      messageId,
      JSON.stringify(pushTexts(texts)),
      defaultLang,
      JSON.stringify(payload),
      audience.userId ?? null,
      audience.lang ?? null,
    ],
  );
  return Number(row?.n ?? 0);
}

/** One e-mail or SMS per recipient (duplicates dropped). `sensitive`: the body is wiped once settled. */
export async function queueTo(
  tx: Queryable,
  messageId: number,
  channel: "email" | "sms",
  recipients: string[],
  text: Text,
  options: { sensitive?: boolean } = {},
): Promise<number> {
  if (!recipients.length) return 0;
  const [row] = await tx.query<{ n: string }>(
    `WITH queued AS (
       INSERT INTO delivery (message_id, channel, recipient, title, body, sensitive)
       SELECT $1, $2, recipient, $4, $5, $6 FROM unnest($3::text[]) AS recipient
       ON CONFLICT (message_id, channel, recipient) DO NOTHING
       RETURNING 1)
     SELECT count(*) AS n FROM queued`,
    [messageId, channel, recipients, text.title, text.body, options.sensitive ?? false],
  );
  return Number(row?.n ?? 0);
}
