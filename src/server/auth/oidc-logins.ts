/**
 * Single sign-ons started and not yet finished (table oidc_login): the state the provider sends back,
 * the nonce the id_token must carry and the PKCE verifier of the code. In the database, so the return
 * may reach any API process; taken by one DELETE, so two returns naming one state cannot both use it.
 */
import * as oidc from "openid-client";
import type { Queryable } from "../db/database.ts";

/** time to sign in at the provider, to be done with a state; a return after it is refused (1023) */
export const oidcLoginMinutes = 10;

export interface OidcLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A fresh state, nonce and PKCE verifier. */
export function newLogin(): OidcLogin {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/**
 * Sign-ins started from one address and not finished within `oidcLoginMinutes`, past which it is
 * refused (1030). Generous: a campus network may show many staff behind one address.
 */
export const unfinishedLoginsPerAddress = 100;

/**
 * Keeps `login` for its return, for `oidcLoginMinutes`; false, keeping nothing, when `clientAddress`
 * already has `unfinishedLoginsPerAddress` waiting. Starts sent at once may pass the count by as many
 * as run beside each other (at most the connection pool): the limit bounds the table, it is no lock.
 */
export async function saveLogin(db: Queryable, login: OidcLogin, clientAddress: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO oidc_login (state, nonce, code_verifier, expires_at, client_address)
     SELECT $1, $2, $3, now() + make_interval(mins => $4), $5
     WHERE (SELECT count(*) FROM oidc_login WHERE client_address = $5 AND expires_at > now()) < $6
     RETURNING 1`,
    [
      login.state,
      login.nonce,
      login.codeVerifier,
      oidcLoginMinutes,
      clientAddress,
      unfinishedLoginsPerAddress,
    ],
  );
  return rows.length > 0;
}

/** The login `state` names, deleted so it serves once: null when unknown or used, "expired" too late. */
export async function takeLogin(db: Queryable, state: string): Promise<OidcLogin | "expired" | null> {
  const [row] = await db.query<{ nonce: string; code_verifier: string; live: boolean }>(
    "DELETE FROM oidc_login WHERE state = $1 RETURNING nonce, code_verifier, expires_at > now() AS live",
    [state],
  );
  if (!row) return null;
  return row.live ? { state, nonce: row.nonce, codeVerifier: row.code_verifier } : "expired";
}
