/**
 * Test fixtures: `signInAs(role)` puts a real token in localStorage (as the sign-in screen does) so
 * that tests not about signing in start inside the console; `checkA11y()` runs axe-core on the page.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { apiToken, type Role } from "./accounts.ts";

export const widths = { desktop: 1280, tablet: 1000, mobile: 375 } as const;

export const test = base.extend<{
  signInAs: (role: Role, lang?: "pl" | "en") => Promise<void>;
  checkA11y: () => Promise<void>;
}>({
  signInAs: async ({ page, baseURL }, use) => {
    await use(async (role, lang = "pl") => {
      if (!baseURL) throw new Error("no baseURL");
      const token = await apiToken(baseURL, role);
      await page.addInitScript(
        ({ value, language }) => {
          localStorage.setItem("id_token", value);
          localStorage.setItem("console.preferences", JSON.stringify({ lang: language }));
        },
        { value: token, language: lang },
      );
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Waits until a list or form has finished loading (no progress bar shown, no skeleton). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator(".p-progressbar-indeterminate:visible, .p-skeleton")).toHaveCount(0);
}
