/**
 * axe-core on every screen of the console (issue 3): no serious or critical violation on the public
 * pages, the lists, the forms, the special screens, the map, and the modals opened from them. The
 * modals are only opened and closed: nothing is deleted, replied to or sent.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { screenReady } from "./support/ready.ts";
import {
  createScreens,
  editScreens,
  listScreens,
  mapScreen,
  publicScreens,
  screenPath,
  specialScreens,
} from "./support/screens.ts";

test.use({ viewport: { width: 1280, height: 900 } });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenReady(page);
}

test.describe("public pages", () => {
  for (const screen of publicScreens) {
    test(screen.name, async ({ page, checkA11y }) => {
      await open(page, screen.path);
      await checkA11y();
    });
  }
});

test.describe("console screens", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("admin");
  });

  for (const screen of [...listScreens, ...createScreens, ...editScreens, ...specialScreens]) {
    test(screen.name, async ({ page, baseURL, checkA11y }) => {
      await open(page, await screenPath(screen, baseURL));
      await checkA11y();
    });
  }

  test(mapScreen.name, async ({ page, checkA11y }) => {
    await page.goto(mapScreen.path);
    await expect(page.locator(".map-status")).toHaveText(/: [1-9]\d*$/);
    await screenReady(page);
    await checkA11y();
  });

  test("mobile layout with the menu open", async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await open(page, "/cms/articles");
    await page.getByRole("button", { name: "Pokaż lub ukryj menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
    await checkA11y();
  });
});

test.describe("modals", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("admin");
  });

  test("delete confirmation", async ({ page, checkA11y }) => {
    await open(page, "/cms/articles");
    await page.getByRole("button", { name: "Usuń rekord 32" }).click();
    const dialog = page.getByRole("dialog", { name: "Potwierdź usunięcie" });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole("button", { name: "Anuluj" }).click();
    await expect(dialog).toBeHidden();
  });

  test("category modal of the article form", async ({ page, checkA11y }) => {
    await open(page, "/cms/articles/modify");
    await page.locator(".choice-with-create button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await screenReady(page);
    await checkA11y();
  });

  test("opinion details", async ({ page, checkA11y }) => {
    await open(page, "/cms/opinions");
    await page.getByRole("button", { name: "Szczegóły" }).first().click();
    await expect(page.getByRole("dialog", { name: "Opinia" })).toBeVisible();
    await screenReady(page);
    await checkA11y();
  });

  test("opinion reply", async ({ page, checkA11y }) => {
    await open(page, "/cms/opinions");
    await page.getByRole("button", { name: "Odpowiedz", exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: "Odpowiedź na opinię" })).toBeVisible();
    await checkA11y();
  });

  test("SOS reply", async ({ page, checkA11y }) => {
    await open(page, "/cms/sos");
    await page
      .getByRole("button", { name: /^Odpowiedz na zgłoszenie SOS/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: /Odpowiedź push na zgłoszenie SOS/ })).toBeVisible();
    await screenReady(page);
    await checkA11y();
  });

  test("push preview of a push notification", async ({ page, checkA11y }) => {
    await open(page, "/cms/notifications_push");
    await page.getByRole("button", { name: "Podgląd" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await screenReady(page);
    await checkA11y();
  });

  test("push preview of an SOS reply", async ({ page, checkA11y }) => {
    await open(page, "/cms/sos/send_push");
    await page.getByRole("button", { name: "Podgląd" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkA11y();
  });
});
