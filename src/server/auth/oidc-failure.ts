/**
 * What went wrong talking to the provider, as a code of the auth range: never a 500 for the
 * provider's doing. Unreachable, timing out, answering with its own failure or refusing this server
 * (a wrong client secret): 1020, a 502. Refusing the code (used, expired, PKCE verifier wrong): 1024.
 * An answer that fails openid-client's checks (id_token signature or `alg: none`, iss, aud, exp,
 * nonce, the `iss` of the return): 1025. Anything else is ours and is thrown on.
 */
import * as oidc from "openid-client";
import { ApiError } from "../http/api-error.ts";

/** openid-client's codes of a transport or HTTP-level failure rather than of a checked answer */
const transportCodes = new Set([
  "OAUTH_TIMEOUT",
  "OAUTH_ABORT",
  "OAUTH_RESPONSE_IS_NOT_CONFORM",
  "OAUTH_RESPONSE_IS_NOT_JSON",
  "OAUTH_HTTP_REQUEST_FORBIDDEN",
  "OAUTH_REQUEST_PROTOCOL_FORBIDDEN",
]);

export interface ProviderFailure {
  error: ApiError;
  /** for the log: the provider's own error code or openid-client's */
  reason: string;
}

/** `error` thrown while discovering the provider: any failure of the provider's is 1020. */
export function discoveryFailure(error: unknown): ProviderFailure | null {
  if (error instanceof oidc.ClientError || error instanceof oidc.ResponseBodyError || isNetworkFailure(error))
    return { error: ApiError.code(1020, "code"), reason: reasonOf(error) };
  return null;
}

/** `error` thrown while redeeming a code; null when it is not the provider's doing. */
export function redeemFailure(error: unknown): ProviderFailure | null {
  if (error instanceof oidc.ResponseBodyError) {
    const code = error.error === "invalid_grant" ? 1024 : 1020;
    return { error: ApiError.code(code, "code"), reason: error.error };
  }
  if (isNetworkFailure(error) || error instanceof oidc.WWWAuthenticateChallengeError)
    return { error: ApiError.code(1020, "code"), reason: reasonOf(error) };
  if (error instanceof oidc.ClientError) {
    const code = transportCodes.has(error.code ?? "") ? 1020 : 1025;
    return { error: ApiError.code(code, "code"), reason: reasonOf(error) };
  }
  return null;
}

/** fetch's own failure (refused, reset, no route) is a TypeError; openid-client's bad arguments have a code */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && !("code" in error);
}

function reasonOf(error: unknown): string {
  // openid-client's own message is generic; what failed is its cause's (`unexpected JWT "aud" …`).
  const cause =
    error instanceof Error ? (error.cause as { message?: string; code?: string } | undefined) : undefined;
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  return [code, error instanceof Error ? error.message : String(error), cause?.message ?? cause?.code]
    .filter(Boolean)
    .join(": ");
}
