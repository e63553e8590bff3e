/**
 * Single sign-ons started and not yet finished (table oidc_login): the state the provider sends back,
 * the nonce the id_token must carry and the PKCE side the server holds: the console's sign-in keeps
 * the server's own verifier; a native app's keeps the app's S256 challenge and redirect URI, the app
 * holding the verifier. In the database, so the return may reach any API process; taken by one
 * DELETE, so two returns naming one state cannot both use it.
 */
import * as oidc from "openid-client";
import type { Database, Queryable } from "../db/database.ts";

/** time to sign in at the provider, to be done with a state; a return after it is refused (1023) */
export const oidcLoginMinutes = 10;

/** A native app's start: its S256 challenge and the redirect URI of APP_REDIRECT_URIS it comes back to. */
export interface AppStart {
  codeChallenge: string;
  redirectUri: string;
}

export type OidcLogin = { state: string; nonce: string } & ({ codeVerifier: string } | AppStart);

/** A fresh state and nonce, with a fresh PKCE verifier for the console or the app's challenge. */
export function newLogin(app: AppStart | null): OidcLogin {
  const fresh = { state: oidc.randomState(), nonce: oidc.randomNonce() };
  return app ? { ...fresh, ...app } : { ...fresh, codeVerifier: oidc.randomPKCECodeVerifier() };
}

/**
 * Unfinished sign-ins kept per client address: a new start lets the address's oldest go (its return
 * is then answered 1022, sign in again). Starting is anonymous and writes a row, so nobody may make
 * the server keep more; nobody is refused either, so a caller starting in a loop no longer shuts out
 * everyone behind the same address (a campus network, a proxy) for the starts' ten minutes.
 */
export const unfinishedLoginsPerAddress = 20;

/**
 * Unfinished sign-ins kept in all, so that no number of addresses can grow the table further: past
 * it the oldest of all go. Enough for every staff member starting at once.
 */
export const unfinishedLoginsInAll = 10_000;

/** one start at a time trims; the others skip it (the next trim removes whatever they added) */
const trimLock = "hashtextextended('oidc_login trim', 0)";

/**
 * Keeps `login` for its return, for `oidcLoginMinutes`, and lets the oldest unfinished ones go past
 * `unfinishedLoginsPerAddress` for `clientAddress` and past `unfinishedLoginsInAll` in all. While one
 * start trims, others starting beside it only insert, so the bounds may be passed by the starts
 * running at that moment, never more; trims never wait on each other, so they cannot deadlock.
 */
export async function saveLogin(db: Database, login: OidcLogin, clientAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO oidc_login (state, nonce, code_verifier, code_challenge, redirect_uri, expires_at, client_address)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), $7)`,
      [
        login.state,
        login.nonce,
        "codeVerifier" in login ? login.codeVerifier : null,
        "codeChallenge" in login ? login.codeChallenge : null,
        "redirectUri" in login ? login.redirectUri : null,
        oidcLoginMinutes,
        clientAddress,
      ],
    );
    const [trim] = await tx.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(${trimLock}) AS locked`,
    );
    if (!trim?.locked) return;
    await tx.query(
      `DELETE FROM oidc_login WHERE state IN (
         SELECT state FROM oidc_login WHERE client_address = $1 ORDER BY expires_at DESC OFFSET $2)`,
      [clientAddress, unfinishedLoginsPerAddress],
    );
    await tx.query(
      `DELETE FROM oidc_login WHERE state IN (
         SELECT state FROM oidc_login ORDER BY expires_at DESC OFFSET $1)`,
      [unfinishedLoginsInAll],
    );
  });
}

/** The login `state` names, deleted so it serves once: null when unknown or used, "expired" too late. */
export async function takeLogin(db: Queryable, state: string): Promise<OidcLogin | "expired" | null> {
  const [row] = await db.query<{
    nonce: string;
    code_verifier: string | null;
    code_challenge: string | null;
    redirect_uri: string | null;
    live: boolean;
  }>(
    `DELETE FROM oidc_login WHERE state = $1
     RETURNING nonce, code_verifier, code_challenge, redirect_uri, expires_at > now() AS live`,
    [state],
  );
  if (!row) return null;
  if (!row.live) return "expired";
  const { nonce, code_verifier, code_challenge, redirect_uri } = row;
  // The table's check keeps one side or the other, whole.
  if (code_verifier !== null) return { state, nonce, codeVerifier: code_verifier };
  return { state, nonce, codeChallenge: String(code_challenge), redirectUri: String(redirect_uri) };
}
