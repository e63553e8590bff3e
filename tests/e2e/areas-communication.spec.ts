/**
 * Notifications (general, push, route), SOS contacts, the SOS push reply and the opinions (spec §2,
 * §4, §5) through the console's forms, lists and modals, against the real server.
 */
import { apiToken } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  choose,
  chooseFirst,
  deleteRow,
  editRow,
  field,
  named,
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

test("notifications: create with a type and an image, edit, delete", async ({ page }) => {
  const name = unique("Powiadomienie E2E");
  await page.goto("/cms/notifications");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Powiadomienie" })).toBeVisible();
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  await field(page, "Opis (PL)").fill("Treść powiadomienia po polsku");
  await field(page, "Opis (EN)").fill("Notification text in English");
  await choose(page, page, "Typ", "Marketingowe");
  await upload(page, "Obraz", testFile("jpeg", "obraz.jpg"));
  await save(page, named("added", name), "notifications");
  await expect(row(page, name)).toContainText("Marketingowe");

  await editRow(page, name);
  await choose(page, page, "Typ", "Ogólne");
  await choose(page, page, "Status", "Nieaktywny");
  await save(page, named("edited", name), "notifications");
  await expect(row(page, name)).toContainText("Ogólne");
  await expect(row(page, name)).toContainText("Nieaktywny");

  await deleteRow(page, name);
});

test("push notifications: create with sender and send date, preview, edit, delete", async ({ page }) => {
  const name = unique("Push E2E");
  await page.goto("/cms/notifications_push");
  await page.getByRole("link", { name: "Dodaj" }).click();
  await expect(page.getByRole("heading", { name: "Dodaj: Powiadomienie push" })).toBeVisible();
  // The view fixes the type: the form does not ask for it.
  await expect(field(page, "Typ")).toHaveCount(0);
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  await field(page, "Opis (PL)").fill("Zajęcia odwołane");
  await field(page, "Opis (EN)").fill("Classes cancelled");
  await field(page, "Nadawca").fill("Dziekanat");
  const day = await pickDay(page, "Data wysłania", 10);
  // A push for later: the toast names it and says when it goes out (not "sent", nor "record added").
  await save(
    page,
    new RegExp(`Zapisano: Powiadomienie push „${name}”\\. Powiadomienie push zostanie wysłane`),
    "notifications_push",
  );
  await expect(row(page, name)).toContainText("Dziekanat");
  await expect(row(page, name)).toContainText(day);

  await row(page, name).getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("dialog", { name: "Podgląd powiadomienia push" });
  await expect(preview).toContainText(name);
  await expect(preview).toContainText("Zajęcia odwołane");
  await expect(preview).toContainText("Dziekanat");
  await preview.getByRole("button", { name: "Zamknij" }).last().click();
  await expect(preview).toBeHidden();

  await editRow(page, name);
  await expect(page.getByRole("heading", { name: "Edytuj: Powiadomienie push" })).toBeVisible();
  await field(page, "Nadawca").fill("Rektorat");
  await save(
    page,
    new RegExp(`Zapisano: Powiadomienie push „${name}”\\. Powiadomienie push zostanie wysłane`),
    "notifications_push",
  );
  await expect(row(page, name)).toContainText("Rektorat");

  await deleteRow(page, name);
});

