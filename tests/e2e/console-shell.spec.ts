/**
 * Issue 13: the sidebar's rail (spec §2), each language's flag and logo (spec §9) and the favicon,
 * names instead of ids in the opinions, SOS and advertisements lists (moderator, who cannot read
 * users) and checkboxes in the theme colour. The SOS list's actions at 1280 px: visual-layout.spec.ts.
 */
import type { Page } from "@playwright/test";
import { demoRecordId } from "./support/demo-records.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { row } from "./support/widgets.ts";

const width = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())?.width ?? 0;
const left = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())?.x ?? -1;
// Lazy screens on a busy machine: a wider wait than the default 10 s, still polling, never sleeping.
const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const rail = 64;
const open = 280;

test.describe("sidebar", () => {
  test("desktop: collapsed to a rail of icons that opens while hovered", async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await signInAs("admin");
    await page.goto("/cms/articles");
    const menu = page.getByRole("navigation", { name: "Menu główne" });
    await expect.poll(() => width(page, "#sidebar")).toBe(open);
    await expect.poll(() => left(page, ".layout-main")).toBe(open);

    await page.getByRole("button", { name: "Pokaż lub ukryj menu" }).click();
    await expect.poll(() => width(page, "#sidebar")).toBe(rail);
    await expect.poll(() => left(page, ".layout-main")).toBe(rail);
    // The icons stay, the names are hidden from sight but not from screen readers.
    const news = menu.getByRole("link", { name: "Aktualności", exact: true });
    await expect(news).toBeVisible();
    await expect(news.locator(".sidebar-label")).toHaveCSS("opacity", "0");

    await menu.hover();
    await expect.poll(() => width(page, "#sidebar")).toBe(open);
    await expect(news.locator(".sidebar-label")).toHaveCSS("opacity", "1");
    // Opened over the page: the page stays where it was.
    await expect.poll(() => left(page, ".layout-main")).toBe(rail);
    await page.mouse.move(900, 400);
    await expect.poll(() => width(page, "#sidebar")).toBe(rail);
  });

  test("tablet: a rail, opened over the page behind a mask", async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signInAs("admin");
    await page.goto("/cms/articles");
    await expect.poll(() => width(page, "#sidebar")).toBe(rail);
    await expect.poll(() => left(page, ".layout-main")).toBe(rail);
    await expect(
      page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Wydarzenia" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Pokaż lub ukryj menu" }).click();
    await expect.poll(() => width(page, "#sidebar")).toBe(open);
    await expect.poll(() => left(page, ".layout-main")).toBe(rail);
    await page.getByRole("button", { name: "Zamknij menu" }).click({ position: { x: 600, y: 300 } });
    await expect.poll(() => width(page, "#sidebar")).toBe(rail);

    // A link chosen in the open menu closes it.
    await page.getByRole("button", { name: "Pokaż lub ukryj menu" }).click();
    await expect.poll(() => width(page, "#sidebar")).toBe(open);
    await page
      .getByRole("navigation", { name: "Menu główne" })
      .getByRole("link", { name: "Wydarzenia" })
      .click();
    await expect(page).toHaveURL(/\/cms\/events$/);
    await expect.poll(() => width(page, "#sidebar")).toBe(rail);
  });

  test("mobile: hidden when collapsed, opened over the page", async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs("admin");
    await page.goto("/cms/articles");
    await expect(page.locator("#sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Pokaż lub ukryj menu" }).click();
    await expect(page.locator("#sidebar")).toBeVisible();
    await expect.poll(() => width(page, "#sidebar")).toBe(240);
    await expect(page.getByRole("button", { name: "Zamknij menu" })).toBeAttached();
  });
});

test("each language has its flag and logo", async ({ page }) => {
  await page.goto("/signin");
  // The group's name follows the language: found by its class.
  const switcher = page.locator(".language-switch");
  const polish = switcher.getByRole("button", { name: "Polski" });
  const english = switcher.getByRole("button", { name: "English" });
  await expect(polish.locator("svg.flag")).toBeVisible();
  await expect(english.locator("svg.flag")).toBeVisible();
  const logo = page.locator(".public-brand img");
  await expect(logo).toHaveAttribute("src", "/logo-pl.svg");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await english.click();
  await expect(english).toHaveAttribute("aria-pressed", "true");
  await expect(logo).toHaveAttribute("src", "/logo-en.svg");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await polish.click();
  await expect(logo).toHaveAttribute("src", "/logo-pl.svg");
});

test("the favicon is kept by the browser, not asked for again at every address", async ({ page }) => {
  await page.goto("/signin");
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(href).toMatch(/^\/assets\/logo-[\w-]+\.svg$/);
  const icon = await page.request.get(href ?? "");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(icon.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test.describe("names instead of ids, for a moderator", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("moderator");
  });

  test("opinions: the author's name in the list and name and e-mail in the details", async ({ page }) => {
    await page.goto("/cms/opinions");
    const opinion = row(page, "Przydałaby się informacja o godzinach");
    await expect(opinion.locator('[data-column="user_id"]')).toHaveText("Maria Wiśniewska");
    await opinion.getByRole("button", { name: "Szczegóły" }).click();
    await expect(page.getByRole("dialog", { name: "Opinia" })).toContainText(
      "Maria Wiśniewska (maria.wisniewska@student.umed.example)",
    );
  });

  test("SOS reports: the author's name", async ({ page }) => {
    await page.goto("/cms/sos");
    await expect(row(page, "I am stuck in the lift").locator('[data-column="user_id"]')).toHaveText(
      "Tom Becker",
    );
    await expect(row(page, "Koleżanka zasłabła").locator('[data-column="user_id"]')).toHaveText(
      "Anna Kowalska",
    );
  });

  test("advertisements: the beacon's name", async ({ page }) => {
    await page.goto("/cms/advertisements");
    await expect(row(page, "Dni Otwarte Uniwersytetu 2027").locator('[data-column="beacon_id"]')).toHaveText(
      "UMED-A-P0-01",
    );
  });
});

test("checkboxes are in the theme colour", async ({ page, baseURL, signInAs }) => {
  await signInAs("admin");
  // a campus the demo leaves disabled, so that its box can be ticked
  const campus = await demoRecordId(baseURL ?? "", "campus", { name_pl: "Kampus Muszyńskiego" });
  await page.goto(`/cms/campuses/modify/${campus}`);
  const enabled = page.getByRole("checkbox", { name: "Włączony" });
  const box = page.locator(".p-checkbox").filter({ has: enabled }).locator(".p-checkbox-box");
  await expect(box).toBeVisible();
  await enabled.check();
  await expect(enabled).toBeChecked();
  // Away from the box: hovered, it is drawn a shade darker.
  await page.mouse.move(0, 0);
  await expect(box).toHaveCSS("background-color", "rgb(40, 85, 72)");
  await expect(box).toHaveCSS("border-color", "rgb(40, 85, 72)");
});
