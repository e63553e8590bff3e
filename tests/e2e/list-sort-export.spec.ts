/**
 * The generic list's server-side sort (clickable headers with aria-sort), its CSV download (search,
 * filters and sort applied, all pages, names and dates as shown), its state in the address, rows per
 * page, filters, bulk actions on selected rows, the skip link and the phone-sized cards (issue 36).
 */
import { readFileSync } from "node:fs";
import { apiToken } from "./support/accounts.ts";
import { expect, test, widths } from "./support/fixtures.ts";

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

test("the search, a filter, the sort and the rows per page live in the address: reload and back keep them", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/cms/articles");
  const report = page.locator(".p-paginator-current");
  await expect(report).toHaveText(/^1–10 z \d+$/);

  await page.getByLabel("Wierszy na stronie").selectOption("25");
  await expect(page).toHaveURL(/pageSize=25/);
  await expect(report).toHaveText(/^1–(\d+) z \1$|^1–25 z \d+$/);

  await page.locator(".p-dropdown", { has: page.locator("#article-filter-lang") }).click();
  await page.getByRole("option", { name: "Polski" }).click();
  await expect(page).toHaveURL(/lang=pl/);
  await page.getByRole("columnheader", { name: "Nazwa" }).click();
  await expect(page).toHaveURL(/sort=name/);
  // polled: the list is read again after the address changes
  await expect.poll(async () => [...new Set(await columnTexts(page, "lang"))]).toEqual(["Polski"]);
  await checkA11y();

  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Nazwa" })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByLabel("Wierszy na stronie")).toHaveValue("25");
  // polled: the sort and rows per page show from the address before the rows arrive
  await expect.poll(async () => [...new Set(await columnTexts(page, "lang"))]).toEqual(["Polski"]);

  await page.getByLabel("Szukaj").fill("zzz-nothing-like-this");
  await expect(page).toHaveURL(/search=zzz-nothing-like-this/);
  await expect(page.getByText("Brak danych")).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByLabel("Szukaj")).toHaveValue("");
  await expect(page.locator('td[data-column="name"]').first()).toBeVisible();
});

test("the CSV shows what the list shows: category names, dates as DD-MM-YYYY HH:mm:ss, the filter applied", async ({
  page,
}) => {
  await page.goto("/cms/articles?lang=en");
  await expect(page.locator('td[data-column="name"]').first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Pobierz CSV" }).click();
  const file = await download;
  const url = (await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name))).find(
    (name) => name.includes("export.csv"),
  );
  expect(url).toMatch(/lang=en/);
  expect(url).toMatch(/tz=/);
  const lines = readFileSync((await file.path()) as string)
    .subarray(3)
    .toString("utf8")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("Nazwa,Kategoria,Status,Publikacja,Język,Utworzono");
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    expect(cells[4]).toBe("Angielski");
    expect(cells[1]).not.toMatch(/^\d+$/);
    expect(cells.at(-1)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  }
});

test("selected rows are deactivated and deleted in bulk after one confirmation naming how many, refusals listed", async ({
  page,
  baseURL,
}) => {
  // Three contacts of this test's own, and a category still used by a news item.
  const token = await apiToken(baseURL as string, "admin");
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await fetch(`${baseURL}/api/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(data),
    });
    const body = (await response.json()) as { data: { id: number } | null };
    if (!body.data) throw new Error(`POST ${path}: ${JSON.stringify(body)}`);
    return body.data.id;
  };
  const stamp = Date.now();
  for (const n of [1, 2, 3])
    await post("email_sms", { name: `Bulk ${stamp} ${n}`, email: `bulk${n}@example.com`, status: "active" });

  await page.goto(`/cms/sos_contacts?search=Bulk%20${stamp}`);
  await expect(page.locator('td[data-column="name"]')).toHaveCount(3);
  await page.getByLabel("Zaznacz wszystkie rekordy na tej stronie").check();
  await expect(page.getByText("Zaznaczono 3 rekordy")).toBeVisible();
  await page.getByRole("toolbar").getByRole("button", { name: "Dezaktywuj" }).click();
  await expect(page.getByText("Dezaktywować 3 rekordy?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Dezaktywuj" }).click();
  await expect(page.locator('td[data-column="status"]').getByText("Nieaktywny")).toHaveCount(3);

  const first = page.locator("tbody tr").first().getByRole("checkbox");
  await first.check();
  await page.getByRole("toolbar").getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByText("Usunąć 1 rekord?", { exact: false })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
  await expect(page.locator('td[data-column="name"]')).toHaveCount(2);

  // A category a news item uses is refused, named with its reason; the unused one goes.
  const used = await post("category", { name_pl: `Używana ${stamp}`, name_en: `Used ${stamp}` });
  await post("category", { name_pl: `Wolna ${stamp}`, name_en: `Free ${stamp}` });
  await post("article", {
    name: `News ${stamp}`,
    description: "Uses the category",
    category_id: used,
    status: "inactive",
    lang: "pl",
  });
  await page.goto(`/cms/categories_articles_events?search=${stamp}`);
  await expect(page.locator('td[data-column="name_en"]')).toHaveCount(2);
  await page.getByLabel("Zaznacz wszystkie rekordy na tej stronie").check();
  await page.getByRole("toolbar").getByRole("button", { name: "Usuń" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
  await expect(page.locator(".bulk-report")).toContainText(`Nr ${used}:`);
  await expect(page.locator('td[data-column="name_en"]')).toHaveText([`Used ${stamp}`]);
});

test("a skip link is the first Tab stop and leads to the list", async ({ page }) => {
  await page.goto("/cms/articles");
  await expect(page.locator('td[data-column="name"]').first()).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Przejdź do treści" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
  expect(focusedInMain).toBe(true);
});

test("at 375 px the rows are cards: nothing scrolls sideways and each row's actions are on screen", async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: widths.mobile, height: 800 });
  await page.goto("/cms/articles");
  const edit = page
    .locator("tbody tr")
    .first()
    .getByRole("link", { name: /Edytuj/ });
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(widths.mobile);
  const wrapper = page.locator(".p-datatable-wrapper");
  expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await checkA11y();
});
