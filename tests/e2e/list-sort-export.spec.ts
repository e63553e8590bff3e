/**
 * The generic list's server-side sort (clickable headers with aria-sort) and its CSV download
 * (search and sort applied, all pages), on the categories of news and events.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

/** The texts of one column of the list, as shown. */
const columnTexts = (page: import("@playwright/test").Page, column: string) =>
  page.locator(`td[data-column="${column}"]`).allInnerTexts();

test("a click on a header sorts all pages on the server, a second one reverses it", async ({ page }) => {
  await page.goto("/cms/categories_articles_events");
  const header = page.getByRole("columnheader", { name: "Nazwa (EN)" });
  await expect(header).not.toHaveAttribute("aria-sort", /ascending|descending/);

  const ascending = page.waitForRequest((request) => request.url().includes("sort=name_en"));
  await header.click();
  await ascending;
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect
    .poll(async () => {
      const names = (await columnTexts(page, "name_en")).map((name) => name.toLowerCase());
      return names.length > 1 && names.every((name, i) => i === 0 || (names[i - 1] as string) <= name);
    })
    .toBe(true);

  const descending = page.waitForRequest((request) => request.url().includes("sort=-name_en"));
  await header.click();
  await descending;
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect
    .poll(async () => {
      const names = (await columnTexts(page, "name_en")).map((name) => name.toLowerCase());
      return names.length > 1 && names.every((name, i) => i === 0 || (names[i - 1] as string) >= name);
    })
    .toBe(true);

  // Headers of columns the manifest does not declare sortable are not buttons.
  await expect(page.getByRole("columnheader", { name: "Akcje" })).not.toHaveAttribute("aria-sort", /.+/);
});

test("pages are turned with Polish-labelled buttons, and a header sorts from the keyboard", async ({
  page,
}) => {
  await page.goto("/cms/articles");
  const report = page.locator(".p-paginator-current");
  await expect(report).toHaveText(/^1–10 z \d+$/);
  await expect(page.getByRole("button", { name: "Strona 1" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: "Pierwsza strona" })).toBeDisabled();

  const second = page.waitForRequest((request) => request.url().includes("page=2"));
  await page.getByRole("button", { name: "Następna strona" }).click();
  await second;
  await expect(report).toHaveText(/^11–\d+ z \d+$/);
  await expect(page.getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Pierwsza strona" }).click();
  await expect(report).toHaveText(/^1–10 z \d+$/);

  const header = page.getByRole("columnheader", { name: "Nazwa" });
  const sorted = page.waitForRequest((request) => request.url().includes("sort=name"));
  await header.focus();
  await page.keyboard.press("Enter");
  await sorted;
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await page.keyboard.press("Space");
  await expect(header).toHaveAttribute("aria-sort", "descending");
});

test("the download button saves the sorted list as CSV with a BOM and Polish headers", async ({ page }) => {
  await page.goto("/cms/categories_articles_events");
  await page.getByRole("columnheader", { name: "Nazwa (PL)" }).click();
  await expect(page.getByRole("columnheader", { name: "Nazwa (PL)" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Pobierz CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^category-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("Nazwa (PL),Nazwa (EN),Utworzono");
  const names = lines
    .slice(1)
    .filter(Boolean)
    .map((line) => (line.split(",")[0] as string).toLowerCase());
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name, i) => i === 0 || (names[i - 1] as string) <= name)).toBe(true);
  await expect(page.getByRole("button", { name: "Pobierz CSV" })).toBeEnabled();
});
