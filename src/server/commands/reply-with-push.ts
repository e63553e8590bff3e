/**
 * The shared step of the SOS and opinion replies: store the reply in the record and queue the push to
 * its author's devices, once, in the same transaction (src/server/delivery/outbox.ts). The record row
 * is locked (FOR UPDATE) so that two replies sent at the same time are decided one after the other:
 * the second sees the first and is refused.
 */
import type { AreaSpec } from "../../shared/area-spec.ts";
import { tableStore } from "../areas/table-store.ts";
import { findAccount } from "../auth/accounts.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Row } from "../db/record-store.ts";
import { openMessage, pushToDevices } from "../delivery/outbox.ts";
import { ApiError } from "../http/api-error.ts";
import { isRecordId } from "./command-handler.ts";

export interface ReplyOptions {
  area: AreaSpec;
  id: unknown;
  /** the request field that named the record, where its refusals are reported */
  field: string;
  /** refusal codes of the area's manifest */
  codes: { notFound: number; alreadyReplied: number; noAuthor: number };
  replied: (data: Record<string, unknown>) => boolean;
  kind: "sos_reply" | "rating_reply";
  title: string;
  body: string;
  /** further fields the reply sets in the record */
  extra?: Record<string, unknown>;
}

/** The author's account id, or null when the record has none (sent signed out) or it was deleted. */
async function authorOf(tx: Queryable, userId: unknown): Promise<number | null> {
  const id = typeof userId === "string" && /^\d+$/.test(userId) ? Number(userId) : userId;
  if (!isRecordId(id)) return null;
  return (await findAccount(tx, id))?.id ?? null;
}

export function replyWithPush(db: Database, options: ReplyOptions): Promise<Row> {
  const { area, id, field, codes } = options;
  if (!isRecordId(id)) throw ApiError.code(codes.notFound, field);
  return db.transaction(async (tx) => {
    const record = await tableStore.get(tx, area, id, "update");
    if (!record) throw ApiError.code(codes.notFound, field);
    if (options.replied(record)) throw ApiError.code(codes.alreadyReplied, field);
    const userId = await authorOf(tx, record.user_id);
    if (userId === null) throw ApiError.code(codes.noAuthor, field);
    const updated = await tableStore.update(tx, area, id, {
      ...options.extra,
      reply_title: options.title,
      reply_body: options.body,
      replied_at: new Date().toISOString(),
    });
    if (!updated) throw new Error(`${area.area} #${id} vanished while locked`);
    const messageId = await openMessage(tx, {
      kind: options.kind,
      area: area.area,
      recordId: id,
      dedupeKey: `${options.kind}:${id}`,
    });
    // Staff write the reply in one language: every device of the author gets it as written.
    const text = { title: options.title, body: options.body };
    if (messageId !== null)
      await pushToDevices(
        tx,
        messageId,
        { userId },
        { pl: text, en: text },
        { area: area.area, id, kind: options.kind },
      );
    return updated;
  });
}
