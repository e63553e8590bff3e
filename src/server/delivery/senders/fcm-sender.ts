/**
 * Push notifications through Firebase Cloud Messaging HTTP v1: one POST of the message to
 * {endpoint}/v1/projects/{project}/messages:send per device token, authorised by the service
 * account's access token. A duplicate (a delivery sent again after a crash, see docs/delivery.md)
 * replaces the first on the device instead of showing twice: Android's notification tag and APNs'
 * collapse id are the message's.
 */

import type { Outgoing, Sender, SendOutcome } from "../channel.ts";
import type { DeliveryConfig } from "../delivery-config.ts";
import { fcmOutcome } from "./fcm-answer.ts";
import { accessTokens, TokenRefused } from "./google-access-token.ts";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** FCM data values must be strings. */
const stringValues = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)]));

function fcmMessage(row: Outgoing) {
  const collapse = `m${row.messageId}`;
  return {
    message: {
      token: row.recipient,
      notification: { title: row.title, body: row.body },
      data: { ...stringValues(row.payload), message: String(row.messageId) },
      android: { notification: { tag: collapse } },
      apns: { headers: { "apns-collapse-id": collapse } },
    },
  };
}

export function createFcmSender(
  { account, endpoint }: NonNullable<DeliveryConfig["fcm"]>,
  timeoutMs: number,
): Sender {
  const tokens = accessTokens(account, timeoutMs);
  const url = `${endpoint}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  return {
    async send(row): Promise<SendOutcome> {
      let token: string;
      try {
        token = await tokens.get();
      } catch (error) {
        const prefix = error instanceof TokenRefused ? "" : "OAuth token endpoint not reached: ";
        return { kind: "retry", reason: `${prefix}${reasonOf(error)}` };
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(fcmMessage(row)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: "retry", reason: `FCM not reached: ${reasonOf(error)}` };
      }
      if (response.status === 401) tokens.forget();
      const body = await response.json().catch(() => null);
      return fcmOutcome(response.status, body, response.headers.get("retry-after"));
    },
  };
}
