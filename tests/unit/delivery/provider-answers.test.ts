/** What FCM's, the SMS gateway's and the SMTP server's answers mean for a delivery, as tables. */
import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs } from "../../../src/server/delivery/backoff.ts";
import type { SendOutcome } from "../../../src/server/delivery/channel.ts";
import { fcmOutcome } from "../../../src/server/delivery/senders/fcm-answer.ts";
import { mailOutcome, messageIdOf } from "../../../src/server/delivery/senders/mail-sender.ts";
import { gatewayNumber } from "../../../src/server/delivery/senders/sms-sender.ts";
import { smsOutcome } from "../../../src/server/delivery/senders/smsapi-answer.ts";

const fcmError = (status: number, code: string, message: string, details: object[] = []) => ({
  error: { code: status, status: code, message, details },
});
const fcmDetail = (errorCode: string) => ({
  "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
  errorCode,
});
const badRequest = { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [] };

describe("fcmOutcome", () => {
  it.each<[string, { status: number; body: unknown; retryAfter?: string }, SendOutcome]>([
    [
      "accepted",
      { status: 200, body: { name: "projects/p/messages/1" } },
      { kind: "sent", providerId: "projects/p/messages/1" },
    ],
    [
      "an unregistered token: removed",
      {
        status: 404,
        body: fcmError(404, "NOT_FOUND", "Requested entity was not found.", [fcmDetail("UNREGISTERED")]),
      },
      {
        kind: "failed",
        reason: "FCM 404 UNREGISTERED: Requested entity was not found.",
        invalidRecipient: true,
      },
    ],
    [
      "a token of another project: removed",
      {
        status: 403,
        body: fcmError(403, "PERMISSION_DENIED", "SenderId mismatch", [fcmDetail("SENDER_ID_MISMATCH")]),
      },
      { kind: "failed", reason: "FCM 403 SENDER_ID_MISMATCH: SenderId mismatch", invalidRecipient: true },
    ],
    [
      "a malformed token: removed",
      {
        status: 400,
        body: fcmError(400, "INVALID_ARGUMENT", "not a valid token", [fcmDetail("INVALID_ARGUMENT")]),
      },
      { kind: "failed", reason: "FCM 400 INVALID_ARGUMENT: not a valid token", invalidRecipient: true },
    ],
    [
      "a malformed message: the device is kept",
      { status: 400, body: fcmError(400, "INVALID_ARGUMENT", "Invalid value", [badRequest]) },
      { kind: "failed", reason: "FCM 400 INVALID_ARGUMENT: Invalid value", invalidRecipient: false },
    ],
    [
      "over quota: the channel waits Retry-After",
      {
        status: 429,
        body: fcmError(429, "RESOURCE_EXHAUSTED", "Quota", [fcmDetail("QUOTA_EXCEEDED")]),
        retryAfter: "30",
      },
      { kind: "retry", reason: "FCM 429 QUOTA_EXCEEDED: Quota", retryAfterMs: 30_000, pauseChannel: true },
    ],
    [
      "over quota without Retry-After: a minute",
      { status: 429, body: fcmError(429, "RESOURCE_EXHAUSTED", "Quota", [fcmDetail("QUOTA_EXCEEDED")]) },
      { kind: "retry", reason: "FCM 429 QUOTA_EXCEEDED: Quota", retryAfterMs: 60_000, pauseChannel: true },
    ],
    [
      "unavailable",
      {
        status: 503,
        body: fcmError(503, "UNAVAILABLE", "down", [fcmDetail("UNAVAILABLE")]),
        retryAfter: "5",
      },
      { kind: "retry", reason: "FCM 503 UNAVAILABLE: down", retryAfterMs: 5000 },
    ],
    [
      "our access token refused",
      { status: 401, body: fcmError(401, "UNAUTHENTICATED", "bad token") },
      { kind: "retry", reason: "FCM 401 UNAUTHENTICATED: bad token", retryAfterMs: undefined },
    ],
    [
      "an answer that is not JSON",
      { status: 502, body: null },
      { kind: "retry", reason: "FCM 502 UNSPECIFIED_ERROR", retryAfterMs: undefined },
    ],
  ])("%s", (_name, { status, body, retryAfter }, want) => {
    expect(fcmOutcome(status, body, retryAfter ?? null)).toEqual(want);
  });
});

