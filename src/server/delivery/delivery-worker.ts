/**
 * The delivery worker every API process runs. A round first queues the pushes and SOS summaries whose time has come
 * (`beforeRound`), then claims due deliveries in batches (delivery-store.ts: FOR UPDATE SKIP LOCKED,
 * so the processes behind a load balancer share the queue without taking a row twice), hands each to
 * its channel's sender outside any transaction, and records the outcome: sent, retried later with
 * exponential backoff (backoff.ts), or failed for good with the provider's reason.
 *
 * Rounds run one at a time per process: on a timer (the poll), when a request wrote something
 * (`nudge`), and when a test asks (`deliverDue`, which resolves once everything due when it was
 * called has been handled). A nudged round looks for due pushes of records only if the last look is
 * a poll old: writes come often, and a push's time is not that precise. A round that fails (the
 * database gone) is logged once and the poll tries again; the rows it had claimed come back when
 * their lease runs out.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/database.ts";
import { maxAttempts, retryDelayMs } from "./backoff.ts";
import type { Channel, Outgoing, Sender, SendOutcome } from "./channel.ts";
import { claimDue, markFailed, markRetry, markSent, removeDevice } from "./delivery-store.ts";

export interface WorkerOptions {
  db: Queryable;
  /** the configured channels; the others' deliveries wait in the queue */
  senders: Partial<Record<Channel, Sender>>;
  log: FastifyBaseLogger;
  pollMs: number;
  /** how long a claimed delivery is held before another process may take it again */
  leaseMs: number;
  /** run at the start of a round (not of every nudged one) */
  beforeRound?: () => Promise<unknown>;
}

export interface DeliveryWorker {
  /** a round that handles everything due now; how many deliveries it settled */
  deliverDue(): Promise<number>;
  /** a round soon: something was queued */
  nudge(): void;
  start(): void;
  /** no more rounds; waits for the sends in flight to be settled */
  stop(): Promise<void>;
}

const batchSize = 16;
const settleTries = 3;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { db, senders, log } = options;
  const pausedUntil = new Map<Channel, number>();
  let chain: Promise<number> = Promise.resolve(0);
  let queued: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;
  let lookedAt = 0;
  let lookAsked = false;

  const ready = () =>
    (Object.keys(senders) as Channel[]).filter((channel) => (pausedUntil.get(channel) ?? 0) <= Date.now());

  async function record(row: Outgoing, outcome: SendOutcome): Promise<void> {
    if (outcome.kind === "sent") return markSent(db, row, outcome.providerId);
    if (outcome.kind === "failed") {
      if (outcome.invalidRecipient && row.channel === "push") await removeDevice(db, row.recipient);
      return markFailed(db, row, outcome.reason);
    }
    if (outcome.pauseChannel && outcome.retryAfterMs)
      pausedUntil.set(row.channel, Date.now() + outcome.retryAfterMs);
    if (row.attempts >= maxAttempts)
      return markFailed(db, row, `${outcome.reason} (given up after ${row.attempts} attempts)`);
    return markRetry(db, row, outcome.reason, retryDelayMs(row.attempts, outcome.retryAfterMs));
  }

  /** The outcome must reach the database, or the lease sends the message again: a few tries. */
  async function settle(row: Outgoing, outcome: SendOutcome): Promise<void> {
    for (let tried = 1; ; tried++) {
      try {
        await record(row, outcome);
        return;
      } catch (error) {
        if (tried >= settleTries) {
          log.error(
            { err: error, delivery: row.id, outcome: outcome.kind },
            "delivery outcome not recorded: it is sent again when its lease runs out",
          );
          return;
        }
        await pause(200 * 2 ** tried);
      }
    }
  }

  async function deliver(row: Outgoing): Promise<void> {
    const sender = senders[row.channel];
    let outcome: SendOutcome;
    try {
      outcome = sender ? await sender.send(row) : { kind: "retry", reason: "channel not configured" };
    } catch (error) {
      outcome = { kind: "retry", reason: reasonOf(error) };
    }
    if (outcome.kind === "sent") log.debug({ delivery: row.id, channel: row.channel }, "delivered");
    else log.warn({ delivery: row.id, channel: row.channel, outcome }, "delivery not accepted");
    await settle(row, outcome);
  }

  async function round(): Promise<number> {
    let settled = 0;
    const look = lookAsked || Date.now() - lookedAt >= options.pollMs;
    lookAsked = false;
    try {
      if (look) {
        lookedAt = Date.now();
        await options.beforeRound?.();
      }
      while (!stopped) {
        const batch = await claimDue(db, { channels: ready(), limit: batchSize, leaseMs: options.leaseMs });
        if (!batch.length) break;
        await Promise.all(batch.map(deliver));
        settled += batch.length;
      }
      if (failing) log.info("delivery worker reaches the database again");
      failing = false;
    } catch (error) {
      // Logged once per outage, not at every poll.
      if (!failing) log.warn({ err: error }, "delivery round failed; the next poll tries again");
      failing = true;
    }
    return settled;
  }

  function request(look: boolean): Promise<number> {
    if (stopped) return Promise.resolve(0);
    lookAsked ||= look;
    // A round that has not started yet will see whatever is due now: no need for another.
    if (queued) return queued;
    const next = chain.then(() => {
      queued = null;
      return stopped ? 0 : round();
    });
    queued = next;
    chain = next;
    return next;
  }

  return {
    deliverDue: () => request(true),
    nudge: () => void request(false),
    start() {
      if (timer || stopped) return;
      // unref: the timer alone does not keep the process alive
      timer = setInterval(() => void request(true), options.pollMs).unref();
      void request(true);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
      await Promise.all(Object.values(senders).map((sender) => sender?.close?.()));
    },
  };
}