test("route notifications: create with a room and a sound file, edit, delete", async ({ page }) => {
  const name = unique("Trasa E2E");
  await page.goto("/cms/notifications_route/modify");
  await expect(page.getByRole("heading", { name: "Dodaj: Powiadomienie na trasie" })).toBeVisible();
  await field(page, "Nazwa (PL)").fill(name);
  await field(page, "Nazwa (EN)").fill(`${name} EN`);
  await field(page, "Opis (PL)").fill("Skręć w lewo przy windzie");
  await field(page, "Opis (EN)").fill("Turn left at the lift");
  const room = await chooseFirst(page, page, "Lokalizacja (sala)");
  await upload(page, "Plik dźwiękowy", testFile("wav", "komunikat.wav", 4096));
  await expect(page.getByRole("link", { name: /^Obecny plik: / })).toBeVisible();
  await save(page, named("added", name), "notifications_route");
  // The room by its name and the sound as a player, as the form shows them: no id, no path.
  await expect(row(page, name)).toContainText(room);
  await expect(row(page, name)).not.toContainText("/api/files/");
  const player = row(page, name).locator("audio");
  await expect(player).toHaveAttribute("src", /^\/api\/files\/.+\.wav$/);
  await expect(player).toHaveAccessibleName(/^Odtwórz: Plik dźwiękowy \(.+\.wav\)$/);

  await editRow(page, name);
  await choose(page, page, "Status", "Nieaktywny");
  await save(page, named("edited", name), "notifications_route");
  await expect(row(page, name)).toContainText("Nieaktywny");

  // Its history in the form's words: the room's name, the sound's player, the status's label.
  await editRow(page, name);
  await page.getByRole("button", { name: "Historia" }).click();
  const history = page.getByRole("dialog", { name: "Historia zmian" });
  const entries = history.locator(".record-history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first().getByRole("row", { name: /Status/ })).toHaveText(/Aktywny\s*→\s*Nieaktywny/);
  const created = entries.nth(1);
  await expect(created.getByRole("row", { name: /Lokalizacja \(sala\)/ })).toContainText(room);
  await expect(created.getByRole("row", { name: /Typ/ })).toContainText("Trasa");
  await expect(created.locator("audio")).toHaveAttribute("src", /^\/api\/files\/.+\.wav$/);
  await expect(history).not.toContainText("/api/files/");
  await expect(history).not.toContainText(/\bactive\b|\broute\b/);
  await page.keyboard.press("Escape");
  await page.goto("/cms/notifications_route");

  await deleteRow(page, name);
});

test("SOS contacts: a phone or an e-mail is needed; create, edit, delete", async ({ page }) => {
  const name = unique("Kontakt E2E");
  await page.goto("/cms/sos_contacts/modify");
  await field(page, "Nazwa").fill(name);
  await page.getByRole("button", { name: "Zapisz" }).click();
  const rule = "Kontakt SOS wymaga numeru telefonu lub adresu e-mail";
  await expect(page.getByText(rule)).toHaveCount(2);
  await expect(page).toHaveURL(/\/cms\/sos_contacts\/modify$/);

  await field(page, "E-mail").fill("dyzurny@");
  await expect(page.getByText(rule)).toHaveCount(0);
  await expect(page.getByText("Nieprawidłowy format adresu e-mail")).toBeVisible();
  await field(page, "E-mail").fill("dyzurny@umed.example");
  await field(page, "Telefon").fill("+48 42 555 09 09");
  await save(page, named("added", name), "sos_contacts");
  await expect(row(page, name)).toContainText("dyzurny@umed.example");

  await editRow(page, name);
  await field(page, "E-mail").fill("");
  await field(page, "Telefon").fill("+48 42 555 09 10");
  await save(page, named("edited", name), "sos_contacts");
  await expect(row(page, name)).toContainText("+48 42 555 09 10");
  await expect(row(page, name)).not.toContainText("dyzurny@umed.example");

  await deleteRow(page, name);
});

test("a record saved by someone else meanwhile: both values shown, then theirs loaded or mine saved over", async ({
  page,
  baseURL,
}) => {
  const name = unique("Kontakt wersje");
  const headers = { authorization: `Bearer ${await apiToken(baseURL ?? "", "admin")}` };
  const created = await page.request.post("/api/email_sms", {
    headers,
    data: { name, phone: "+48 42 555 01 01" },
  });
  const { id } = (await created.json()).data;
  const behindTheBack = (phone: string) =>
    page.request.put(`/api/email_sms/${id}`, { headers, data: { name, phone } });

  await page.goto(`/cms/sos_contacts/modify/${id}`);
  await expect(field(page, "Telefon")).toHaveValue("+48 42 555 01 01");
  expect((await behindTheBack("+48 42 555 02 02")).ok()).toBe(true);
  await field(page, "Telefon").fill("+48 42 555 03 03");
  await page.getByRole("button", { name: "Zapisz" }).click();
  const dialog = page.getByRole("dialog", { name: "Ktoś inny zmienił ten rekord" });
  await expect(dialog).toBeVisible();
  const phoneRow = dialog.getByRole("row", { name: /Telefon/ });
  await expect(phoneRow).toContainText("+48 42 555 03 03");
  await expect(phoneRow).toContainText("+48 42 555 02 02");
  await dialog.getByRole("button", { name: "Wczytaj zapisaną wersję (porzuć moje zmiany)" }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, "Telefon")).toHaveValue("+48 42 555 02 02");

  // Changed again behind the form's back: this time the user's value is saved over it, knowingly.
  expect((await behindTheBack("+48 42 555 04 04")).ok()).toBe(true);
  await field(page, "Telefon").fill("+48 42 555 05 05");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await dialog.getByRole("button", { name: "Zapisz moje wartości w jej miejsce" }).click();
  await expect(toast(page, named("edited", name))).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/sos_contacts$/);
  await expect(row(page, name)).toContainText("+48 42 555 05 05");

  // A row changed since the list was shown is not deleted: the list comes back with its new state.
  expect((await behindTheBack("+48 42 555 06 06")).ok()).toBe(true);
  await row(page, name)
    .getByRole("button", { name: /^Usuń rekord/ })
    .click();
  await page
    .getByRole("dialog", { name: "Potwierdź usunięcie" })
    .getByRole("button", { name: "Usuń" })
    .click();
  await expect(toast(page, "Ktoś inny zmienił ten rekord od chwili jego otwarcia")).toBeVisible();
  await expect(row(page, name)).toContainText("+48 42 555 06 06");
  await deleteRow(page, name);
});

