/** Sign-in, who-am-I and logout (spec §4 "Auth"). */
import { clearSession, type SessionUser, setUser, storeToken } from "../state/session.ts";
import { api } from "./client.ts";
import { unwrap } from "./failures.ts";

export async function signIn(email: string, password: string): Promise<void> {
  const { data } = await unwrap<{ token: string }>(
    api.POST("/api/auth/login", { body: { email, password } }),
  );
  storeToken(data.token);
}

export async function exchangeOAuthCode(code: string): Promise<void> {
  const { data } = await unwrap<{ token: string }>(api.POST("/api/auth/oauth/code", { body: { code } }));
  storeToken(data.token);
}

export async function loadUser(): Promise<void> {
  const { data } = await unwrap<SessionUser>(api.GET("/api/auth/whoami"));
  setUser(data);
}

/** Revokes the token on the server when it can, and always forgets it here. */
export async function logout(): Promise<void> {
  try {
    await api.POST("/api/auth/logout");
  } finally {
    clearSession(true);
  }
}
