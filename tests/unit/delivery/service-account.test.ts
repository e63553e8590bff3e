/** The FCM settings and the JWT bearer assertion signed with the service account's key. */
import { createVerify, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDeliveryConfig } from "../../../src/server/delivery/delivery-config.ts";
import { fcmScope, signedAssertion } from "../../../src/server/delivery/senders/google-access-token.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dir = mkdtempSync(join(tmpdir(), "delivery-config-"));
const keyFile = (key: object) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(key));
  return file;
};
const account = {
  type: "service_account",
  project_id: "campus",
  private_key_id: "k1",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
  client_email: "push@campus.iam.gserviceaccount.com",
  token_uri: "https://oauth2.googleapis.com/token",
};

describe("delivery settings", () => {
  it("leaves every channel off without its variables", () => {
    expect(readDeliveryConfig({})).toEqual({
      fcm: null,
      smtp: null,
      sms: null,
      pollMs: 1000,
      leaseMs: 60_000,
      publicUrl: "http://localhost:8080",
      sosAlertIntervalMinutes: 10,
    });
  });

  it("takes 0 for SOS_ALERT_INTERVAL_MINUTES (every report alerts) and refuses a negative one", () => {
    expect(readDeliveryConfig({ SOS_ALERT_INTERVAL_MINUTES: "0" }).sosAlertIntervalMinutes).toBe(0);
    expect(() => readDeliveryConfig({ SOS_ALERT_INTERVAL_MINUTES: "-5" })).toThrow(
      "SOS_ALERT_INTERVAL_MINUTES must be a whole number, got '-5'",
    );
    expect(() => readDeliveryConfig({ DELIVERY_POLL_MS: "0" })).toThrow(
      "DELIVERY_POLL_MS must be a positive integer, got '0'",
    );
  });

  it("reads a service account key and FCM's endpoint", () => {
    const config = readDeliveryConfig({ FCM_CREDENTIALS: keyFile(account) });
    expect(config.fcm).toMatchObject({
      endpoint: "https://fcm.googleapis.com",
      account: {
        projectId: "campus",
        clientEmail: account.client_email,
        privateKeyId: "k1",
        tokenUri: account.token_uri,
      },
    });
  });

  it.each([
    [
      "a file that is not there",
      { FCM_CREDENTIALS: join(dir, "missing.json") },
      /FCM_CREDENTIALS must name a readable/,
    ],
    [
      "a key without its private key",
      { FCM_CREDENTIALS: keyFile({ ...account, private_key: "" }) },
      /no private_key/,
    ],
    [
      "FCM over plain http off loopback",
      { FCM_CREDENTIALS: keyFile(account), FCM_ENDPOINT: "http://fcm.example" },
      /FCM_ENDPOINT must be an https URL/,
    ],
    ["SMTP without a sender", { SMTP_URL: "smtp://mail.umed.example" }, /MAIL_FROM/],
    ["SMTP_URL that is not smtp", { SMTP_URL: "https://mail", MAIL_FROM: "a@b.pl" }, /SMTP_URL must be/],
    ["SMS without its token", { SMS_URL: "https://api.smsapi.pl/sms.do" }, /SMS_TOKEN/],
    ["a lease of zero", { DELIVERY_LEASE_MS: "0" }, /DELIVERY_LEASE_MS must be a positive integer/],
  ])("refuses %s", (_name, env, message) => {
    expect(() => readDeliveryConfig(env)).toThrow(message);
  });

  it("signs the assertion RS256 with the account's key, for FCM's scope at its token endpoint", () => {
    const config = readDeliveryConfig({ FCM_CREDENTIALS: keyFile(account) });
    if (!config.fcm) throw new Error("no FCM settings");
    const jwt = signedAssertion(config.fcm.account, 1_800_000_000);
    const [header = "", claims = "", signature = ""] = jwt.split(".");
    const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    expect(decode(header)).toEqual({ alg: "RS256", typ: "JWT", kid: "k1" });
    expect(decode(claims)).toEqual({
      iss: account.client_email,
      scope: fcmScope,
      aud: account.token_uri,
      iat: 1_800_000_000,
      exp: 1_800_003_600,
    });
    const valid = createVerify("RSA-SHA256")
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature, "base64url"));
    expect(valid).toBe(true);
  });
});
