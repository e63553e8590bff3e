/**
 * Changing one's own password (issue 9, item 5): from the top bar's user menu, the current password
 * first; a guessable new one is refused before sending, a wrong current one by the server (1019); on
 * success this session stays signed in and the account's other sessions end. In Polish and English.
 */
import { request } from "@playwright/test";
import { apiToken } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { field, toast, unique } from "./support/widgets.ts";

test("changes one's own password from the user menu, keeping this session only", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  // An account of its own, so that the other tests' accounts keep their passwords and sessions.
  const name = unique("Teresa Konopka");
  const email = `${name.split(" ").pop()}@umed.example`;
  const first = "Lipa-Most-Kawa-5";
  const second = "Gwiazda-Ogrod-64";
  const api = await request.newContext({ baseURL });
  const admin = { authorization: `Bearer ${await apiToken(baseURL, "admin")}` };
  const created = await api.post("/api/user", {
    headers: admin,
    data: { name, email, roles: [2], password: first, password_confirmation: first },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const signIn = (password: string) => api.post("/api/auth/login", { data: { email, password } });
  const whoami = (token: string) =>
    api.get("/api/auth/whoami", { headers: { authorization: `Bearer ${token}` } });
  const otherSession = (await (await signIn(first)).json()).data.token as string;

  await page.goto("/signin");
  await page.getByLabel("Login lub e-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(first);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/cms$/);

  await page.getByRole("button", { name: `Menu konta ${name}` }).click();
  await expect(page.getByRole("menuitem", { name: "Zmień moje hasło" })).toBeVisible();
  await checkA11y();
  await page.getByRole("menuitem", { name: "Zmień moje hasło" }).click();
  await expect(page).toHaveURL(/\/cms\/account\/password$/);
  await expect(page.getByRole("heading", { name: "Zmiana mojego hasła" })).toBeVisible();
  await expect(page.getByText(`Konto: ${name} (${email})`)).toBeVisible();

  // The generated form of the user.change_own_password command: its messages sit under its fields.
  const current = field(page, "Obecne hasło");
  const newPassword = field(page, "Nowe hasło");
  const confirmation = field(page, "Powtórz nowe hasło");
  const currentError = page.locator("#own_current_password__error");
  const passwordError = page.locator("#own_password__error");
  const submit = page.getByRole("button", { name: "Zmień hasło", exact: true });
  const sent: string[] = [];
  page.on("request", (sentRequest) => {
    if (sentRequest.url().endsWith("/api/auth/password")) sent.push(sentRequest.method());
  });

  await submit.click();
  await expect(currentError).toHaveText("Nie podano obecnego hasła lub jest ono nieprawidłowe");
  await expect(passwordError).toHaveText("Hasło jest wymagane");

  // Too common, or the account's own surname: told before anything is sent.
  await current.fill(first);
  for (const guessable of ["Haslo1234", "Konopka-Rower-77"]) {
    await newPassword.fill(guessable);
    await confirmation.fill(guessable);
    await submit.click();
    await expect(passwordError).toHaveText("Hasło jest zbyt popularne lub łatwe do odgadnięcia");
  }
  expect(sent).toEqual([]);

  // A wrong current password is the server's to find (1019).
  await current.fill("Zly-Klucz-Szafa-1");
  await newPassword.fill(second);
  await confirmation.fill(second);
  await submit.click();
  await expect(currentError).toHaveText("Nie podano obecnego hasła lub jest ono nieprawidłowe");
  expect(sent).toEqual(["POST"]);

  await current.fill(first);
  await submit.click();
  await expect(
    toast(page, "Hasło zostało zmienione; pozostałe sesje tego konta zostały wylogowane"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms$/);
  // This session goes on; the other one ended; only the new password signs in.
  const pageToken = await page.evaluate(() => localStorage.getItem("id_token"));
  expect((await whoami(String(pageToken))).status()).toBe(200);
  expect((await whoami(otherSession)).status()).toBe(401);
  expect((await signIn(first)).status()).toBe(422);
  expect((await signIn(second)).status()).toBe(200);

  // The same in English.
  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("button", { name: `Account menu of ${name}` }).click();
  await page.getByRole("menuitem", { name: "Change my password" }).click();
  await expect(page.getByRole("heading", { name: "Change my password" })).toBeVisible();
  await expect(field(page, "Current password")).toBeVisible();
  await page.getByRole("button", { name: "Change password", exact: true }).click();
  await expect(currentError).toHaveText("The current password is missing or wrong");
  await api.dispose();
});
