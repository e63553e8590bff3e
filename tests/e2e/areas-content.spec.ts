/**
 * Create, edit and delete through the generated forms and lists (spec §2, §5) of the content areas:
 * news, events, their categories, map categories, campus labels, buttons and advertisements.
 * Each test works on records of its own, named uniquely.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  choose,
  chooseFirst,
  deleteRow,
  editRow,
  field,
  named,
  pickColour,
  pickDay,
  row,
  save,
  testFile,
  toast,
  unique,
  upload,
} from "./support/widgets.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("news: create with a photo and a category added from the form, edit, delete", async ({ page }) => {
  const name = unique("Aktualność E2E");
  const category = unique("Kategoria z formularza");
  await page.goto("/cms/articles");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Aktualność" })).toBeVisible();

  await field(page, "Nazwa").fill(name);
  // The category modal of spec §2: saved, it closes and the new category is chosen in the form.
  await page.getByRole("button", { name: "Dodaj: Kategoria" }).click();
  const dialog = page.getByRole("dialog", { name: "Dodaj: Kategoria" });
  await field(dialog, "Nazwa (PL)").fill(category);
  await field(dialog, "Nazwa (EN)").fill(`${category} EN`);
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, named("added", category))).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/articles\/modify$/);
  await expect(field(page, "Kategoria")).toHaveValue(category);

  await field(page, "Opis").fill("Opis aktualności dodanej przez test przeglądarkowy.");
  await upload(page, "Zdjęcie", testFile("png", "zdjecie.png"));
  await expect(page.getByRole("img", { name: "Podgląd: Zdjęcie" })).toBeVisible();
  await choose(page, page, "Status", "Nieaktywny");
  await choose(page, page, "Język", "Polski");
  await save(page, named("added", name), "articles");
  await expect(row(page, name)).toContainText(category);
  await expect(row(page, name)).toContainText("Nieaktywny");

  await editRow(page, name);
  await expect(page.getByRole("heading", { name: "Edytuj: Aktualność" })).toBeVisible();
  await expect(field(page, "Nazwa")).toHaveValue(name);
  await expect(page.getByRole("img", { name: "Podgląd: Zdjęcie" })).toBeVisible();
  const edited = `${name} (zmieniona)`;
  await field(page, "Nazwa").fill(edited);
  await choose(page, page, "Status", "Aktywny");
  await save(page, named("edited", edited), "articles");
  await expect(row(page, edited)).toContainText("Aktywny");

  await deleteRow(page, edited);
  await page.goto("/cms/categories_articles_events");
  await deleteRow(page, category);
});

test("events: create with the date from the calendar, edit, delete", async ({ page }) => {
  const name = unique("Wydarzenie E2E");
  await page.goto("/cms/events/modify");
  await expect(page.getByRole("heading", { name: "Dodaj: Wydarzenie" })).toBeVisible();
  await field(page, "Nazwa").fill(name);
  const category = await chooseFirst(page, page, "Kategoria");
  await field(page, "Opis").fill("Opis wydarzenia dodanego przez test przeglądarkowy.");
  await field(page, "Lokalizacja").fill("Aula A");
  const day = await pickDay(page, "Data i godzina", 15);
  await save(page, named("added", name), "events");
  await expect(row(page, name)).toContainText(category);
  await expect(row(page, name)).toContainText(day);

  await editRow(page, name);
  await expect(field(page, "Data i godzina")).toHaveValue(new RegExp(`^${day}`));
  const edited = `${name} (przeniesione)`;
  await field(page, "Nazwa").fill(edited);
  const newDay = await pickDay(page, "Data i godzina", 20);
  await save(page, named("edited", edited), "events");
  await expect(row(page, edited)).toContainText(newDay);

  await deleteRow(page, edited);
});

test("news and event categories: create, edit, delete", async ({ page }) => {
  const name = unique("Kategoria E2E");
  await page.goto("/cms/categories_articles_events");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  await save(page, named("added", name), "categories_articles_events");
  await expect(row(page, name)).toContainText(`${name} EN`);

  await editRow(page, name);
  await field(page, "Nazwa (EN)").fill(`${name} edited`);
  await save(page, named("edited", name), "categories_articles_events");
  await expect(row(page, name)).toContainText(`${name} edited`);

  await deleteRow(page, name);
});

test("map categories: create with a colour and an icon, edit, delete", async ({ page }) => {
  const name = unique("Kategoria mapy E2E");
  await page.goto("/cms/categories/modify");
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  const colour = await pickColour(page, "Kolor");
  await upload(page, "Ikona", testFile("png", "ikona.png", 1024));
  await expect(page.getByRole("img", { name: "Podgląd: Ikona" })).toBeVisible();
  await page.getByLabel("Widoczna", { exact: true }).check();
  await save(page, named("added", name), "categories");
  await expect(row(page, name)).toContainText(colour);

  await editRow(page, name);
  await expect(field(page, "Kolor")).toHaveValue(colour);
  await field(page, "Kolor").fill("#285548");
  await field(page, "Zasięg wyszukiwania (m)").fill("250");
  await save(page, named("edited", name), "categories");
  await expect(row(page, name)).toContainText("#285548");

  await deleteRow(page, name);
});

test("campus labels: create, edit, delete", async ({ page }) => {
  const name = unique("Kampus E2E");
  await page.goto("/cms/campuses/modify");
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  await page.getByLabel("Włączony", { exact: true }).check();
  await choose(page, page, "Język", "Angielski");
  await save(page, named("added", name), "campuses");
  await expect(row(page, name)).toContainText("Angielski");

  await editRow(page, name);
  await choose(page, page, "Język", "Polski");
  await field(page, "Nazwa (EN)").fill(`${name} edited`);
  await save(page, named("edited", name), "campuses");
  await expect(row(page, name)).toContainText(`${name} edited`);
  await expect(row(page, name)).toContainText("Polski");

  await deleteRow(page, name);
});

test("buttons: create with place, address, colour and dates, edit, delete", async ({ page }) => {
  const name = unique("Przycisk E2E");
  await page.goto("/cms/buttons/modify");
  await field(page, "Nazwa").fill(name);
  await field(page, "Opis").fill("Przycisk dodany przez test przeglądarkowy");
  await choose(page, page, "Miejsce", "Przed wydarzeniami");
  await field(page, "Adres URL").fill("https://umed.example/e2e");
  await pickColour(page, "Kolor");
  await choose(page, page, "Status", "Nieaktywny");
  const start = await pickDay(page, "Data rozpoczęcia", 1);
  const end = await pickDay(page, "Data zakończenia", 28);
  await save(page, named("added", name), "buttons");
  await expect(row(page, name)).toContainText("Przed wydarzeniami");
  await expect(row(page, name)).toContainText(start);
  await expect(row(page, name)).toContainText(end);

  await editRow(page, name);
  await choose(page, page, "Miejsce", "Przed aktualnościami");
  await save(page, named("edited", name), "buttons");
  await expect(row(page, name)).toContainText("Przed aktualnościami");

  await deleteRow(page, name);
});

test("advertisements: create with a video, edit, delete", async ({ page }) => {
  const name = unique("Reklama E2E");
  await page.goto("/cms/advertisements/modify");
  await field(page, "Nazwa").fill(name);
  await upload(page, "Plik wideo", testFile("webm", "reklama.webm", 4096));
  await expect(page.getByRole("link", { name: /^Obecny plik: / })).toBeVisible();
  const beacon = await chooseFirst(page, page, "Lokalizacja (beacon)");
  await choose(page, page, "Status", "Nieaktywny");
  await save(page, named("added", name), "advertisements");
  await expect(row(page, name)).toContainText("Nieaktywny");

  await editRow(page, name);
  await expect(page.getByRole("link", { name: /^Obecny plik: / })).toBeVisible();
  await expect(field(page, "Lokalizacja (beacon)")).toHaveValue(beacon);
  await choose(page, page, "Status", "Aktywny");
  await save(page, named("edited", name), "advertisements");
  await expect(row(page, name)).toContainText("Aktywny");

  await deleteRow(page, name);
});

test("an event's form previews it as the app shows it, before saving, in either language", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/cms/events");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Wydarzenie" })).toBeVisible();
  await page.getByRole("button", { name: "Podgląd w aplikacji" }).click();
  const preview = page.getByRole("dialog", { name: "Podgląd w aplikacji" });
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText("(jeszcze bez tytułu)");
  await preview.getByRole("button", { name: "English" }).click();
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText("(no title yet)");
  await preview.getByRole("button", { name: "Zamknij" }).click();

  await field(page, "Nazwa").fill("Dzień otwarty E2E");
  await field(page, "Opis").fill("Zwiedzanie pracowni i laboratoriów uczelni.");
  await field(page, "Lokalizacja").fill("Aula A");
  await page.getByRole("button", { name: "Podgląd w aplikacji" }).click();
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText("Dzień otwarty E2E");
  await expect(preview).toContainText("Zwiedzanie pracowni i laboratoriów uczelni.");
  await expect(preview).toContainText("Aula A");
  await checkA11y();
});

test("news: a publication start in the future lists it as scheduled, and the filter finds it", async ({
  page,
}) => {
  const name = unique("Aktualność zaplanowana");
  await page.goto("/cms/articles/modify");
  await field(page, "Nazwa").fill(name);
  await chooseFirst(page, page, "Kategoria");
  await field(page, "Opis").fill("Aktualność, która ukaże się w aplikacji w przyszłym miesiącu.");
  // A day of next month: after now, whatever today is.
  await pickDay(page, "Publikacja od", 15);
  await save(page, named("added", name), "articles");
  await expect(row(page, name)).toContainText("Zaplanowana");

  await choose(page, page, "Publikacja", "Widoczna w aplikacji");
  await expect(row(page, name)).toHaveCount(0);
  await choose(page, page, "Publikacja", "Zaplanowana");
  await expect(row(page, name)).toBeVisible();
  await deleteRow(page, name);
});
