/**
 * The console of an area added as a maintainer adds one: in a copy of the project, one YAML manifest
 * (tests/support/lost_item.yaml), the generator and the console's build, then staff use it as any
 * other: its menu entry, its list with search, its generated form with the manifest's texts, create,
 * edit and delete. No TypeScript is written for it.
 */
import { lostItemManifest, type ProjectCopy, projectWithArea } from "../support/area-copy.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { expect, test } from "./support/fixtures.ts";
import { deleteRow, editRow, field, named, pickDay, row, save, unique } from "./support/widgets.ts";

const admin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };

let copy: ProjectCopy;
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The generator and a production build of the console take a while on a loaded machine.
  test.setTimeout(240_000);
  copy = projectWithArea("lost_item", lostItemManifest, { console: true });
  server = await startServerProcess(
    {
      DATA_DIR: `${copy.dir}/data`,
      CONSOLE_DIR: `${copy.dir}/dist/console`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATABASE_URL: "",
    },
    { cwd: copy.dir },
  );
});

test.afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

test("a new area's menu entry, list, form and texts work with no code of its own", async ({ page }) => {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel("Login lub e-mail").fill(admin.email);
  await page.getByLabel("Hasło", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/cms/);

  await page.getByRole("link", { name: "Rzeczy znalezione" }).click();
  await expect(page).toHaveURL(/\/cms\/lost_items$/);
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Rzecz znaleziona" })).toBeVisible();

  // An empty save: each required field in the manifest's own words, and the form stays.
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Opis jest wymagany")).toBeVisible();
  await expect(page.getByText("Data jest wymagana")).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/lost_items\/modify$/);

  const description = unique("Czarny parasol");
  await field(page, "Opis").fill("ab");
  await expect(page.getByText("Opis jest za krótki (co najmniej 3 znaki)")).toBeVisible();
  await field(page, "Opis").fill(description);
  await field(page, "Nazwa (PL)").fill("Parasol");
  await field(page, "Nazwa (EN)").fill("Umbrella");
  const day = await pickDay(page, "Data znalezienia", 12);
  await field(page, "Liczba sztuk").fill("2");
  await save(page, named("added", "Parasol"), "lost_items");
  await expect(row(page, description)).toContainText(day);
  await expect(row(page, description)).toContainText("Parasol");

  // The manifest's search, then an edit that the list shows.
  await page.getByRole("searchbox", { name: "Szukaj" }).fill("parasol");
  await expect(row(page, description)).toBeVisible();
  await editRow(page, description);
  await expect(field(page, "Nazwa (EN)")).toHaveValue("Umbrella");
  await field(page, "Nazwa (PL)").fill("Parasol z logo");
  await save(page, named("edited", "Parasol z logo"), "lost_items");
  await expect(row(page, description)).toContainText("Parasol z logo");

  // The manifest's filters and bulk actions: a status filter in the address, a bulk deactivate.
  await page.locator(".p-dropdown", { has: page.locator("#lost_item-filter-status") }).click();
  await page.getByRole("option", { name: "Aktywny", exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(row(page, description)).toBeVisible();
  await row(page, description).getByRole("checkbox").check();
  await page.getByRole("toolbar").getByRole("button", { name: "Dezaktywuj" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Dezaktywuj" }).click();
  await expect(row(page, description)).toHaveCount(0);
  // The address holds the list: the same list with another status, opened by its link.
  await page.goto(page.url().replace("status=active", "status=inactive"));
  await expect(row(page, description)).toBeVisible();

  // The manifest's titleField names the record in the confirmation and the toasts.
  await deleteRow(page, description, "Parasol z logo");
});
