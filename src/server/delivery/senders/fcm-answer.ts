/**
 * What an answer of FCM HTTP v1 (projects.messages.send) means for a delivery, after its error
 * reference: the token is dead (UNREGISTERED, SENDER_ID_MISMATCH, or INVALID_ARGUMENT about the token
 * itself: an FcmError detail and no field violation) and the device is removed; the message itself is
 * wrong (INVALID_ARGUMENT with a BadRequest detail) and it fails; FCM is over quota, unavailable or
 * failing inside (429, 503, 500) and it is tried again, no sooner than Retry-After, a quota pausing
 * the whole channel; our access token was refused (401) and it is tried again with a new one.
 */
import { parseRetryAfter } from "../backoff.ts";
import type { SendOutcome } from "../channel.ts";

interface FcmError {
  code?: number;
  message?: string;
  status?: string;
  details?: { "@type"?: string; errorCode?: string }[];
}

const quotaPauseMs = 60_000;

export function fcmOutcome(status: number, body: unknown, retryAfter: string | null): SendOutcome {
  const answer = (body ?? {}) as { name?: unknown; error?: FcmError };
  if (status >= 200 && status < 300)
    return { kind: "sent", providerId: typeof answer.name === "string" ? answer.name : null };
  const error = answer.error ?? {};
  const details = Array.isArray(error.details) ? error.details : [];
  const fcmCode = details.find((d) => d["@type"]?.endsWith("google.firebase.fcm.v1.FcmError"))?.errorCode;
  const badRequest = details.some((d) => d["@type"]?.endsWith("google.rpc.BadRequest"));
  const code = fcmCode ?? error.status ?? "UNSPECIFIED_ERROR";
  const reason = `FCM ${status} ${code}${error.message ? `: ${error.message}` : ""}`;
  const after = parseRetryAfter(retryAfter) ?? undefined;
  if (code === "UNREGISTERED" || code === "SENDER_ID_MISMATCH")
    return { kind: "failed", reason, invalidRecipient: true };
  if (status === 400 || code === "INVALID_ARGUMENT")
    return { kind: "failed", reason, invalidRecipient: fcmCode === "INVALID_ARGUMENT" && !badRequest };
  if (status === 429 || code === "QUOTA_EXCEEDED")
    return { kind: "retry", reason, retryAfterMs: after ?? quotaPauseMs, pauseChannel: true };
  if (status === 401 || status === 403 || status >= 500)
    return { kind: "retry", reason, retryAfterMs: after };
  return { kind: "failed", reason };
}
