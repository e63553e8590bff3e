/**
 * The shared step of the SOS and opinion replies: store the reply in the record and queue the push to
 * its author, once. The record row is locked (FOR UPDATE) so that two replies sent at the same time
 * are decided one after the other: the second sees the first and is refused.
 */
import type { AreaSpec } from "../../shared/area-spec.ts";
import { recordsStore } from "../areas/records-store.ts";
import type { Row } from "../areas/store.ts";
import { findAccount } from "../auth/accounts.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { isRecordId } from "./command-handler.ts";
import { enqueuePush, type PushKind } from "./push-outbox.ts";

export interface ReplyOptions {
  area: AreaSpec;
  id: unknown;
  /** the request field that named the record, where its refusals are reported */
  field: string;
  /** refusal codes of the area's manifest */
  codes: { notFound: number; alreadyReplied: number; noAuthor: number };
  replied: (data: Record<string, unknown>) => boolean;
  kind: PushKind;
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
    const [record] = await tx.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM record WHERE area = $1 AND id = $2 FOR UPDATE",
      [area.area, id],
    );
    if (!record) throw ApiError.code(codes.notFound, field);
    if (options.replied(record.data)) throw ApiError.code(codes.alreadyReplied, field);
    const userId = await authorOf(tx, record.data.user_id);
    if (userId === null) throw ApiError.code(codes.noAuthor, field);
    const updated = await recordsStore.update(tx, area, id, {
      ...options.extra,
      reply_title: options.title,
      reply_body: options.body,
      replied_at: new Date().toISOString(),
    });
    if (!updated) throw new Error(`${area.area} #${id} vanished while locked`);
    await enqueuePush(tx, {
      kind: options.kind,
      userId,
      title: options.title,
      body: options.body,
      payload: { area: area.area, id },
    });
    return updated;
  });
}
