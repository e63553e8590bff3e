/**
 * The delivery rows' life in SQL: claimed with FOR UPDATE SKIP LOCKED (so processes never take the
 * same row at once), settled as sent, to retry or failed, and taken back after a lease when the
 * process that claimed them died. Every statement is one atomic UPDATE, so none needs a transaction
 * of its own and none holds a lock while a provider is being called.
 */
import type { Queryable } from "../db/database.ts";
import type { Channel, Outgoing } from "./channel.ts";

interface ClaimedRow {
  id: string;
  message_id: string;
  channel: Channel;
  recipient: string;
  title: string;
  body: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries of `channels`. Claiming moves next_at one lease ahead and counts
 * the attempt: if this process dies before settling them, any process takes them again once the
 * lease has run out (at least once: that is where a duplicate can come from).
 */
export async function claimDue(
  db: Queryable,
  { channels, limit, leaseMs }: { channels: Channel[]; limit: number; leaseMs: number },
): Promise<Outgoing[]> {
  if (!channels.length) return [];
  const rows = await db.query<ClaimedRow>(
    `UPDATE delivery SET next_at = now() + $3 * interval '1 millisecond', attempts = attempts + 1,
            updated_at = now()
     WHERE id IN (SELECT id FROM delivery
                  WHERE state = 'queued' AND next_at <= now() AND channel = ANY($1::text[])
                  ORDER BY next_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, message_id, channel, recipient, title, body, payload, attempts`,
    [channels, limit, leaseMs],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    messageId: Number(r.message_id),
    channel: r.channel,
    recipient: r.recipient,
    title: r.title,
    body: r.body,
    payload: r.payload,
    attempts: r.attempts,
  }));
}

// A settle names the attempt it settles: when a lease ran out and another process took the row
// again, the late answer of the first attempt changes nothing.
const mine = "id = $1 AND attempts = $2 AND state = 'queued'";
const wipe = "body = CASE WHEN sensitive THEN '' ELSE body END";

export async function markSent(db: Queryable, row: Outgoing, providerId: string | null): Promise<void> {
  await db.query(
    `UPDATE delivery SET state = 'sent', sent_at = now(), provider_id = $3, last_error = NULL,
            updated_at = now(), ${wipe} WHERE ${mine}`,
    [row.id, row.attempts, providerId],
  );
}

export async function markRetry(
  db: Queryable,
  row: Outgoing,
  reason: string,
  delayMs: number,
): Promise<void> {
  await db.query(
    `UPDATE delivery SET next_at = now() + $4 * interval '1 millisecond', last_error = $3, updated_at = now()
     WHERE ${mine}`,
    [row.id, row.attempts, reason, delayMs],
  );
}

export async function markFailed(db: Queryable, row: Outgoing, reason: string): Promise<void> {
  await db.query(
    `UPDATE delivery SET state = 'failed', last_error = $3, updated_at = now(), ${wipe} WHERE ${mine}`,
    [row.id, row.attempts, reason],
  );
}

/** A token FCM called dead: its device is forgotten (the app registers its new token). */
export async function removeDevice(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM push_device WHERE token = $1", [token]);
}

/** Puts the failed deliveries of a record's messages back in the queue; how many. */
export async function retryFailed(db: Queryable, area: string, recordId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE delivery SET state = 'queued', attempts = 0, next_at = now(), updated_at = now()
     WHERE state = 'failed' AND NOT sensitive
       AND message_id IN (SELECT id FROM outbox_message WHERE area = $1 AND record_id = $2)
     RETURNING id`,
    [area, recordId],
  );
  return rows.length;
}

export async function hasMessages(db: Queryable, area: string, recordId: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM outbox_message WHERE area = $1 AND record_id = $2 LIMIT 1", [
    area,
    recordId,
  ]);
  return rows.length > 0;
}
