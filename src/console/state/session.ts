/** Who is signed in (spec §4 "Auth"): the token, kept under localStorage['id_token'], and the user. */
import { proxy } from "valtio";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: number[];
}

export const tokenKey = "id_token";

export const session = proxy({
  token: localStorage.getItem(tokenKey),
  user: null as SessionUser | null,
  /** set once who-am-I has answered: the splash logo shows until then */
  roleLoaded: false,
});

export function storeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
  session.token = token;
}

/** Clears token and user; the caller decides where to go (the root, after logout). */
export function clearSession(): void {
  localStorage.removeItem(tokenKey);
  session.token = null;
  session.user = null;
  session.roleLoaded = false;
}

export function setUser(user: SessionUser): void {
  session.user = user;
  session.roleLoaded = true;
}
