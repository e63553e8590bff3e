/**
 * What an answer of an SMSAPI.pl-style gateway (POST sms.do, format=json) means for a delivery. It
 * accepts with `{"count": 1, "list": [{"id": …, "status": "QUEUE"}]}` and refuses with HTTP 200 and
 * `{"error": <code>, "message": …}`. Refusals for the message or the number (13: no valid number,
 * 11: message too long, 14: sender name, …) fail; those of the account or the gateway itself
 * (authorisation, no credit, internal errors, too many requests) are tried again, so an SOS alert
 * still goes out once the account is put right. A reused idx (the delivery's id, sent with
 * check_idx=1) means an earlier attempt got through: sent.
 */
import { parseRetryAfter } from "../backoff.ts";
import type { SendOutcome } from "../channel.ts";

/** 8 request error, 101-105 authorisation, credit or IP filter, 201-203 and 999 the gateway's own failures */
const tryAgain = new Set([8, 101, 102, 103, 105, 201, 202, 203, 999]);
/** the idx was used by an earlier message (check_idx=1) */
const duplicateIdx = 53;

export function smsOutcome(
  status: number,
  body: unknown,
  retryAfter: string | null,
  idx: string,
): SendOutcome {
  const answer = (body ?? {}) as { error?: unknown; message?: unknown; list?: { id?: unknown }[] };
  const words = typeof answer.message === "string" ? answer.message : "";
  if (status === 429 || status >= 500)
    return {
      kind: "retry",
      reason: `SMS gateway ${status}${words ? `: ${words}` : ""}`,
      retryAfterMs: parseRetryAfter(retryAfter) ?? undefined,
    };
  if (typeof answer.error === "number") {
    const reason = `SMS gateway error ${answer.error}${words ? `: ${words}` : ""}`;
    if (answer.error === duplicateIdx) return { kind: "sent", providerId: `idx ${idx} (accepted earlier)` };
    return tryAgain.has(answer.error) ? { kind: "retry", reason } : { kind: "failed", reason };
  }
  if (status === 401 || status === 403) return { kind: "retry", reason: `SMS gateway ${status}` };
  const id = answer.list?.[0]?.id;
  if (status >= 200 && status < 300 && id !== undefined) return { kind: "sent", providerId: String(id) };
  return { kind: "failed", reason: `SMS gateway ${status}: unexpected answer` };
}
