/**
 * Single sign-on for the native mobile app (RFC 8252) with PKCE (RFC 7636). The app makes its own
 * code verifier and sends only its S256 challenge and a redirect URI of APP_REDIRECT_URIS to POST
 * /api/auth/oauth/start; the provider then binds the code to that challenge and sends it back to the
 * app. The app posts the code with its verifier to POST /api/auth/oauth/code, which checks the
 * verifier against the challenge here before the code is redeemed with it, so a code caught on its way
 * to the app (another app claiming the same scheme) is worth nothing without the verifier.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "../http/api-error.ts";
import type { AppStart, OidcLogin } from "./oidc-logins.ts";

/** BASE64URL(SHA-256(verifier)): 43 characters, no padding (RFC 7636 §4.2) */
const s256Challenge = /^[A-Za-z0-9_-]{43}$/;
/** 43 to 128 unreserved characters (RFC 7636 §4.1) */
const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;

const startFields = ["redirect_uri", "code_challenge", "code_challenge_method"];

/**
 * The native app's start, or null for the console's (no body, or an empty one). Only S256: `plain`,
 * or no method (which RFC 7636 reads as plain), would send the verifier itself through the browser.
 */
export function readAppStart(body: unknown, allowed: readonly string[]): AppStart | null {
  const sent = (body ?? {}) as Record<string, unknown>;
  if (typeof sent !== "object" || Array.isArray(sent)) throw ApiError.fields({ body: [9002] });
  const errors: Record<string, number[]> = {};
  for (const key of Object.keys(sent)) if (!startFields.includes(key)) errors[key] = [9002];
  const { redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: method } = sent;
  if (!Object.keys(sent).some((key) => startFields.includes(key))) {
    if (Object.keys(errors).length) throw ApiError.fields(errors);
    return null;
  }
  if (typeof redirectUri !== "string" || !allowed.includes(redirectUri)) errors.redirect_uri = [1032];
  if (typeof challenge !== "string" || !s256Challenge.test(challenge)) errors.code_challenge = [1033];
  if (method !== "S256") errors.code_challenge_method = [1034];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return { redirectUri: String(redirectUri), codeChallenge: String(challenge) };
}

/**
 * The verifier the code is redeemed with: the server's own for the console's sign-in (which sends
 * none), the app's for the app's, once it hashes to the challenge the start sent (1035 otherwise).
 */
export function provenCodeVerifier(login: OidcLogin, sent: string | null): string {
  if (!("codeChallenge" in login)) {
    if (sent !== null) throw ApiError.code(1035, "code_verifier");
    return login.codeVerifier;
  }
  if (sent === null || !verifierPattern.test(sent)) throw ApiError.code(1035, "code_verifier");
  const hashed = Buffer.from(createHash("sha256").update(sent).digest("base64url"));
  const expected = Buffer.from(login.codeChallenge);
  if (hashed.length !== expected.length || !timingSafeEqual(hashed, expected))
    throw ApiError.code(1035, "code_verifier");
  return sent;
}
