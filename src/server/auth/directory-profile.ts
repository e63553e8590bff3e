/**
 * The account the provider's claims describe: who (iss + sub), e-mail, name, login
 * (preferred_username) and the directory role the role claim maps to (OIDC_ROLE_MAP).
 */
import { ApiError } from "../http/api-error.ts";
import type { DirectoryRole, OidcConfig } from "./oidc-config.ts";

export interface DirectoryProfile {
  issuer: string;
  subject: string;
  email: string;
  /**
   * the provider vouches that the user owns `email` (`email_verified: true`): only then may the
   * e-mail find an account made before accounts were linked by subject (directory-account.ts)
   */
  emailVerified: boolean;
  name: string;
  login: string | null;
  role: DirectoryRole;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const looksLikeEmail = (value: string | null) => (value && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null);

/**
 * The claim's values as strings. A name with dots is looked up as it is first (claim names may be
 * URLs), then as a path into nested objects (Keycloak's realm_access.roles).
 */
export function claimValues(claims: Record<string, unknown>, name: string): string[] {
  const value =
    name in claims
      ? claims[name]
      : name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], claims);
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v) => typeof v === "string" || typeof v === "number").map(String);
}

/** The first mapping whose value the claim holds ("*": anyone); none: refused (1026). */
export function directoryRole(
  claims: Record<string, unknown>,
  { roleClaim, roleMap, scopes }: Pick<OidcConfig, "roleClaim" | "roleMap" | "scopes">,
): DirectoryRole {
  const held = new Set(claimValues(claims, roleClaim));
  const mapping = roleMap.find(({ value }) => value === "*" || held.has(value));
  // Says which claim was read and with which scopes: a provider that releases groups only with a
  // scope of its own (often `groups`) sends none without it, and every user is refused alike.
  if (!mapping) throw ApiError.code(1026, "code", { claim: roleClaim, scopes });
  return mapping.role;
}

/**
 * The provider says the `email` claim is the user's: `email_verified` true (a few providers send the
 * string "true"). Absent is not verified: whoever may edit their own e-mail at the provider could
 * otherwise claim any address.
 */
const isVerified = (value: unknown) => value === true || value === "true";

/**
 * The profile of verified claims. Without an e-mail address the account cannot be made (1029): Entra
 * ID leaves `email` out for accounts without a mailbox, so an e-mail-like preferred_username (the
 * user principal name) stands in for it, unverified.
 */
export function directoryProfile(
  claims: Record<string, unknown>,
  settings: Pick<OidcConfig, "roleClaim" | "roleMap" | "scopes">,
): DirectoryProfile {
  const issuer = text(claims.iss);
  const subject = text(claims.sub);
  const login = text(claims.preferred_username);
  const claimedEmail = looksLikeEmail(text(claims.email));
  const email = claimedEmail ?? looksLikeEmail(login);
  if (!issuer || !subject || !email) throw ApiError.code(1029, "code");
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ");
  return {
    issuer,
    subject,
    email,
    emailVerified: claimedEmail !== null && isVerified(claims.email_verified),
    name: text(claims.name) ?? (fullName || login || email),
    login,
    role: directoryRole(claims, settings),
  };
}
