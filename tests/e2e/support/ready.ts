/**
 * Waits until a screen shows what it will keep showing: no request in flight, no progress bar,
 * skeleton or spinner, the web fonts loaded and every image decoded.
 */
import { expect, type Page } from "@playwright/test";
import { settled } from "./fixtures.ts";

export async function screenReady(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // The console itself, not a bare server page (e.g. while dist/console is being rebuilt).
  await expect(page.locator("#root")).not.toBeEmpty();
  await settled(page);
  // Choice lists load their options after the form: a loading dropdown shows a spinning icon.
  await expect(page.locator(".pi-spin, .p-icon-spin, [aria-busy='true']")).toHaveCount(0);
  // A string: the tests are typed without the DOM library.
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  })()`);
}
