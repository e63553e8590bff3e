/**
 * Browser tests: Debian's Chromium (Playwright's own browser download does not work here) against
 * the real server with the demo campus on a fresh embedded database, the console built by Vite.
 */
import { defineConfig } from "@playwright/test";
import { deliveryEnv, deliveryPorts } from "./tests/e2e/support/delivery.ts";
import { ssoEnv, ssoPort } from "./tests/e2e/support/sso.ts";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 8190);
// The functional tests create, edit and delete records and reply to demo reports: they get a server
// of their own, so that the screenshots running beside them see the demo campus untouched.
const functionalPort = port + 100;
const screenTests = /(visual|a11y)[^/]*\.spec\.ts$/;
// The map's rendering cases draw on a page of their own: no server, baselines beside their cases.
const renderTests = /render\/[^/]*\.spec\.ts$/;

export const adminAccount = { email: "admin@example.com", password: "Kasztan-Rower-77" };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Per port: runs on different ports (parallel sessions) must not clear each other's results.
  outputDir: `.tmp/e2e-results-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixels: 25, animations: "disabled", caret: "hide", scale: "css" },
  },
  // One baseline per screen and width, the same on every machine of this project (no platform suffix).
  snapshotPathTemplate: "tests/e2e/__screenshots__/{testFileName}/{arg}{ext}",
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: `.tmp/e2e-report-${port}` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "screens", testMatch: screenTests },
    {
      name: "functional",
      testIgnore: [screenTests, renderTests],
      use: { baseURL: `http://127.0.0.1:${functionalPort}` },
    },
    { name: "render", testMatch: renderTests, snapshotPathTemplate: "tests/e2e/render/cases/{arg}{ext}" },
  ],
  // Started one after the other: the first builds the console when stale, the second finds it built.
  // Before them the test OpenID provider both use for single sign-on.
  webServer: [
    {
      command: "node tests/e2e/support/sso-provider-server.ts",
      url: `http://127.0.0.1:${ssoPort(port)}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        SSO_PORT: String(ssoPort(port)),
        SSO_CONSOLES: [port, functionalPort].map((serverPort) => `http://127.0.0.1:${serverPort}`).join(","),
      },
    },
    // FCM, SMTP and the SMS gateway on loopback, which both servers deliver to (delivery.spec.ts).
    {
      command: "node tests/e2e/support/delivery-fakes-server.ts",
      url: `http://127.0.0.1:${deliveryPorts(port).control}/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    ...[port, functionalPort].map((serverPort) => {
      const dataDir = `.tmp/e2e-data-${serverPort}`;
      return {
        command: `rm -rf ${dataDir} && node scripts/ensure-console-build.ts && node src/server/main.ts`,
        url: `http://127.0.0.1:${serverPort}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(serverPort),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          ADMIN_EMAIL: adminAccount.email,
          ADMIN_PASSWORD: adminAccount.password,
          LOG_LEVEL: "warn",
          SHUTDOWN_DRAIN_SECONDS: "0",
          DATABASE_URL: "",
          // an answer its contract schema would change fails the test that meets it (500, logged)
          CHECK_ANSWERS: "true",
          ...ssoEnv(port, serverPort),
          ...deliveryEnv(port, serverPort),
        },
      };
    }),
  ],
});
