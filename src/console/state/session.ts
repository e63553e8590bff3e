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
  /** the user logged out (rather than the token failing): go to the root, remember no origin */
  loggedOut: false,
});

export function storeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
  session.token = token;
  session.loggedOut = false;
}

/** Clears token and user; `loggedOut` when the user asked for it (the guard then goes to the root). */
export function clearSession(loggedOut = false): void {
  localStorage.removeItem(tokenKey);
  session.token = null;
  session.user = null;
  session.roleLoaded = false;
  session.loggedOut = loggedOut;
}

export function setUser(user: SessionUser): void {
  session.user = user;
  session.roleLoaded = true;
}