describe("smsOutcome", () => {
  const accepted = { count: 1, list: [{ id: "1750", points: 0.16, number: "48600100200", status: "QUEUE" }] };
  it.each<[string, { status: number; body: unknown; retryAfter?: string }, SendOutcome]>([
    ["accepted", { status: 200, body: accepted }, { kind: "sent", providerId: "1750" }],
    [
      "no valid number (13): failed",
      { status: 200, body: { error: 13, message: "No correct phone numbers" } },
      { kind: "failed", reason: "SMS gateway error 13: No correct phone numbers" },
    ],
    [
      "no credit (103): tried again",
      { status: 200, body: { error: 103, message: "Insufficient credits" } },
      { kind: "retry", reason: "SMS gateway error 103: Insufficient credits" },
    ],
    [
      "authorisation failed (101): tried again",
      { status: 200, body: { error: 101, message: "Authorization failed" } },
      { kind: "retry", reason: "SMS gateway error 101: Authorization failed" },
    ],
    [
      "a reused idx: an earlier attempt got through",
      { status: 200, body: { error: 53, message: "idx already used" } },
      { kind: "sent", providerId: "idx d7 (accepted earlier)" },
    ],
    [
      "the gateway down",
      { status: 503, body: null, retryAfter: "2" },
      { kind: "retry", reason: "SMS gateway 503", retryAfterMs: 2000 },
    ],
    [
      "an answer without a list",
      { status: 200, body: {} },
      { kind: "failed", reason: "SMS gateway 200: unexpected answer" },
    ],
  ])("%s", (_name, { status, body, retryAfter }, want) => {
    expect(smsOutcome(status, body, retryAfter ?? null, "d7")).toEqual(want);
  });

  it.each([
    ["+48 42 555 01 10", "48425550110"],
    ["0048600100200", "48600100200"],
    ["+48-600-100-200", "48600100200"],
  ])("writes %s as %s for the gateway", (phone, want) => {
    expect(gatewayNumber(phone)).toBe(want);
  });
});

describe("mailOutcome", () => {
  it.each<[string, object, SendOutcome]>([
    [
      "a mailbox refused for good",
      { code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 Mailbox does not exist" },
      { kind: "failed", reason: "SMTP 550 5.1.1 Mailbox does not exist" },
    ],
    [
      "a mailbox busy for now",
      { code: "EENVELOPE", responseCode: 451, response: "451 4.2.1 Try later" },
      { kind: "retry", reason: "SMTP EENVELOPE 451 4.2.1 Try later" },
    ],
    [
      "no server",
      { code: "ESOCKET", message: "connect ECONNREFUSED 127.0.0.1:25" },
      { kind: "retry", reason: "SMTP ESOCKET connect ECONNREFUSED 127.0.0.1:25" },
    ],
  ])("%s", (_name, error, want) => {
    expect(mailOutcome(error)).toEqual(want);
  });

  it("names a mail by its delivery, at the sender's domain", () => {
    const row = {
      id: 34,
      messageId: 12,
      channel: "email",
      recipient: "a@b.pl",
      title: "",
      body: "",
      payload: {},
      attempts: 1,
    } as const;
    expect(messageIdOf(row, "Kampus <kampus@umed.example>")).toBe("<m12.d34@umed.example>");
  });
});

describe("backoff", () => {
  it.each([
    [1, 0, 4000, 5000],
    [2, 0, 8000, 10_000],
    [5, 0, 64_000, 80_000],
    [20, 0, 2_880_000, 3_600_000],
    [1, 30_000, 30_000, 30_000],
  ])("after attempt %i (Retry-After %i ms): %i to %i ms", (attempts, retryAfter, low, high) => {
    expect(retryDelayMs(attempts, retryAfter, () => 1)).toBe(low);
    expect(retryDelayMs(attempts, retryAfter, () => 0)).toBe(high);
  });

  it.each([
    ["120", 120_000],
    ["Wed, 25 Nov 2026 10:00:30 GMT", 30_000],
    ["soon", null],
    [null, null],
  ])("reads Retry-After %s", (header, want) => {
    expect(parseRetryAfter(header, Date.parse("2026-11-25T10:00:00Z"))).toBe(want);
  });
});
