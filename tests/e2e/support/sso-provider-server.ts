/**
 * `node tests/e2e/support/sso-provider-server.ts`: the test OpenID provider for the browser tests, on
 * SSO_PORT, for the consoles of SSO_CONSOLES (comma-separated origins). Stops on SIGTERM.
 */
import { startTestProvider } from "../../support/oidc-test-provider.ts";
import { ssoAccounts } from "./sso.ts";

const provider = await startTestProvider({
  port: Number(process.env.SSO_PORT),
  consoleOrigins: (process.env.SSO_CONSOLES ?? "").split(","),
  accounts: ssoAccounts,
});
console.log(`test OpenID provider at ${provider.issuer}`);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
