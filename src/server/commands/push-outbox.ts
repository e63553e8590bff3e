/**
 * Queues a push message in push_outbox (migration 003). Callers enqueue inside the transaction that
 * stores the change the message reports, so the two commit or roll back together; a delivery worker
 * (a later issue) sends the queued rows to the push providers.
 */
import type { Queryable } from "../db/database.ts";

export type PushKind = "sos_reply" | "rating_reply" | "notification";

export interface PushMessage {
  kind: PushKind;
  /** the recipient; null sends to every device (kind "notification" only) */
  userId: number | null;
  title: string;
  body: string;
  /** what the app opens when the push is tapped */
  payload: Record<string, unknown>;
}

export async function enqueuePush(tx: Queryable, push: PushMessage): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    "INSERT INTO push_outbox (kind, user_id, title, body, payload) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id",
    [push.kind, push.userId, push.title, push.body, JSON.stringify(push.payload)],
  );
  if (!row) throw new Error("insert into push_outbox returned nothing");
  return Number(row.id);
}
