/**
 * One line of what became of the messages about a record (SOS reply and alert, opinion reply, pushed
 * notification or news), for the list's delivery button: the worst state wins, so a failure or a
 * channel without settings is seen before what went well.
 */
import type { components } from "../../../../generated/api-types.ts";

export type DeliveryMessage = components["schemas"]["DeliveryMessage"];
export type DeliveryChannel = components["schemas"]["DeliveryChannel"];

export type DeliveryState =
  /** something failed for good: retry is offered */
  | "failed"
  /** waiting on a channel that has no settings */
  | "waiting"
  /** queued or being retried */
  | "queued"
  /** everything accepted by the providers */
  | "sent"
  /** nobody to send it to (no registered device, no contact) */
  | "none";

export interface DeliverySummary {
  state: DeliveryState;
  sent: number;
  queued: number;
  failed: number;
  /** recipients of every message: devices, addresses, numbers */
  total: number;
}

export function deliverySummary(messages: readonly DeliveryMessage[]): DeliverySummary {
  const channels = messages.flatMap((m) => m.channels);
  const count = (pick: (c: DeliveryChannel) => number) => channels.reduce((sum, c) => sum + pick(c), 0);
  const sent = count((c) => c.sent);
  const queued = count((c) => c.queued);
  const failed = count((c) => c.failed);
  const waiting = channels.some((c) => !c.configured && c.queued > 0);
  const state: DeliveryState = failed
    ? "failed"
    : waiting
      ? "waiting"
      : queued
        ? "queued"
        : sent
          ? "sent"
          : "none";
  return { state, sent, queued, failed, total: sent + queued + failed };
}
