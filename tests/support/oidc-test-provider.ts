/**
 * A real OpenID provider for the tests: oidc-provider on a loopback port, with one confidential
 * client whose redirect URIs are the consoles' /oauth2 and the native app's, PKCE required, the accounts of `accounts` and
 * RP-initiated logout. The interaction page signs in the account named by the authorization request's
 * login_hint at once, so an API test follows redirects from the authorization URL back to /oauth2
 * with a code; without a hint it asks for the account in a form, as a browser test fills it in.
 * Either way it grants what the client asked for.
 *
 * `tamper` rewrites the id_token of the token endpoint's next answers (a test forging `alg: none`,
 * another issuer or audience, re-signed with the provider's own key by `signJwt`), and `down` makes the
 * provider drop every connection, as an unreachable one would.
 */
import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import Provider from "oidc-provider";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  groups?: string[];
}

export interface JwtParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the first console's /oauth2 */
  redirectUri: string;
  /** the accounts by subject; a test may change them between sign-ins */
  accounts: Map<string, TestAccount>;
  /** rewrites the token endpoint's id_token while set */
  tamper: ((idToken: JwtParts) => string) | null;
  /** drops every connection while true */
  down: boolean;
  /** a JWT of these parts signed with the provider's own key (RS256), or with `key` */
  signJwt(parts: JwtParts, key?: KeyObject): string;
  /** follows the authorization URL through the sign-in of `subject` to the return to /oauth2 or the app */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function decodeJwt(jwt: string): JwtParts {
  const [header = "", payload = ""] = jwt.split(".");
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()),
    payload: JSON.parse(Buffer.from(payload, "base64url").toString()),
  };
}

/**
 * Follows an authorization URL of a test provider (this process's or another's) through the sign-in
 * of `subject`, by its login_hint, to the return to one of `returnUris`, which it gives back.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  subject: string,
  returnUris: string[],
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  url.searchParams.set("login_hint", subject);
  // A private-use scheme's URL has no origin: the return is told by the URL without its query.
  const returned = (at: URL) => returnUris.includes(at.href.replace(/[?#].*$/, ""));
  for (let hop = 0; hop < 10 && !returned(url); hop++) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0] ?? "";
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  return url;
}

export async function startTestProvider(options: {
  /** the consoles' origins: their /oauth2 are the redirect URIs, their /signin the post-logout ones */
  consoleOrigins: string[];
  /** the native app's redirect URIs, registered beside the consoles' */
  appRedirectUris?: string[];
  accounts?: Record<string, TestAccount>;
  port?: number;
}): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = "test-key";
  const redirectUris = options.consoleOrigins.map((origin) => new URL("/oauth2", origin).href);
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server = createServer((req, res) => {
    if (state.down) req.socket.destroy();
    else handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "campus-console",
        client_secret: "campus-console-secret",
        redirect_uris: [...redirectUris, ...(options.appRedirectUris ?? [])],
        // oidc-provider takes a private-use scheme from a native client only; a native client's http
        // redirect URIs must be on loopback, as the tests' consoles are.
        ...(options.appRedirectUris?.length && { application_type: "native" as const }),
        post_logout_redirect_uris: options.consoleOrigins.map((origin) => new URL("/signin", origin).href),
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username"],
      groups: ["groups"],
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] },
    cookies: { keys: ["test-provider-cookie-key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  // Quiet: a refused request is what several tests are about.
  provider.on("server_error", () => undefined);
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === "/token" && state.tamper && body?.id_token)
      body.id_token = state.tamper(decodeJwt(body.id_token));
  });

  /** the interaction page: signs in the login_hint's account, or the one the form names */
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const named = req.method === "POST" ? new URLSearchParams(await text(req)).get("login") : null;
    const accountId = String(named ?? details.params.login_hint ?? "");
    if (!accounts.has(accountId)) {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><title>Test provider</title><form method="post"><label>Account
         <input name="login" autofocus></label><button>Sign in</button></form>`,
      );
      return;
    }
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith("/interaction/"))
      interact(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    else callback(req, res);
  };

  const state: TestProvider = {
    issuer,
    clientId: "campus-console",
    clientSecret: "campus-console-secret",
    redirectUri: redirectUris[0] ?? "",
    accounts,
    tamper: null,
    down: false,
    signJwt({ header, payload }, key = privateKey) {
      const signed = `${base64url(header)}.${base64url(payload)}`;
      return `${signed}.${sign("sha256", Buffer.from(signed), key).toString("base64url")}`;
    },
    signIn: (authorizationUrl, subject) =>
      signInAtProvider(authorizationUrl, subject, [...redirectUris, ...(options.appRedirectUris ?? [])]),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return state;
}
