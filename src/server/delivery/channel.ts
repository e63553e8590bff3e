/** What the delivery worker hands a channel's sender, and what a sender answers. */

export type Channel = "push" | "email" | "sms";

export const channels: readonly Channel[] = ["push", "email", "sms"];

/** A claimed delivery row: one message to one recipient over one channel. */
export interface Outgoing {
  id: number;
  messageId: number;
  channel: Channel;
  /** a device token, an e-mail address or a phone number */
  recipient: string;
  title: string;
  body: string;
  /** what the app opens when a push is tapped */
  payload: Record<string, unknown>;
  /** attempts so far, this one included */
  attempts: number;
}

export type SendOutcome =
  /** the provider accepted the message; its id for it when it gives one */
  | { kind: "sent"; providerId: string | null }
  /**
   * worth trying again later: the provider was unreachable, busy or refused us for now. retryAfterMs
   * is the provider's Retry-After; pauseChannel stops the whole channel that long (a quota).
   */
  | { kind: "retry"; reason: string; retryAfterMs?: number; pauseChannel?: boolean }
  /** never worth trying again; invalidRecipient: the device token is dead and is removed */
  | { kind: "failed"; reason: string; invalidRecipient?: boolean };

export interface Sender {
  send(outgoing: Outgoing): Promise<SendOutcome>;
  close?(): Promise<void>;
}
