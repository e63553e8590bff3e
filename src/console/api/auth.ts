/** Sign-in, single sign-on, who-am-I and logout (spec §4 "Auth"). */

import { clearSession, type SessionUser, setUser, storeToken } from "../state/session.ts";
import { rememberSsoState } from "../state/sso-state.ts";
import { api } from "./client.ts";
import { unwrap } from "./failures.ts";

export async function signIn(email: string, password: string): Promise<void> {
  const { data } = await unwrap<{ token: string }>(
    api.POST("/api/auth/login", { body: { email, password } }),
  );
  storeToken(data.token);
}

/** Whether single sign-on is configured; false too when the server cannot say (the button stays hidden). */
export async function singleSignOnEnabled(): Promise<boolean> {
  const { data } = await unwrap<{ enabled: boolean }>(api.GET("/api/auth/oauth/config"), { quiet: true });
  return data.enabled;
}

/** Starts a single sign-on: the browser leaves for the provider, its state remembered for the return. */
export async function startSingleSignOn(): Promise<void> {
  const { data } = await unwrap<{ url: string }>(api.POST("/api/auth/oauth/start"));
  rememberSsoState(new URL(data.url).searchParams.get("state") ?? "");
  window.location.assign(data.url);
}

/**
 * The return to /oauth2 (code, state and the provider's iss when it sends one) for a token. Quiet:
 * the page shows the refusal itself, in the active language.
 */
export async function exchangeOAuthCode(body: { code: string; state: string; iss?: string }): Promise<void> {
  const { data } = await unwrap<{ token: string }>(api.POST("/api/auth/oauth/code", { body }), {
    quiet: true,
  });
  storeToken(data.token);
}

export async function loadUser(): Promise<void> {
  const { data } = await unwrap<SessionUser>(api.GET("/api/auth/whoami"));
  setUser(data);
}

/**
 * Revokes the token on the server when it can, and always forgets it here. A token from single
 * sign-on also ends the provider's session: the browser leaves for its logout page (true), which
 * sends it back to /signin.
 */
export async function logout(): Promise<boolean> {
  let endSessionUrl: string | null | undefined;
  try {
    endSessionUrl = (await api.POST("/api/auth/logout")).data?.data?.endSessionUrl;
  } finally {
    clearSession(true);
  }
  if (endSessionUrl) window.location.assign(endSessionUrl);
  return Boolean(endSessionUrl);
}