test("an edit form's history lists who changed what, and filters by account and day", async ({
  page,
  baseURL,
}) => {
  const name = unique("Kontakt historia");
  const headers = { authorization: `Bearer ${await apiToken(baseURL ?? "", "moderator")}` };
  const created = await page.request.post("/api/email_sms", {
    headers,
    data: { name, phone: "+48 42 555 07 07" },
  });
  const { id } = (await created.json()).data;
  await page.request.put(`/api/email_sms/${id}`, { headers, data: { name, phone: "+48 42 555 08 08" } });

  await page.goto(`/cms/sos_contacts/modify/${id}`);
  await page.getByRole("button", { name: "Historia" }).click();
  const dialog = page.getByRole("dialog", { name: "Historia zmian" });
  await expect(dialog.getByText("Zmian: 2")).toBeVisible();
  const entries = dialog.getByRole("listitem");
  await expect(entries.first()).toContainText("zmieniono");
  await expect(entries.first()).toContainText("+48 42 555 07 07 → +48 42 555 08 08");
  await expect(entries.nth(1)).toContainText("utworzono");

  await choose(page, dialog, "Kto zmienił", "Administrator");
  await expect(dialog.getByText("Zmian: 0")).toBeVisible();
  await dialog.locator(".p-dropdown-clear-icon").click();
  await expect(dialog.getByText("Zmian: 2")).toBeVisible();
  // Changes from a day to come: none yet.
  await dialog.getByLabel("Od dnia").fill("01-01-2099");
  await dialog.getByLabel("Od dnia").blur();
  await expect(dialog.getByText("Zmian: 0")).toBeVisible();
});

