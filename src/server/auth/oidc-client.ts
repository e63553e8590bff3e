/**
 * The protocol side of single sign-on, through openid-client: the provider's metadata (discovered
 * once per process, again after a failure), the authorization URL (code flow with PKCE, state and
 * nonce), the code's redemption with every check of the id_token and the end-session URL.
 */
import { isIP } from "node:net";
import * as oidc from "openid-client";
import type { OidcConfig } from "./oidc-config.ts";
import { discoveryFailure, type ProviderFailure, redeemFailure } from "./oidc-failure.ts";
import type { OidcLogin } from "./oidc-logins.ts";

/** seconds each request to the provider may take */
const providerTimeout = 10;

/** The provider's failure, carried out of the client to be logged and answered with its code. */
export class ProviderError extends Error {
  readonly failure: ProviderFailure;
  constructor(failure: ProviderFailure, cause: unknown) {
    super(`single sign-on provider: ${failure.reason}`, { cause });
    this.failure = failure;
  }
}

/** Plain http is allowed for a provider on this machine only: the tests' one. */
function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

/** Rethrows the provider's failures as ProviderError and anything else as it is. */
async function asProvider<T>(work: Promise<T>, classify: (error: unknown) => ProviderFailure | null) {
  try {
    return await work;
  } catch (error) {
    const failure = classify(error);
    throw failure ? new ProviderError(failure, error) : error;
  }
}

/** What the provider says of the user: the id_token's claims over the UserInfo endpoint's. */
export interface Redeemed {
  claims: Record<string, unknown>;
  idToken: string;
}

export interface OidcClient {
  authorizationUrl(login: OidcLogin): Promise<string>;
  /** `codeVerifier`: the server's own for the console, the one the app proved (app-pkce.ts) for an app */
  redeem(
    login: OidcLogin,
    response: { code: string; state: string; iss?: string },
    codeVerifier: string,
  ): Promise<Redeemed>;
  /** the provider's RP-initiated logout for this id_token; null when the provider has none */
  endSessionUrl(idToken: string): Promise<string | null>;
}

export function createOidcClient(settings: OidcConfig): OidcClient {
  const redirectUriOf = (login: OidcLogin) =>
    "redirectUri" in login ? login.redirectUri : settings.redirectUri;
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= asProvider(
      oidc.discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : oidc.None(),
        {
          // The id_token comes straight from the token endpoint, where openid-client would trust TLS
          // alone; its signature is checked all the same (this also refuses `alg: none`).
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(isLoopback(settings.issuer) ? [oidc.allowInsecureRequests] : []),
          ],
          timeout: providerTimeout,
        },
      ),
      discoveryFailure,
    ).catch((error) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    async authorizationUrl(login) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUriOf(login),
        scope: settings.scopes,
        state: login.state,
        nonce: login.nonce,
        code_challenge:
          "codeChallenge" in login
            ? login.codeChallenge
            : await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: "S256",
      }).href;
    },

    async redeem(login, { code, state, iss }, codeVerifier) {
      const config = await configuration();
      // The return to the console's /oauth2 (or the app's redirect URI) as the browser saw it:
      // openid-client checks its state and iss, and sends the redirect URI without them with the code.
      const returned = new URL(redirectUriOf(login));
      returned.search = new URLSearchParams({ code, state, ...(iss && { iss }) }).toString();
      return asProvider(
        (async () => {
          const tokens = await oidc.authorizationCodeGrant(config, returned, {
            pkceCodeVerifier: codeVerifier,
            expectedState: login.state,
            expectedNonce: login.nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims();
          if (!claims || !tokens.id_token) throw new oidc.ClientError("no id_token");
          // Some providers put e-mail, name and groups in UserInfo only; it must name the same subject.
          const userInfo = config.serverMetadata().userinfo_endpoint
            ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
            : {};
          return { claims: { ...userInfo, ...claims }, idToken: tokens.id_token };
        })(),
        redeemFailure,
      );
    },

    async endSessionUrl(idToken) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
      }).href;
    },
  };
}
