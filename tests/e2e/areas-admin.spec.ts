/**
 * Users and their passwords, parking lots and their legend, beacons, the validation messages of
 * spec §5 in the generated forms (each the server's text of the field's code), a server field error mapped to its field, and an upload's
 * progress bar, against the real server.
 */
import { accounts, apiToken } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  choose,
  deleteRow,
  editRow,
  field,
  named,
  row,
  save,
  testFile,
  toast,
  unique,
} from "./support/widgets.ts";

/** What the hand-written screens (password change, the legend's dialog) say of an empty field. */
const required = "To pole jest wymagane";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

/** The error messages shown under the form field labelled `label`. */
const errorsOf = (page: import("@playwright/test").Page, label: string) =>
  page
    .locator(".form-field")
    .filter({ has: field(page, label) })
    .locator('[id$="__error"]');

test("users: the messages of spec §5, a taken e-mail on its field, then create, edit, delete", async ({
  page,
}) => {
  const name = unique("Użytkownik E2E");
  const email = `${name.split(" ").pop()}@umed.example`;
  await page.goto("/cms/users");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Użytkownik" })).toBeVisible();

  // An empty save: every required field says so in the server's words, and the form stays.
  await page.getByRole("button", { name: "Zapisz" }).click();
  for (const [label, text] of [
    ["Imię i nazwisko", "Nazwa jest wymagana"],
    ["E-mail", "Adres e-mail jest wymagany"],
    ["Rola", "Rola jest wymagana"],
    ["Hasło", "Hasło jest wymagane"],
    ["Powtórz hasło", "Hasło jest wymagane"],
  ] as const)
    await expect(errorsOf(page, label)).toContainText(text);
  await expect(page).toHaveURL(/\/cms\/users\/modify$/);

  await field(page, "Imię i nazwisko").fill(name);
  await field(page, "E-mail").fill("nie-e-mail");
  await expect(errorsOf(page, "E-mail")).toContainText("Nieprawidłowy format adresu e-mail");
  await choose(page, page, "Rola", "Moderator");
  await field(page, "Hasło").fill("haslo1234");
  await expect(errorsOf(page, "Hasło")).toContainText(
    "Hasło musi zawierać wielką literę, małą literę i cyfrę",
  );
  await field(page, "Hasło").fill("Haslo1234");
  await expect(errorsOf(page, "Hasło").filter({ hasText: "Hasło musi" })).toHaveCount(0);
  await field(page, "Powtórz hasło").fill("Haslo12345");
  await expect(errorsOf(page, "Powtórz hasło")).toContainText("Hasła muszą być takie same");
  await field(page, "Powtórz hasło").fill("Haslo1234");
  await expect(errorsOf(page, "Powtórz hasło").filter({ hasText: "Hasła muszą" })).toHaveCount(0);

  // The server refuses a taken e-mail (1006): the toast and the message under the field.
  await field(page, "E-mail").fill(accounts.moderator.email);
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(toast(page, "Adres e-mail jest już zajęty")).toBeVisible();
  await expect(errorsOf(page, "E-mail")).toContainText("Adres e-mail jest już zajęty");
  await expect(page).toHaveURL(/\/cms\/users\/modify$/);

  await field(page, "E-mail").fill(email);
  await expect(errorsOf(page, "E-mail").filter({ hasText: "zajęty" })).toHaveCount(0);
  // The server refuses a password too easy to guess (1018) the same way.
  const guessable = "Hasło jest zbyt popularne lub łatwe do odgadnięcia";
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(toast(page, guessable)).toBeVisible();
  await expect(errorsOf(page, "Hasło")).toContainText(guessable);
  await expect(page).toHaveURL(/\/cms\/users\/modify$/);
  await field(page, "Hasło").fill("Wiosna-Kamyk-Lato-3");
  await field(page, "Powtórz hasło").fill("Wiosna-Kamyk-Lato-3");
  await save(page, named("added", name), "users");
  await expect(row(page, name)).toContainText(email);
  await expect(row(page, name)).toContainText("Moderator");

  await editRow(page, name);
  await expect(page.getByRole("heading", { name: "Edytuj: Użytkownik" })).toBeVisible();
  await expect(field(page, "Hasło")).toHaveCount(0);
  await choose(page, page, "Rola", "Administrator");
  await save(page, named("edited", name), "users");
  await expect(row(page, name)).toContainText("Administrator");

  await deleteRow(page, name);
});

