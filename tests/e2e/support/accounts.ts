/** The accounts the browser tests sign in with: the bootstrap admin and one per other staff role. */
import { request } from "@playwright/test";
import { adminAccount } from "../../../playwright.config.ts";

export type Role = "admin" | "moderator" | "ad_user";

export const accounts: Record<Role, { email: string; password: string; roles: number[] }> = {
  admin: { ...adminAccount, roles: [1] },
  moderator: { email: "moderator@umed.example", password: "Zielony-Parasol-51", roles: [2] },
  ad_user: { email: "ad.user@umed.example", password: "Sowa-Lampa-Rzeka-9", roles: [3] },
};

/** An API token for `role`, by the real sign-in call. */
export async function apiToken(baseURL: string, role: Role): Promise<string> {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/auth/login", {
    data: { email: accounts[role].email, password: accounts[role].password },
  });
  const body = await response.json();
  await context.dispose();
  if (!body.data?.token) throw new Error(`sign-in of ${role} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Creates the moderator and the directory user through the users API, once per run. */
export async function createAccounts(baseURL: string): Promise<void> {
  const token = await apiToken(baseURL, "admin");
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  for (const role of ["moderator", "ad_user"] as const) {
    const { email, password, roles } = accounts[role];
    const response = await context.post("/api/user", {
      data: { name: `E2E ${role}`, email, roles, password, password_confirmation: password },
    });
    if (!response.ok()) throw new Error(`creating ${role} failed: ${await response.text()}`);
  }
  await context.dispose();
}
