/**
 * Screenshot baselines (issue 3): every list and form screen, the special screens, the map and the
 * public pages at desktop, tablet and mobile widths, as the admin in Polish. A visible difference
 * from the committed baseline fails. The demo campus is the same on every fresh database except the
 * time it was seeded at, so the cells showing creation and update times are masked.
 */
import type { Page } from "@playwright/test";
import { expect, test, widths } from "./support/fixtures.ts";
import { screenReady } from "./support/ready.ts";
import {
  createScreens,
  editScreens,
  listScreens,
  mapScreen,
  publicScreens,
  type Screen,
  specialScreens,
} from "./support/screens.ts";

const height = 900;

const seedingTime = (page: Page) => [page.locator("[data-column=created_at], [data-column=updated_at]")];

for (const [widthName, width] of Object.entries(widths)) {
  test.describe(`${widthName} (${width}px)`, () => {
    test.use({ viewport: { width, height } });

    const snapshot = async (page: Page, screen: Screen) => {
      await page.goto(screen.path);
      await screenReady(page);
      await expect(page).toHaveScreenshot(`${screen.name}-${widthName}.png`, {
        fullPage: true,
        mask: seedingTime(page),
      });
    };

    for (const screen of publicScreens) {
      test(screen.name, async ({ page }) => {
        await snapshot(page, screen);
      });
    }

    for (const screen of [...listScreens, ...createScreens, ...editScreens, ...specialScreens]) {
      test(screen.name, async ({ page, signInAs }) => {
        await signInAs("admin");
        await snapshot(page, screen);
      });
    }

    test(mapScreen.name, async ({ page, signInAs }) => {
      await signInAs("admin");
      await page.goto(mapScreen.path);
      // The features of the opening view are drawn once their count is shown.
      await expect(page.locator(".map-status")).toHaveText(/: [1-9]\d*$/);
      await screenReady(page);
      await expect(page).toHaveScreenshot(`${mapScreen.name}-${widthName}.png`, { fullPage: true });
    });
  });
}
