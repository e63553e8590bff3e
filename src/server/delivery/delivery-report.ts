/**
 * What the console and GET /api/health show of the outbox: per record, each message with its
 * deliveries counted by channel and state and the reasons of those that failed; overall, the queue's
 * depth and its oldest waiting delivery per channel.
 */
import type { Queryable } from "../db/database.ts";
import { type Channel, channels } from "./channel.ts";

export interface ChannelReport {
  channel: Channel;
  /** false: the channel has no settings (FCM_CREDENTIALS, SMTP_URL, SMS_URL), its deliveries wait */
  configured: boolean;
  queued: number;
  sent: number;
  failed: number;
  /** the latest reason a queued delivery is being retried for */
  lastError: string | null;
}

export interface FailureReport {
  id: number;
  channel: Channel;
  /** the address; a device token shortened to its end */
  recipient: string;
  reason: string | null;
  attempts: number;
  at: string;
}

export interface MessageReport {
  id: number;
  kind: string;
  created_at: string;
  /** devices, addresses and numbers it was queued for (0: there was nobody to send it to) */
  recipients: number;
  channels: ChannelReport[];
  failures: FailureReport[];
}

export interface RecordDelivery {
  record_id: number;
  messages: MessageReport[];
}

const shortened = (channel: Channel, recipient: string) =>
  channel === "push" && recipient.length > 12 ? `…${recipient.slice(-8)}` : recipient;

/** The deliveries of records `ids` of `area`, one entry per record that has messages. */
export async function deliveryReports(
  db: Queryable,
  area: string,
  ids: number[],
  configured: ReadonlySet<Channel>,
): Promise<RecordDelivery[]> {
  const counts = await db.query<{
    id: string;
    kind: string;
    record_id: number;
    created_at: Date;
    channel: Channel | null;
    state: "queued" | "sent" | "failed" | null;
    n: string;
    last_error: string | null;
  }>(
    `SELECT m.id, m.kind, m.record_id, m.created_at, d.channel, d.state, count(d.id) AS n,
            (array_agg(d.last_error ORDER BY d.updated_at DESC) FILTER (WHERE d.last_error IS NOT NULL))[1]
              AS last_error
     FROM outbox_message m LEFT JOIN delivery d ON d.message_id = m.id
     WHERE m.area = $1 AND m.record_id = ANY($2::integer[])
     GROUP BY m.id, d.channel, d.state
     ORDER BY m.id`,
    [area, ids],
  );
  const failures = await db.query<{
    id: string;
    message_id: string;
    channel: Channel;
    recipient: string;
    last_error: string | null;
    attempts: number;
    updated_at: Date;
  }>(
    `SELECT d.id, d.message_id, d.channel, d.recipient, d.last_error, d.attempts, d.updated_at
     FROM delivery d JOIN outbox_message m ON m.id = d.message_id
     WHERE m.area = $1 AND m.record_id = ANY($2::integer[]) AND d.state = 'failed'
     ORDER BY d.id LIMIT 500`,
    [area, ids],
  );
  const messages = new Map<number, MessageReport & { record_id: number }>();
  for (const row of counts) {
    const id = Number(row.id);
    const message = messages.get(id) ?? {
      id,
      kind: row.kind,
      record_id: row.record_id,
      created_at: row.created_at.toISOString(),
      recipients: 0,
      channels: [],
      failures: [],
    };
    messages.set(id, message);
    if (!row.channel || !row.state) continue;
    let report = message.channels.find((c) => c.channel === row.channel);
    if (!report) {
      report = {
        channel: row.channel,
        configured: configured.has(row.channel),
        queued: 0,
        sent: 0,
        failed: 0,
        lastError: null,
      };
      message.channels.push(report);
    }
    report[row.state] += Number(row.n);
    message.recipients += Number(row.n);
    if (row.state === "queued") report.lastError = row.last_error;
  }
  for (const row of failures) {
    messages.get(Number(row.message_id))?.failures.push({
      id: Number(row.id),
      channel: row.channel,
      recipient: shortened(row.channel, row.recipient),
      reason: row.last_error,
      attempts: row.attempts,
      at: row.updated_at.toISOString(),
    });
  }
  const byRecord = new Map<number, MessageReport[]>();
  for (const { record_id, ...message } of messages.values()) {
    message.channels.sort((a, b) => channels.indexOf(a.channel) - channels.indexOf(b.channel));
    byRecord.set(record_id, [...(byRecord.get(record_id) ?? []), message]);
  }
  return [...byRecord].map(([record_id, list]) => ({ record_id, messages: list }));
}

export interface QueueHealth {
  /** deliveries waiting, of every channel */
  queued: number;
  /** when the oldest of them was queued; null: none waits */
  oldestQueuedAt: string | null;
  oldestWaitSeconds: number | null;
  channels: Record<Channel, { configured: boolean; queued: number; failed: number }>;
}

export async function queueHealth(db: Queryable, configured: ReadonlySet<Channel>): Promise<QueueHealth> {
  const rows = await db.query<{
    channel: Channel;
    queued: string;
    failed: string;
    oldest: Date | null;
    now: Date;
  }>(
    `SELECT channel, count(*) FILTER (WHERE state = 'queued') AS queued,
            count(*) FILTER (WHERE state = 'failed') AS failed,
            min(created_at) FILTER (WHERE state = 'queued') AS oldest, now() AS now
     FROM delivery WHERE state IN ('queued', 'failed') GROUP BY channel`,
  );
  const health: QueueHealth = {
    queued: 0,
    oldestQueuedAt: null,
    oldestWaitSeconds: null,
    channels: Object.fromEntries(
      channels.map((c) => [c, { configured: configured.has(c), queued: 0, failed: 0 }]),
    ) as QueueHealth["channels"],
  };
  let oldest: Date | null = null;
  let now = new Date();
  for (const row of rows) {
    health.channels[row.channel].queued = Number(row.queued);
    health.channels[row.channel].failed = Number(row.failed);
    health.queued += Number(row.queued);
    now = row.now;
    if (row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
  }
  if (oldest) {
    health.oldestQueuedAt = oldest.toISOString();
    health.oldestWaitSeconds = Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000));
  }
  return health;
}
