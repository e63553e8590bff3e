/**
 * The accounts the browser tests sign in with: the bootstrap admin, a moderator and a directory user,
 * who signs in through the test OpenID provider (sso.ts) as every directory account does.
 */
import { type APIResponse, request } from "@playwright/test";
import { adminAccount } from "../../../playwright.config.ts";
import { signInAtProvider } from "../../support/oidc-test-provider.ts";

export type Role = "admin" | "moderator" | "ad_user";

const localAccounts = {
  admin: { ...adminAccount, roles: [1] },
  moderator: { email: "moderator@umed.example", password: "Zielony-Parasol-51", roles: [2] },
};

/** the directory user's subject at the test provider (sso.ts) */
const directorySubject = "e2e-student";

export const accounts = {
  ...localAccounts,
  ad_user: { email: "ad.user@umed.example", roles: [3] },
};

/** An API token for `role`, by the real sign-in call: the password form's, or the single sign-on's. */
export async function apiToken(baseURL: string, role: Role): Promise<string> {
  const context = await request.newContext({ baseURL });
  let response: APIResponse;
  if (role === "ad_user") {
    const start = await (await context.post("/api/auth/oauth/start")).json();
    const back = await signInAtProvider(start.data.url, directorySubject, [new URL("/oauth2", baseURL).href]);
    response = await context.post("/api/auth/oauth/code", { data: Object.fromEntries(back.searchParams) });
  } else {
    const { email, password } = localAccounts[role];
    response = await context.post("/api/auth/login", { data: { email, password } });
  }
  const body = await response.json();
  await context.dispose();
  if (!body.data?.token) throw new Error(`sign-in of ${role} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * Creates the moderator through the users API and the directory user by its first single sign-on,
 * once per run.
 */
export async function createAccounts(baseURL: string): Promise<void> {
  const token = await apiToken(baseURL, "admin");
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const { email, password, roles } = localAccounts.moderator;
  const response = await context.post("/api/user", {
    data: { name: "E2E moderator", email, roles, password, password_confirmation: password },
  });
  if (!response.ok()) throw new Error(`creating the moderator failed: ${await response.text()}`);
  await context.dispose();
  await apiToken(baseURL, "ad_user");
}
