/**
 * Screenshot baselines (issues 3 and 11), as the admin in Polish. A visible difference from the
 * committed baseline fails; the tolerance (playwright.config.ts) is a few pixels, less than one
 * changed word of a label.
 *
 * Full page, shell included, at desktop, tablet and mobile widths: the sign-in page, one list
 * (articles), one form (the article's edit form) and the map. These guard the shell's responsive
 * behaviour (top bar, sidebar open, rail or hidden), so a menu change rewrites these twelve only.
 *
 * Component level, the shell not in the image (hide-shell.css): every other screen's own content,
 * the <section> the route renders in the console's <main> (list header, toolbar and table; form;
 * special screen) or the card of a public page, at desktop width. The create forms and the special
 * screens are also taken at mobile width, where the form grid falls to one column; an edit form lays
 * out as its create form, and a list differs at mobile only by its padding, which the full-page
 * articles list shows. The delete confirmation of a list is taken once, as the dialog alone.
 *
 * The demo campus is the same on every fresh database except the time it was seeded at, so the
 * cells showing creation and update times are masked.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, widths } from "./support/fixtures.ts";
import { screenReady } from "./support/ready.ts";
import {
  createScreens,
  editScreens,
  listScreens,
  mapScreen,
  publicScreens,
  type Screen,
  screenPath,
  specialScreens,
} from "./support/screens.ts";

type WidthName = keyof typeof widths;

const height = 900;
const hideShell = "tests/e2e/support/hide-shell.css";

const seedingTime = (page: Page) => [page.locator("[data-column=created_at], [data-column=updated_at]")];

/** the screen's own content: the section a console route renders in <main>, or a public page's card */
const content = (page: Page, screen: Screen): Locator =>
  screen.name.startsWith("public-")
    ? page.locator(".public-card")
    : page.locator("main.layout-main > section");

const byName = (screens: Screen[], name: string): Screen => {
  const screen = screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`no screen ${name}`);
  return screen;
};

const publicSignIn = byName(publicScreens, "public-signin");
const articlesList = byName(listScreens, "list-articles");
const articleForm = byName(editScreens, "edit-articles");
const fullPageScreens = [publicSignIn, articlesList, articleForm];
const isFullPage = (screen: Screen) => fullPageScreens.includes(screen);

type ComponentShot = { screen: Screen; widths: WidthName[] };
const at =
  (...shotWidths: WidthName[]) =>
  (screen: Screen): ComponentShot => ({ screen, widths: shotWidths });

/** every component-level screen with the widths it is taken at */
const componentShots: ComponentShot[] = [
  ...publicScreens.filter((screen) => !isFullPage(screen)).map(at("desktop")),
  ...listScreens.filter((screen) => !isFullPage(screen)).map(at("desktop")),
  ...editScreens.filter((screen) => !isFullPage(screen)).map(at("desktop")),
  ...[...createScreens, ...specialScreens].map(at("desktop", "mobile")),
];

const open = async (
  page: Page,
  screen: Screen,
  signInAs: (role: "admin") => Promise<void>,
  baseURL: string | undefined,
) => {
  if (!screen.name.startsWith("public-")) await signInAs("admin");
  await page.goto(await screenPath(screen, baseURL));
  await screenReady(page);
};

test.describe("full page", () => {
  for (const [widthName, width] of Object.entries(widths)) {
    test.describe(`${widthName} (${width}px)`, () => {
      test.use({ viewport: { width, height } });

      for (const screen of fullPageScreens) {
        test(screen.name, async ({ page, signInAs, baseURL }) => {
          await open(page, screen, signInAs, baseURL);
          await expect(page).toHaveScreenshot(`${screen.name}-${widthName}.png`, {
            fullPage: true,
            mask: seedingTime(page),
          });
        });
      }

      test(mapScreen.name, async ({ page, signInAs }) => {
        await signInAs("admin");
        await page.goto(mapScreen.path);
        // The features of the opening view are drawn once their count is shown. Right after a
        // console build on a busy machine that can take longer than the default 10 s.
        await expect(page.locator(".map-status")).toHaveText(/: [1-9]\d*$/, { timeout: 30_000 });
        await screenReady(page);
        await expect(page).toHaveScreenshot(`${mapScreen.name}-${widthName}.png`, { fullPage: true });
      });
    });
  }
});

test.describe("component", () => {
  for (const widthName of Object.keys(widths) as WidthName[]) {
    const shots = componentShots.filter((shot) => shot.widths.includes(widthName));
    if (shots.length === 0) continue;
    test.describe(`${widthName} (${widths[widthName]}px)`, () => {
      test.use({ viewport: { width: widths[widthName], height } });

      for (const { screen } of shots) {
        test(screen.name, async ({ page, signInAs, baseURL }) => {
          await open(page, screen, signInAs, baseURL);
          await expect(content(page, screen)).toHaveScreenshot(`${screen.name}-${widthName}.png`, {
            mask: seedingTime(page),
            stylePath: hideShell,
          });
        });
      }
    });
  }

  test.describe(`dialog, desktop (${widths.desktop}px)`, () => {
    test.use({ viewport: { width: widths.desktop, height } });

    test("delete confirmation", async ({ page, signInAs, baseURL }) => {
      await open(page, articlesList, signInAs, baseURL);
      await page.getByRole("row").nth(1).getByRole("button", { name: /Usuń/ }).click();
      const dialog = page.locator(".p-confirm-dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveScreenshot("dialog-delete-desktop.png", { stylePath: hideShell });
    });
  });
});
