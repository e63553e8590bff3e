/**
 * Single sign-on in the browser tests: the test OpenID provider (tests/support/oidc-test-provider.ts)
 * runs beside the servers as one more web server of playwright.config.ts, and both servers use it.
 */
import type { TestAccount } from "../../support/oidc-test-provider.ts";

/** the provider's port, beside the servers' */
export const ssoPort = (e2ePort: number) => e2ePort + 50;

export const ssoAccounts: Record<string, TestAccount> = {
  "e2e-anna": {
    email: "anna.nowak@umed.example",
    name: "Anna Nowak",
    preferred_username: "anowak",
    groups: ["staff"],
  },
  // The browser tests' directory user (accounts.ts), signed in through this provider.
  "e2e-student": {
    email: "ad.user@umed.example",
    name: "E2E ad_user",
    preferred_username: "aduser",
    groups: ["students"],
  },
  "e2e-guest": {
    email: "guest@umed.example",
    name: "Gość",
    preferred_username: "guest",
    groups: ["visitors"],
  },
};

/** the OIDC_* settings of a console server at `serverPort` */
export function ssoEnv(e2ePort: number, serverPort: number): Record<string, string> {
  return {
    OIDC_ISSUER: `http://127.0.0.1:${ssoPort(e2ePort)}`,
    OIDC_CLIENT_ID: "campus-console",
    OIDC_CLIENT_SECRET: "campus-console-secret",
    OIDC_REDIRECT_URI: `http://127.0.0.1:${serverPort}/oauth2`,
    OIDC_SCOPES: "openid email profile groups",
    OIDC_ROLE_MAP: "staff=ad_employee,students=ad_user",
  };
}