test("users: a new password from the password change screen", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  const name = unique("Hasło E2E");
  const email = `${name.split(" ").pop()}@umed.example`;
  const admin = { authorization: `Bearer ${await apiToken(baseURL, "admin")}` };
  const created = await page.request.post(`${baseURL}/api/user`, {
    headers: admin,
    data: {
      name,
      email,
      roles: [2],
      password: "Lipa-Most-Kawa-5",
      password_confirmation: "Lipa-Most-Kawa-5",
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/cms/users");
  await page.getByRole("link", { name: "Zmień hasło", exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/users\/modify_password$/);
  await expect(page.getByRole("heading", { name: "Zmiana hasła użytkownika" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Zmień hasło" });
  const newPassword = field(page, "Nowe hasło");
  const confirmation = field(page, "Powtórz nowe hasło");
  // The generated form of the user.change_password command: its messages sit under its fields.
  const passwordError = page.locator("#pw_password__error");
  const currentError = page.locator("#pw_current_password__error");

  await submit.click();
  await expect(page.locator("#pw-user-error")).toHaveText(required);
  await expect(passwordError).toHaveText("Hasło jest wymagane");
  await expect(page.getByText("Co najmniej 8 znaków, w tym wielka litera")).toBeVisible();

  const chooseUser = async (text: string) => {
    await page.locator("#pw-user").locator("xpath=ancestor::div[@data-pc-name='dropdown'][1]").click();
    await page.locator(".p-dropdown-filter").fill(text);
    await page.getByRole("option", { name: new RegExp(text) }).click();
  };
  // A directory user's password is the directory's (1913): it is not among the choices at all.
  await page.locator("#pw-user").locator("xpath=ancestor::div[@data-pc-name='dropdown'][1]").click();
  await page.locator(".p-dropdown-filter").fill("E2E ad_user");
  await expect(page.getByRole("option", { name: /E2E ad_user/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The admin's own account needs its current password too (1019 on the server).
  const current = field(page, "Obecne hasło");
  await chooseUser("Administrator");
  await expect(current).toBeVisible();
  await submit.click();
  await expect(currentError).toHaveText(required);

  await chooseUser(name);
  await expect(current).toHaveCount(0);
  await newPassword.fill("nowe1234");
  await submit.click();
  await expect(passwordError).toHaveText("Hasło musi zawierać wielką literę, małą literę i cyfrę");
  // The manifest's bound (min: 8), worded in the page's language, as in the areas' forms.
  await newPassword.fill("Ab1");
  await expect(passwordError).toHaveText("Hasło jest za krótkie (co najmniej 8 znaków)");
  await page.getByRole("button", { name: "English" }).click();
  await expect(passwordError).toHaveText("Password is too short (at least 8 characters)");
  await page.getByRole("button", { name: "Polski" }).click();
  await expect(passwordError).toHaveText("Hasło jest za krótkie (co najmniej 8 znaków)");
  // Too common (1018), told before sending by the server's own check, loaded for this screen.
  await newPassword.fill("Nowe1234");
  await confirmation.fill("Nowe1234");
  await submit.click();
  await expect(passwordError).toHaveText("Hasło jest zbyt popularne lub łatwe do odgadnięcia");
  await newPassword.fill("Jesien-Parasol-83");
  await submit.click();
  await expect(page.locator("#pw_password_confirmation__error")).toHaveText("Hasła muszą być takie same");
  await confirmation.fill("Jesien-Parasol-83");
  await submit.click();
  await expect(toast(page, "Hasło zostało zmienione")).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/users$/);
  const login = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email, password: "Jesien-Parasol-83" },
  });
  expect(login.ok()).toBe(true);
  await deleteRow(page, name);
});

test("the generated forms refuse an empty save with each field's text, as the server words it", async ({
  page,
}) => {
  const both = "jest wymagana (po polsku i po angielsku)";
  for (const [path, texts] of [
    [
      "articles",
      [
        ["Nazwa", "Nazwa jest wymagana"],
        ["Kategoria", "Kategoria jest wymagana"],
        ["Opis", "Opis jest wymagany"],
      ],
    ],
    [
      "categories",
      [
        ["Nazwa (PL)", `Nazwa ${both}`],
        ["Nazwa (EN)", `Nazwa ${both}`],
        ["Kolor", "Kolor jest wymagany"],
        ["Ikona", "Ikona jest wymagana"],
      ],
    ],
    [
      "advertisements",
      [
        ["Nazwa", "Nazwa jest wymagana"],
        ["Plik wideo", "Plik wideo jest wymagany"],
      ],
    ],
    [
      "notifications_route",
      [
        ["Nazwa (PL)", `Nazwa ${both}`],
        ["Opis (EN)", "Opis jest wymagany (po polsku i po angielsku)"],
        ["Plik dźwiękowy", "Powiadomienie na trasie wymaga pliku dźwiękowego"],
      ],
    ],
  ] as const) {
    await page.goto(`/cms/${path}/modify`);
    await page.getByRole("button", { name: "Zapisz" }).click();
    for (const [label, text] of texts) await expect(errorsOf(page, label)).toContainText(text);
    await expect(page).toHaveURL(new RegExp(`/cms/${path}/modify$`));
  }
});

test("parking lots: edit only, and the legend's ranges added, edited and deleted", async ({ page }) => {
  await page.goto("/cms/parking_lots");
  await expect(page.getByRole("heading", { name: "Parkingi", level: 1 })).toBeVisible();
  await expect(page.getByRole("row")).not.toHaveCount(1);
  await expect(page.getByRole("columnheader", { name: "Identyfikator parkingu" })).toBeVisible();
  await expect(row(page, "Parking P1 przy Budynku A")).toContainText("PARKSYS-LDZ-01");
  await expect(page.getByRole("link", { name: "Dodaj" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Usuń rekord/ })).toHaveCount(0);

  await page
    .getByRole("link", { name: /^Edytuj rekord/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Edytuj: Parking" })).toBeVisible();
  // What the parking system sets is shown, and cannot be changed here.
  for (const label of ["Identyfikator systemu", "Identyfikator parkingu", "Zajęte", "Wolne (%)"])
    await expect(field(page, label), label).not.toBeEditable();
  await expect(field(page, "Identyfikator systemu")).toHaveValue(/^PARKSYS-/);
  const name = unique("Parking E2E");
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa kampusu (PL)").fill("Kampus testowy");
  await save(page, named("edited", name), "parking_lots");
  await expect(row(page, name)).toContainText("Kampus testowy");

  await page.getByRole("link", { name: "Legenda" }).click();
  await expect(page).toHaveURL(/\/cms\/parking_lots\/legend$/);
  await expect(page.getByRole("heading", { name: "Legenda zajętości parkingów" })).toBeVisible();
  // The column is named in words, not by its text's key.
  await expect(page.getByRole("columnheader", { name: "Zakres wolnych miejsc" })).toBeVisible();
  await expect(page.getByText("special.legend")).toHaveCount(0);
  const title = unique("Zakres E2E");
  await page.getByRole("button", { name: "Dodaj zakres" }).click();
  const dialog = page.getByRole("dialog", { name: "Nowy zakres legendy" });
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  // Each field in its own words, the manifest's codes' texts as the server words them.
  await expect(dialog.getByText("Początek zakresu jest wymagany")).toHaveCount(1);
  await expect(dialog.getByText("Koniec zakresu jest wymagany")).toHaveCount(1);
  await expect(dialog.getByText("Tytuł jest wymagany (po polsku i po angielsku)")).toHaveCount(2);
  await dialog.getByLabel("Od (% wolnych miejsc)").fill("60");
  await dialog.getByLabel("Do (% wolnych miejsc)").fill("50");
  await dialog.getByLabel("Tytuł (PL)").fill(title);
  await dialog.getByLabel("Tytuł (EN)").fill(`${title} EN`);
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  // The manifest's ordered rule, worded as in the area's own form.
  await expect(dialog.locator("#legend_to_percent__error")).toHaveText(
    "Początek zakresu nie może być większy niż jego koniec",
  );
  // The manifest's bound (max: 100) at the field (the dialog is modal: the other language is checked
  // on the command screens).
  await dialog.getByLabel("Od (% wolnych miejsc)").fill("120");
  await expect(dialog.locator("#legend_from_percent__error")).toHaveText(
    "Początek zakresu nie może być większy niż 100%",
  );
  await dialog.getByLabel("Od (% wolnych miejsc)").fill("60");
  await dialog.getByLabel("Do (% wolnych miejsc)").fill("70");
  await dialog.getByLabel("Opis (PL)").fill("Zakres dodany przez test");
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Rekord został dodany")).toBeVisible();
  await expect(row(page, title)).toContainText("60–70%");

  await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edycja zakresu legendy" });
  await expect(editDialog.getByLabel("Tytuł (PL)")).toHaveValue(title);
  await editDialog.getByLabel("Do (% wolnych miejsc)").fill("80");
  await editDialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(editDialog).toBeHidden();
  await expect(row(page, title)).toContainText("60–80%");

  await page.getByRole("button", { name: `Usuń: ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Potwierdź usunięcie" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Usuń" }).click();
  await expect(row(page, title)).toHaveCount(0);
});

test("beacons: searched, edited, never added nor deleted", async ({ page }) => {
  await page.goto("/cms/beacons");
  await expect(page.getByRole("link", { name: "Dodaj" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Edytuj rekord/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Usuń rekord/ })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Szukaj" }).fill("UMED-OUT");
  await expect(page.getByRole("row").filter({ hasText: "UMED-" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: /UMED-(A|B)-/ })).toHaveCount(0);

  const beacon =
    (await page
      .getByRole("row")
      .filter({ hasText: "UMED-OUT" })
      .first()
      .locator("td:not(.selection-column)")
      .first()
      .textContent()) ?? "";
  await editRow(page, beacon);
  await expect(field(page, "Nazwa identyfikacyjna")).toHaveValue(beacon);
  await field(page, "Bateria (%)").fill("150");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(errorsOf(page, "Bateria (%)")).toContainText("Poziom baterii nie może być większy niż 100%");
  await field(page, "Bateria (%)").fill("42");
  await choose(page, page, "Piętro", "1");
  await save(page, named("edited", beacon), "beacons");
  await page.getByRole("searchbox", { name: "Szukaj" }).fill(beacon);
  await expect(row(page, beacon)).toContainText("42");
});

test("an upload shows its progress bar, then the preview", async ({ page }) => {
  await page.goto("/cms/articles/modify");
  // Hold the upload until the progress bar has been seen, then let it through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/upload", async (route) => {
    await held;
    await route.continue();
  });
  await field(page, "Zdjęcie").setInputFiles(testFile("png", "duze-zdjecie.png", 1_500_000));
  const progress = page.locator(".upload-progress");
  await expect(progress).toBeVisible();
  await expect(progress).toContainText("Przesyłanie pliku duze-zdjecie.png…");
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("img", { name: "Podgląd: Zdjęcie" })).toHaveCount(0);
  release();
  await expect(progress).toBeHidden();
  await expect(page.getByRole("img", { name: "Podgląd: Zdjęcie" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Podgląd: Zdjęcie" })).toHaveAttribute("src", /^\/api\/files\//);
});

test("an upload a proxy refuses as too large (413, not the API's answer) says so", async ({ page }) => {
  await page.goto("/cms/articles/modify");
  // what nginx answers past its client_max_body_size (deploy/nginx.conf sets it for the largest upload)
  await page.route("**/api/upload", (route) =>
    route.fulfill({
      status: 413,
      contentType: "text/html",
      body: "<html><head><title>413 Request Entity Too Large</title></head></html>",
    }),
  );
  await field(page, "Zdjęcie").setInputFiles(testFile("png", "zdjecie.png", 1_870_000));
  await expect(
    page.getByText("Przesyłane dane są większe, niż przyjmuje serwer pośredniczący przed konsolą"),
  ).toBeVisible();
});

test("an upload of the wrong type is refused before sending", async ({ page }) => {
  await page.goto("/cms/categories/modify");
  await field(page, "Ikona").setInputFiles(testFile("text", "notatka.txt", 100));
  await expect(
    page.getByRole("alert").filter({ hasText: "notatka.txt nie jest dozwolonym plikiem" }),
  ).toBeVisible();
});

test("users: a directory account is offered neither delete nor a password; a login signs in like the e-mail", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto("/cms/users");
  await page.getByRole("searchbox", { name: "Szukaj" }).fill("ad.user@umed.example");
  const directory = row(page, "E2E ad_user");
  await expect(directory).toContainText("Tak");
  // Deleting it (1904) and changing its password (1913) would be refused: neither is offered.
  await expect(directory.getByRole("button", { name: /^Usuń rekord/ })).toHaveCount(0);
  await expect(directory.getByRole("link", { name: /^Zmień hasło/ })).toHaveCount(0);
  await expect(directory.getByRole("link", { name: /^Edytuj rekord/ })).toHaveCount(1);

  // A local account gets a login (spec §1), checked as typed and unique whatever its case.
  const name = unique("Login E2E");
  const login = `e2e.${name.split(" ").pop()}`.toLowerCase();
  await page.goto("/cms/users/modify");
  await field(page, "Imię i nazwisko").fill(name);
  await field(page, "E-mail").fill(`${login}@umed.example`);
  await choose(page, page, "Rola", "Moderator");
  await field(page, "Hasło").fill("Sosna-Rzeka-Wiatr-58");
  await field(page, "Powtórz hasło").fill("Sosna-Rzeka-Wiatr-58");
  await field(page, "Login").fill("1zly login");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(errorsOf(page, "Login")).toContainText("Nieprawidłowy login (litera na początku");
  // The bootstrap admin's login, in another case: the server refuses it (1912) on the field.
  await field(page, "Login").fill("ADMIN");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(errorsOf(page, "Login")).toContainText("Ten login ma już inne konto");
  // axe on the form with its messages, once the toast (which fades, and so reads as faint) is gone.
  await expect(toast(page, "Ten login ma już inne konto")).toBeVisible();
  await expect(page.locator(".p-toast-message")).toHaveCount(0);
  await checkA11y();
  await field(page, "Login").fill(login);
  await save(page, named("added", name), "users");
  await page.getByRole("searchbox", { name: "Szukaj" }).fill(login);
  await expect(row(page, name)).toContainText(login);
  await expect(row(page, name).getByRole("link", { name: /^Zmień hasło/ })).toHaveCount(1);

  const signedIn = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email: login.toUpperCase(), password: "Sosna-Rzeka-Wiatr-58" },
  });
  expect(signedIn.ok()).toBe(true);
  await deleteRow(page, name);
});
