/**
 * Issue 36, parts 3 and 4: staff land on a home at /cms that shows what waits first (an SOS report
 * just sent is there) and links to what the menu lacks (SOS contacts, IMDF, the history of changes);
 * /cms/map opens the first floor; the editor links to IMDF; admins read the whole history, a deleted
 * record's too, with values in the forms' words.
 */
import type { APIRequestContext } from "@playwright/test";
import { request } from "@playwright/test";
import { apiToken, type Role } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { choose, unique } from "./support/widgets.ts";

async function apiAs(baseURL: string, role: Role): Promise<APIRequestContext> {
  const token = await apiToken(baseURL, role);
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
}

test("an admin's home shows an SOS report just sent, links what the menu lacks, and passes axe", async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const message = unique("Upadek na schodach E2E");
  const app = await apiAs(baseURL, "ad_user");
  const sent = await app.post("/api/mobile/sos", {
    data: { lon: 19.4561, lat: 51.7701, floor: "p0", message },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInAs("admin");
  await page.goto("/cms");
  await expect(page.getByRole("heading", { name: /^Witaj, / })).toBeVisible();
  const sos = page.getByRole("region", { name: /Zgłoszenia SOS bez odpowiedzi/ });
  await expect(sos.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole("region", { name: /Opinie bez odpowiedzi/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Doręczenia oczekujące i nieudane" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Nieopublikowane zmiany mapy" })).toBeVisible();
  const links = page.getByRole("navigation", { name: "Szybkie linki" });
  for (const name of [
    "Edytor mapy",
    "Kontakty SOS",
    "Import i eksport IMDF",
    "Historia zmian",
    "Wydania mapy",
  ])
    await expect(links.getByRole("link", { name })).toBeVisible();
  await checkA11y();

  await sos.getByRole("link", { name: "Otwórz zgłoszenia SOS" }).click();
  await expect(page).toHaveURL(/\/cms\/sos$/);
  await expect(page.getByRole("row").filter({ hasText: message })).toBeVisible();

  // /cms/map is the map's first floor, whose publish panel leads to IMDF.
  await page.goto("/cms/map");
  await expect(page).toHaveURL(/\/cms\/map\/p0$/);
  await page.getByRole("link", { name: "Import i eksport IMDF" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/imdf$/);
  await expect(page.getByRole("heading", { name: "Import i eksport IMDF" })).toBeVisible();
});

test("a moderator's home leaves out IMDF and the history, which stay the admins'", async ({
  page,
  signInAs,
}) => {
  await signInAs("moderator");
  await page.goto("/cms");
  const links = page.getByRole("navigation", { name: "Szybkie linki" });
  await expect(links.getByRole("link", { name: "Zgłoszenia SOS" })).toBeVisible();
  await expect(links.getByRole("link", { name: "Kontakty SOS" })).toBeVisible();
  await expect(links.getByRole("link", { name: "Import i eksport IMDF" })).toHaveCount(0);
  await expect(links.getByRole("link", { name: "Historia zmian" })).toHaveCount(0);
  await page.goto("/cms/audit");
  await expect(page).toHaveURL(/\/403$/);
});

test("the history of changes shows a deleted record's entries in the forms' words, filtered", async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const admin = await apiAs(baseURL, "admin");
  const name = unique("Portiernia E2E");
  const created = await admin.post("/api/email_sms", {
    data: { name, email: "portiernia.e2e@example.com", status: "active" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).data as { id: number };
  await admin.put(`/api/email_sms/${id}`, {
    data: { name, email: "portiernia.e2e@example.com", status: "inactive" },
  });
  expect((await admin.delete(`/api/email_sms/${id}`)).status()).toBe(200);

  await signInAs("admin");
  await page.goto("/cms");
  await page
    .getByRole("navigation", { name: "Szybkie linki" })
    .getByRole("link", { name: "Historia zmian" })
    .click();
  await expect(page).toHaveURL(/\/cms\/audit$/);
  await expect(page.getByRole("heading", { name: "Historia zmian", level: 1 })).toBeVisible();

  await page.getByLabel("Nr rekordu").fill(String(id));
  await expect(page).toHaveURL(new RegExp(`record_id=${id}`));
  await expect(page.getByText("Zmian: 3")).toBeVisible();
  const entries = page.locator(".record-history-entry");
  await expect(entries).toHaveCount(3);
  // The update: the status in words, not "active" or "inactive".
  const update = entries.filter({ hasText: "zmieniono" });
  await expect(update.getByRole("row", { name: /Status/ })).toHaveText(/Aktywny\s*→\s*Nieaktywny/);
  await expect(update).not.toContainText("inactive");

  await choose(page, page, "Czynność", "usunięto");
  await expect(page).toHaveURL(/action=delete/);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(name);
  // A record deleted is named, not linked to a form that no longer opens.
  await expect(entries.first().getByText(`Kontakty SOS nr ${id}`)).toBeVisible();
  await expect(entries.first().getByRole("link", { name: `Kontakty SOS nr ${id}` })).toHaveCount(0);
  await checkA11y();

  // The address keeps the filter: reloaded, the same entry shows.
  await page.reload();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("usunięto");
});
