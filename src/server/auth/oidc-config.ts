/**
 * The OIDC_* settings of single sign-on through the university's directory
 * (docs/single-sign-on.md). Unset OIDC_ISSUER: single sign-on is off. Set: what it cannot work
 * without is checked at start, so a bad setting stops the server with a message instead of failing
 * each sign-in.
 */
import { roles } from "../../../generated/catalogues.ts";

type Roles = typeof roles;
/** The roles of catalogues/roles.yaml marked `directory`. */
export type DirectoryRole = {
  [R in keyof Roles]: Roles[R]["directory"] extends true ? R : never;
}[keyof Roles];

export interface RoleMapping {
  /** a value of the role claim, or "*": anyone */
  value: string;
  role: DirectoryRole;
}

export interface OidcConfig {
  /** the issuer identifier; its /.well-known/openid-configuration is discovered */
  issuer: URL;
  clientId: string;
  /** unset: a public client (PKCE alone) */
  clientSecret: string | undefined;
  scopes: string;
  /** the claim holding the groups or roles, a dotted path for nested ones (realm_access.roles) */
  roleClaim: string;
  /** tried in order; the first value the claim holds gives the role; no match: sign-in refused (1026) */
  roleMap: RoleMapping[];
  /** the console's /oauth2, as registered at the provider */
  redirectUri: string;
  /** the console's /signin, where the provider sends the browser after signing out */
  postLogoutRedirectUri: string;
  /**
   * APP_REDIRECT_URIS: where the provider may send a native app's sign-in back (RFC 8252), each also
   * registered at the provider; empty: the app cannot sign in by single sign-on (1032)
   */
  appRedirectUris: string[];
}

const directoryRoles = Object.entries(roles)
  .filter(([, role]) => role.directory)
  .map(([name]) => name as DirectoryRole);

function httpUrl(name: string, raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !["http:", "https:"].includes(url.protocol))
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  return url;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set when OIDC_ISSUER is set`);
  return value;
}

/** `staff=ad_employee,students=ad_user,*=ad_user`: claim values to directory roles, in order. */
export function parseRoleMap(raw: string): RoleMapping[] {
  return raw.split(",").map((entry) => {
    const at = entry.lastIndexOf("=");
    const value = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at < 0 || !value || !directoryRoles.includes(role as DirectoryRole))
      throw new Error(
        `OIDC_ROLE_MAP entries must be <claim value>=<${directoryRoles.join("|")}>, got '${entry.trim()}'`,
      );
    return { value, role: role as DirectoryRole };
  });
}

/**
 * A native app's redirect URI (RFC 8252): a private-use scheme in reverse domain order
 * (`pl.umed.campus:/oauth`, with a dot so it is not some other app's short scheme) or an https link the
 * app claims (App Links, Universal Links). No fragment: the code comes back in the query.
 */
export function appRedirectUri(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const scheme = url?.protocol.slice(0, -1) ?? "";
  const privateUse = /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+$/.test(scheme);
  if (!url || url.hash || raw.includes("#") || !(scheme === "https" || privateUse))
    throw new Error(
      `APP_REDIRECT_URIS entries must be https URLs or private-use schemes with a dot (pl.umed.campus:/oauth), without a fragment, got '${raw}'`,
    );
  // Compared with the app's redirect_uri as written, and sent on to the provider so: one spelling only.
  if (url.href !== raw) throw new Error(`APP_REDIRECT_URIS entry '${raw}' must be written as '${url.href}'`);
  return raw;
}

export function readOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const redirectUri = httpUrl("OIDC_REDIRECT_URI", required(env, "OIDC_REDIRECT_URI"));
  return {
    issuer: httpUrl("OIDC_ISSUER", issuer),
    clientId: required(env, "OIDC_CLIENT_ID"),
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scopes: env.OIDC_SCOPES?.trim() || "openid email profile",
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || "groups",
    roleMap: parseRoleMap(required(env, "OIDC_ROLE_MAP")),
    redirectUri: redirectUri.href,
    postLogoutRedirectUri: new URL("/signin", redirectUri).href,
    appRedirectUris: (env.APP_REDIRECT_URIS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(appRedirectUri),
  };
}
