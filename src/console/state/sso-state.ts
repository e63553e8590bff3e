/**
 * The state of the single sign-on this tab started, to tell its return to /oauth2 from one made
 * elsewhere: a return with another state (a link someone sent, to sign this browser in as them) is
 * not exchanged. The server also takes each state once (spec §2, docs/single-sign-on.md).
 */
const key = "console.ssoState";

export function rememberSsoState(state: string): void {
  sessionStorage.setItem(key, state);
}

/** Whether `state` is the one this tab started (forgotten either way: each serves once). */
export function takeSsoState(state: string | null): boolean {
  const started = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return Boolean(state) && state === started;
}
