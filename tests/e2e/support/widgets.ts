/**
 * How a person works the console's widgets, for the functional browser tests: fields found by their
 * label, PrimeReact dropdowns, calendar and colour picker opened and clicked, files chosen, toasts
 * and list rows read. Each helper waits through Playwright's auto-waiting or expect polling.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { type Format, uploadFile } from "../../api/fixtures/upload-files.ts";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The input of a form field by its label; a required field's label ends with " *". A dropdown's
 * hidden native select carries the same name for screen readers: the visible input is the one meant.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?\\s*$`)).and(scope.locator(":not(select)"));
}

/** The PrimeReact dropdown of the field labelled `label`. */
function dropdown(scope: Page | Locator, label: string): Locator {
  return field(scope, label).locator("xpath=ancestor::div[@data-pc-name='dropdown'][1]");
}

/** A name no other test and no earlier run uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Picks `option` in the PrimeReact dropdown labelled `label` (typing in its filter when it has one). */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await dropdown(scope, label).click();
  const panel = page.locator(".p-dropdown-panel");
  await expect(panel).toBeVisible();
  const filter = panel.locator(".p-dropdown-filter");
  if (typeof option === "string" && (await filter.count()) > 0) await filter.fill(option);
  await panel.getByRole("option", { name: option, exact: typeof option === "string" }).click();
  await expect(panel).toBeHidden();
}

/** Picks the first choice the dropdown labelled `label` offers; returns its text. */
export async function chooseFirst(page: Page, scope: Page | Locator, label: string): Promise<string> {
  await dropdown(scope, label).click();
  const panel = page.locator(".p-dropdown-panel");
  const first = panel.getByRole("option").filter({ hasNotText: "— brak —" }).first();
  await expect(first).toBeVisible();
  const text = (await first.textContent()) ?? "";
  await first.click();
  await expect(panel).toBeHidden();
  return text.trim();
}

/**
 * Opens the calendar of the date field labelled `label`, goes to next month and clicks its `day`;
 * returns the day as the list shows it (DD-MM-YYYY).
 */
export async function pickDay(page: Page, label: string, day = 15): Promise<string> {
  await field(page, label).click();
  const calendar = page.locator(".p-datepicker:not(.p-datepicker-inline)").filter({ visible: true });
  await expect(calendar).toBeVisible();
  await calendar.locator(".p-datepicker-next").click();
  await calendar
    .locator("td:not(.p-datepicker-other-month) > span")
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  const value = await field(page, label).inputValue();
  expect(value).toMatch(new RegExp(`^${String(day).padStart(2, "0")}-\\d{2}-\\d{4}`));
  return value.slice(0, 10);
}

/** Chooses a colour in the colour picker of the field labelled `label`; returns the code it wrote. */
export async function pickColour(page: Page, label: string): Promise<string> {
  await page.getByLabel(`Wybierz kolor: ${label}`).click();
  const panel = page.locator(".p-colorpicker-panel");
  await expect(panel).toBeVisible();
  const box = await panel.locator(".p-colorpicker-color-selector").boundingBox();
  if (!box) throw new Error("the colour area has no size");
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await page.keyboard.press("Escape");
  const code = field(page, label);
  await expect(code).toHaveValue(/^#[0-9A-F]{6}$/);
  return code.inputValue();
}

/** A small real file of `format`, as the browser's file chooser takes it. */
export function testFile(format: Format, name: string, size = 2048) {
  const mimeTypes: Record<Format, string> = {
    jpeg: "image/jpeg",
    png: "image/png",
    gif: "image/gif",
    mp4: "video/mp4",
    webm: "video/webm",
    wav: "audio/wav",
    mp3: "audio/mpeg",
    text: "text/plain",
  };
  return { name, mimeType: mimeTypes[format], buffer: uploadFile(format, size) };
}

/** Chooses `file` in the upload field labelled `label` and waits until it is stored. */
export async function upload(page: Page, label: string, file: ReturnType<typeof testFile>) {
  await field(page, label).setInputFiles(file);
  await expect(page.locator(".upload-progress")).toHaveCount(0);
  await expect(field(page, label).locator("xpath=..").locator(".upload-current")).toBeVisible();
}

/** The toast with `text` (spec §8: top-right). */
export function toast(page: Page, text: string | RegExp): Locator {
  // The newest one: a toast of an earlier save with the same text may still be fading out.
  return page.locator(".p-toast-message").filter({ hasText: text }).last();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The toast of a save or delete, naming the record (issue 36): "Dodano: Aktualność „Nazwa”",
 * "Zapisano zmiany: …", "Usunięto: …"; by its title when given, else by any title or its number.
 */
export function named(outcome: "added" | "edited" | "removed", title?: string): RegExp {
  const verb = { added: "Dodano", edited: "Zapisano zmiany", removed: "Usunięto" }[outcome];
  return new RegExp(`${verb}: .+ ${title ? `„${escapeRegExp(title)}”` : "(„.+”|nr \\d+)"}`);
}

/** Clicks Save and waits for the success toast and the list the form returns to. */
export async function save(page: Page, toastText: string | RegExp, listPath: string) {
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(toast(page, toastText)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cms/${listPath}$`));
}

/** The list row showing `text`. */
export function row(page: Page, text: string): Locator {
  return page.getByRole("row").filter({ hasText: text });
}

/** Opens the edit form of the list row showing `text`. */
export async function editRow(page: Page, text: string) {
  await row(page, text)
    .getByRole("link", { name: /^Edytuj rekord/ })
    .click();
  await expect(page).toHaveURL(/\/modify\/\d+$/);
  await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible();
}

/** Deletes the list row showing `text` through the confirmation dialog; the list reloads without it. */
/** Deletes the row showing `text`; the confirmation and the toast name the record by `title`. */
export async function deleteRow(page: Page, text: string, title = text) {
  await row(page, text)
    .getByRole("button", { name: /^Usuń rekord/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Potwierdź usunięcie" });
  await expect(dialog).toBeVisible();
  // The confirmation and the toast name the record, not its number.
  await expect(dialog).toContainText(`„${title}”`);
  await dialog.getByRole("button", { name: "Usuń" }).click();
  await expect(toast(page, named("removed", title))).toBeVisible();
  await expect(row(page, text)).toHaveCount(0);
}

/**
 * How the list's actions column lies at the page's width: whether it has cells, how many end right of
 * the table (cut), and whether the table scrolls sideways. Whole is `{ cells: true, cut: 0, scrollable: false }`.
 */
export function actionsColumnLayout(page: Page) {
  return page.locator(".area-list .p-datatable").evaluate((table) => {
    const right = table.getBoundingClientRect().right;
    const cells = Array.from(table.querySelectorAll("td.actions-column"));
    const wrapper = table.querySelector(".p-datatable-wrapper");
    return {
      cells: cells.length > 0,
      cut: cells.filter((cell) => cell.getBoundingClientRect().right > right + 1).length,
      scrollable: wrapper ? wrapper.scrollWidth - wrapper.clientWidth > 0 : true,
    };
  });
}
