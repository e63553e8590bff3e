import type { FullConfig } from "@playwright/test";
import { createAccounts } from "./accounts.ts";

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  await createAccounts(baseURL);
}