test("restoring a version from the history fills the form with it, and saving it is an ordinary update", async ({
  page,
  baseURL,
}) => {
  const name = unique("Kontakt przywrócony");
  const headers = { authorization: `Bearer ${await apiToken(baseURL ?? "", "moderator")}` };
  const created = await page.request.post("/api/email_sms", {
    headers,
    data: { name, phone: "+48 42 555 01 01" },
  });
  const { id } = (await created.json()).data;
  await page.request.put(`/api/email_sms/${id}`, { headers, data: { name, phone: "+48 42 555 02 02" } });
  await page.request.put(`/api/email_sms/${id}`, {
    headers,
    data: { name: `${name} (zmieniony)`, phone: "+48 42 555 03 03" },
  });

  await page.goto(`/cms/sos_contacts/modify/${id}`);
  await expect(page.getByLabel("Telefon")).toHaveValue("+48 42 555 03 03");
  await page.getByRole("button", { name: "Historia" }).click();
  const dialog = page.getByRole("dialog", { name: "Historia zmian" });
  await expect(dialog.getByText("Zmian: 3")).toBeVisible();
  // the first change: the phone changed, the name not yet
  await dialog.getByRole("listitem").nth(1).getByRole("button", { name: "Przywróć tę wersję" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Telefon")).toHaveValue("+48 42 555 02 02");
  await expect(page.getByLabel("Nazwa")).toHaveValue(name);
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(toast(page, named("edited", name))).toBeVisible();
  const saved = await page.request.get(`/api/email_sms/${id}`, { headers });
  expect((await saved.json()).data).toMatchObject({ name, phone: "+48 42 555 02 02" });
});

test("SOS: a push reply to a report in the list's modal", async ({ page }) => {
  test.slow();
  await page.goto("/cms/sos");
  await expect(page.getByRole("heading", { name: "Zgłoszenia SOS", level: 1 })).toBeVisible();
  const report = row(page, "I am stuck in the lift");
  // Answered reports show so; a report without a signed-in author cannot be replied to.
  await expect(row(page, "Koleżanka zasłabła")).toContainText("Odpowiedziano");
  await expect(
    row(page, "Czuć dym w korytarzu").getByRole("button", { name: /^Odpowiedz na zgłoszenie SOS/ }),
  ).toHaveCount(0);

  await report.getByRole("button", { name: /^Odpowiedz na zgłoszenie SOS/ }).click();
  const reply = page.getByRole("dialog", { name: /Odpowiedź push na zgłoszenie SOS nr \d+/ });
  await expect(reply.locator(".special-quote")).toHaveText(/I am stuck in the lift/);
  await expect(reply).toContainText("Tom Becker (tom.becker@student.umed.example)");
  await expect(page).toHaveURL(/\/cms\/sos$/);

  await reply.getByRole("button", { name: "Wyślij" }).click();
  await expect(reply.getByText("Tytuł odpowiedzi jest wymagany")).toBeVisible();
  await expect(reply.getByText("Treść odpowiedzi jest wymagana")).toBeVisible();
  await reply.getByLabel("Tytuł").fill("Pomoc w drodze");
  await reply.getByLabel("Treść").fill("Technik otworzy windę w ciągu 5 minut, proszę zachować spokój.");
  await reply.getByRole("button", { name: "Wyślij" }).click();
  await expect(toast(page, "Wysłano powiadomienie push SOS")).toBeVisible();
  await expect(reply).toBeHidden();

  // The list reloaded: the report is answered, with the reply's date.
  await expect(report.getByRole("button", { name: /^Odpowiedz na zgłoszenie SOS/ })).toHaveCount(0);
  await expect(report).toContainText("Odpowiedziano");
  await expect(report.locator('[data-column="replied_at"]')).not.toBeEmpty();
});

test("SOS: the send-push screen still previews a reply", async ({ page }) => {
  await page.goto("/cms/sos");
  await page.getByRole("link", { name: "Wyślij push" }).click();
  await expect(page).toHaveURL(/\/cms\/sos\/send_push$/);
  await expect(page.getByRole("heading", { name: "Wyślij odpowiedź push na zgłoszenie SOS" })).toBeVisible();
  await page.getByRole("button", { name: "Wyślij" }).click();
  // The generated form of the sos.push command: a report and the manifest's bounds, at their fields.
  const titleError = page.locator("#sos_title__error");
  await expect(titleError).toHaveText("Tytuł odpowiedzi jest wymagany");
  await expect(page.locator("#sos_sos_id__error")).toHaveText("Zgłoszenie SOS jest wymagane");
  await page.getByLabel("Tytuł").fill("Po");
  await expect(titleError).toHaveText("Tytuł odpowiedzi jest za krótki (co najmniej 3 znaki)");
  await page.getByRole("button", { name: "English" }).click();
  await expect(titleError).toHaveText("Reply title is too short (at least 3 characters)");
  await page.getByRole("button", { name: "Polski" }).click();
  await page.getByLabel("Tytuł").fill("Pomoc w drodze");
  await expect(titleError).toHaveCount(0);
  await page.getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("dialog", { name: "Podgląd powiadomienia push" });
  await expect(preview).toContainText("Pomoc w drodze");
});

test("opinions: details and reply modals", async ({ page }) => {
  await page.goto("/cms/opinions");
  // Sent without an account: said so, and nobody to reply to.
  const anonymous = row(page, "Mapa parkingu P1 pokazuje wolne miejsca");
  await expect(anonymous).toContainText("anonimowy");
  await expect(anonymous.getByRole("button", { name: "Szczegóły" })).toHaveCount(1);
  await expect(anonymous.getByRole("button", { name: "Odpowiedz", exact: true })).toHaveCount(0);
  const opinion = row(page, "Przydałaby się informacja o godzinach");
  await opinion.getByRole("button", { name: "Szczegóły" }).click();
  const details = page.getByRole("dialog", { name: "Opinia" });
  await expect(details).toContainText("Przydałaby się informacja o godzinach otwarcia bufetu „Medyk”.");
  await expect(details).toContainText("Bez odpowiedzi");
  await details.getByRole("button", { name: "Zamknij" }).last().click();
  await expect(details).toBeHidden();

  await opinion.getByRole("button", { name: "Odpowiedz", exact: true }).click();
  const reply = page.getByRole("dialog", { name: "Odpowiedź na opinię" });
  await reply.getByRole("button", { name: "Wyślij" }).click();
  await expect(reply.getByText("Tytuł odpowiedzi jest wymagany")).toBeVisible();
  await expect(reply.getByText("Treść odpowiedzi jest wymagana")).toBeVisible();
  await reply.getByLabel("Tytuł").fill("Godziny otwarcia");
  await reply
    .getByLabel("Treść")
    .fill("Bufet „Medyk” jest czynny od 8:00 do 16:00; dodaliśmy to w aplikacji.");
  await reply.getByRole("button", { name: "Wyślij" }).click();
  await expect(toast(page, "Wysłano odpowiedź push na opinię")).toBeVisible();
  await expect(reply).toBeHidden();

  await expect(opinion.getByRole("button", { name: "Odpowiedz", exact: true })).toHaveCount(0);
  await opinion.getByRole("button", { name: "Szczegóły" }).click();
  await expect(details).toContainText("Odpowiedziano");
  await expect(details).toContainText("Godziny otwarcia");
});

test("a sent push notification opens read-only with the reason, and is not offered for deletion", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const name = unique("Push wysłany E2E");
  const headers = { authorization: `Bearer ${await apiToken(baseURL ?? "", "admin")}` };
  const created = await page.request.post("/api/notification", {
    headers,
    data: {
      name_pl: name,
      name_en: `${name} EN`,
      description_pl: "Biblioteka czynna dłużej",
      description_en: "The library opens longer",
      type: "push",
      status: "active",
      sender: "Dziekanat",
      send_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  const { id } = (await created.json()).data;
  // The delivery worker sends it and sets sent_at, which locks it (6122/6123).
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/notification/${id}`, { headers })).json()).data.sent_at,
    )
    .toEqual(expect.any(String));

  await page.goto("/cms/notifications_push");
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByRole("button", { name: /^Usuń rekord/ })).toHaveCount(0);
  await row(page, name)
    .getByRole("link", { name: `Pokaż rekord ${id} (tylko do odczytu)` })
    .click();
  await expect(page.getByRole("heading", { name: "Powiadomienie push (tylko do odczytu)" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Tylko do odczytu" })).toContainText(
    "Nie można edytować wysłanego powiadomienia push",
  );
  await expect(field(page, "Nadawca")).toHaveValue("Dziekanat");
  await expect(field(page, "Nadawca")).not.toBeEditable();
  await expect(page.getByRole("button", { name: "Zapisz" })).toHaveCount(0);
  await checkA11y();
  await page.getByRole("button", { name: "Wróć do listy" }).click();
  await expect(page).toHaveURL(/\/cms\/notifications_push$/);
});
