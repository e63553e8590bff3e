/**
 * Single sign-on in the browser (spec §2 /oauth2): the sign-in page's button, the test OpenID
 * provider's sign-in page (tests/e2e/support/sso-provider-server.ts), the return to /oauth2 and the
 * console; logout through the provider's own logout back to /signin; a refusal shown on /oauth2.
 */
import { expect, test } from "./support/fixtures.ts";
import { ssoPort } from "./support/sso.ts";

const ssoButton = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: "Zaloguj się kontem uczelnianym" });

/** From /signin through the provider's page, signed in there as `account`. */
async function signInThroughProvider(page: import("@playwright/test").Page, account: string) {
  await page.goto("/signin");
  await ssoButton(page).click();
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${ssoPort(Number(process.env.E2E_PORT ?? 8190))}/`),
  );
  await page.getByLabel("Account").fill(account);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("signs in with the university account, and logging out ends the provider's session too", async ({
  page,
}) => {
  await signInThroughProvider(page, "e2e-anna");
  // A directory employee: the console's home without sections.
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByRole("heading", { name: "Witaj, Anna Nowak" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Anna Nowak");
  expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeTruthy();

  await page.getByRole("button", { name: "Wyloguj" }).click();
  // The provider asks whether to end its session too; yes, and it sends the browser back to /signin.
  await page.getByRole("button", { name: /sign me out/i }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(ssoButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeNull();
});

test("a university account in no group allowed in sees the refusal on /oauth2, in either language", async ({
  page,
}) => {
  await signInThroughProvider(page, "e2e-guest");
  await expect(page).toHaveURL(/\/oauth2\?/);
  // It names the claim the server read and the scopes it asked for (the audit's missing `groups` scope).
  await expect(page.getByRole("alert")).toHaveText(
    "Konto uczelniane nie należy do żadnej grupy uprawnionej do korzystania z konsoli: odczytane roszczenie „groups” nie zawiera żadnej z nich. Jeśli dostawca go nie wysyła, może wymagać zakresu „groups” (zamówione zakresy: openid email profile groups)",
  );
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The university account is in no group allowed to use the console: the claim 'groups' that was read holds none of them. If the provider does not send it, it may need the 'groups' scope (scopes asked for: openid email profile groups)",
  );
  await page.getByRole("link", { name: "Back to sign-in" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("a return to /oauth2 that this tab did not start is not exchanged", async ({ page }) => {
  await page.goto("/oauth2?code=sent-by-someone&state=not-started-here");
  await expect(page.getByRole("alert")).toHaveText(
    "Nieznane lub już wykorzystane logowanie uczelniane; zaloguj się ponownie",
  );
});
