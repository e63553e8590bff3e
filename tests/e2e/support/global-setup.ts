import type { FullConfig } from "@playwright/test";
import { createAccounts } from "./accounts.ts";

export default async function globalSetup(config: FullConfig): Promise<void> {
  // Each project may run against a server of its own (see playwright.config.ts).
  const baseURLs = new Set(config.projects.map((project) => project.use.baseURL));
  for (const baseURL of baseURLs) {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    await createAccounts(baseURL);
  }
}
