/**
 * OAuth 2.0 access tokens for a Google service account (RFC 7523 JWT bearer grant, as FCM HTTP v1
 * wants): a JWT naming the account, the FCM scope and the token endpoint, signed RS256 with the
 * account's private key, is exchanged at its token_uri. node:crypto signs it: one RS256 signature
 * over a fixed header and claims needs no JOSE library. A token is reused until a minute before it
 * expires, and one request at a time fetches the next.
 */
import { createSign } from "node:crypto";
import type { ServiceAccount } from "../delivery-config.ts";

export const fcmScope = "https://www.googleapis.com/auth/firebase.messaging";
const lifetimeSeconds = 3600;
const renewBeforeMs = 60_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The signed assertion of the JWT bearer grant. */
export function signedAssertion(account: ServiceAccount, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = { alg: "RS256", typ: "JWT", ...(account.privateKeyId && { kid: account.privateKeyId }) };
  const claims = {
    iss: account.clientEmail,
    scope: fcmScope,
    aud: account.tokenUri,
    iat: nowSeconds,
    exp: nowSeconds + lifetimeSeconds,
  };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(input).sign(account.privateKey);
  return `${input}.${base64url(signature)}`;
}

export class TokenRefused extends Error {}

export interface AccessTokens {
  get(): Promise<string>;
  /** the token was refused by the API: the next get() asks for a new one */
  forget(): void;
}

export function accessTokens(account: ServiceAccount, timeoutMs: number): AccessTokens {
  let current: { token: string; renewAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await fetch(account.tokenUri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: signedAssertion(account),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof answer.access_token !== "string") {
      const reason = [answer.error, answer.error_description].filter(Boolean).join(": ");
      throw new TokenRefused(`OAuth token refused (${response.status})${reason ? `: ${reason}` : ""}`);
    }
    const expiresIn = typeof answer.expires_in === "number" ? answer.expires_in : lifetimeSeconds;
    current = { token: answer.access_token, renewAt: Date.now() + expiresIn * 1000 - renewBeforeMs };
    return answer.access_token;
  }

  return {
    get() {
      if (current && Date.now() < current.renewAt) return Promise.resolve(current.token);
      fetching ??= fetchToken().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    forget() {
      current = null;
    },
  };
}
