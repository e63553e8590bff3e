/**
 * The delivery settings, read once at start (docs/configuration.md). Each channel is on
 * when its variables are set and off otherwise: its deliveries then wait in the queue, shown as
 * "channel not configured" in the console and in GET /api/health. A channel set up wrongly stops the
 * start with the reason, like any other setting.
 */
import { readFileSync } from "node:fs";
import { envInteger } from "../settings/env-integer.ts";

/** A Firebase service account key (the JSON file the Firebase console downloads). */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId: string | null;
  /** where the OAuth 2.0 access token is obtained (JWT bearer grant, RFC 7523) */
  tokenUri: string;
}

export interface DeliveryConfig {
  /** FCM_CREDENTIALS, FCM_ENDPOINT */
  fcm: { account: ServiceAccount; endpoint: string } | null;
  /** SMTP_URL, MAIL_FROM */
  smtp: { url: string; from: string } | null;
  /** SMS_URL, SMS_TOKEN: an SMSAPI.pl-compatible gateway */
  sms: { url: string; token: string } | null;
  /** DELIVERY_POLL_MS: how often each process looks for due deliveries */
  pollMs: number;
  /** DELIVERY_LEASE_MS: how long a claimed delivery is held before another process may take it */
  leaseMs: number;
  /** PUBLIC_URL: the console's address as its users reach it, for the links in e-mails */
  publicUrl: string;
  /**
   * SOS_ALERT_INTERVAL_MINUTES: the SOS contacts are alerted at most once per this many minutes per
   * reporting account, later reports summarised in the next alert; 0: every report alerts at once
   */
  sosAlertIntervalMinutes: number;
}

const fcmDefaultEndpoint = "https://fcm.googleapis.com";

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An https URL, or plain http on loopback only (the test servers): credentials never go out in clear. */
function serviceUrl(name: string, raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const ok = url && (url.protocol === "https:" || (url.protocol === "http:" && loopback.has(url.hostname)));
  if (!ok) throw new Error(`${name} must be an https URL (http only on loopback), got '${raw}'`);
  return raw.replace(/\/+$/, "");
}

function serviceAccount(path: string): ServiceAccount {
  let key: Record<string, unknown>;
  try {
    key = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(
      `FCM_CREDENTIALS must name a readable Firebase service account key (JSON): ${(error as Error).message}`,
    );
  }
  const text = (field: string) =>
    typeof key[field] === "string" && key[field] ? (key[field] as string) : null;
  const missing = ["project_id", "client_email", "private_key", "token_uri"].filter((f) => !text(f));
  if (missing.length)
    throw new Error(`FCM_CREDENTIALS: ${path} is not a service account key: no ${missing.join(", ")}`);
  return {
    projectId: text("project_id") as string,
    clientEmail: text("client_email") as string,
    privateKey: text("private_key") as string,
    privateKeyId: text("private_key_id"),
    tokenUri: serviceUrl("token_uri of FCM_CREDENTIALS", text("token_uri") as string),
  };
}

function smtp(env: NodeJS.ProcessEnv): DeliveryConfig["smtp"] {
  const url = env.SMTP_URL;
  if (!url) return null;
  if (!/^smtps?:\/\/[^/]+/.test(url) || !URL.canParse(url))
    throw new Error("SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, got another value");
  const from = env.MAIL_FROM;
  if (!from || !/[^\s@<>]+@[^\s@<>]+/.test(from))
    throw new Error(
      `MAIL_FROM must be the sender's address (e.g. "Kampus <kampus@umed.example>") with SMTP_URL`,
    );
  return { url, from };
}

function sms(env: NodeJS.ProcessEnv): DeliveryConfig["sms"] {
  if (!env.SMS_URL) return null;
  if (!env.SMS_TOKEN) throw new Error("SMS_TOKEN (the gateway's API token) is required with SMS_URL");
  return { url: serviceUrl("SMS_URL", env.SMS_URL), token: env.SMS_TOKEN };
}

export function readDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const port = env.PORT || "8080";
  return {
    fcm: env.FCM_CREDENTIALS
      ? {
          account: serviceAccount(env.FCM_CREDENTIALS),
          endpoint: serviceUrl("FCM_ENDPOINT", env.FCM_ENDPOINT || fcmDefaultEndpoint),
        }
      : null,
    smtp: smtp(env),
    sms: sms(env),
    pollMs: envInteger(env, "DELIVERY_POLL_MS", 1000),
    leaseMs: envInteger(env, "DELIVERY_LEASE_MS", 60_000),
    publicUrl: serviceUrlOrLocal(env.PUBLIC_URL, `http://localhost:${port}`),
    sosAlertIntervalMinutes: envInteger(env, "SOS_ALERT_INTERVAL_MINUTES", 10, { orZero: true }),
  };
}

/** PUBLIC_URL may be plain http anywhere (a console inside the campus network). */
function serviceUrlOrLocal(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !["http:", "https:"].includes(url.protocol))
    throw new Error(`PUBLIC_URL must be the console's http(s) address, got '${raw}'`);
  return url.origin;
}
