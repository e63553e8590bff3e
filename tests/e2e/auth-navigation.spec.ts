/**
 * Signing in and out, the session guard, the menu per role, the error pages and the language switch
 * (spec §2, §4, §5, §9), in Chromium against the real server with the demo campus.
 */
import { consoleMenu } from "../../generated/console.ts";
import { accounts } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/widgets.ts";

const loginField = (page: import("@playwright/test").Page) => page.getByLabel("Login lub e-mail");
const passwordField = (page: import("@playwright/test").Page) => page.getByLabel("Hasło", { exact: true });
const signInButton = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: "Zaloguj się", exact: true });
const menu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Menu główne" });

/** The menu a role sees, in order: the generated menu (manifests' `console.menu` positions) it may open. */
const menuOf = (role: "admin" | "moderator") =>
  consoleMenu
    .filter((entry) => (entry.roles as readonly string[]).includes(role))
    .map((entry) => entry.label.pl);
const adminMenu = menuOf("admin");

test.describe("signing in and out", () => {
  test("signs in by e-mail through the form and logs out back to the root", async ({ page }) => {
    await page.goto("/signin");
    await loginField(page).fill(accounts.admin.email);
    await passwordField(page).fill(accounts.admin.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/cms$/);
    expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeTruthy();

    await page.getByRole("button", { name: "Wyloguj" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeNull();
    // Signed out, the console is closed again.
    await page.goto("/cms/articles");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("signs in by the login 'admin'", async ({ page }) => {
    await page.goto("/");
    await loginField(page).fill("admin");
    await passwordField(page).fill(accounts.admin.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/cms$/);
    await expect(page.getByRole("banner")).toContainText("Administrator");
  });

  test("a wrong password shows the error toast and stays on the form", async ({ page }) => {
    await page.goto("/signin");
    await loginField(page).fill(accounts.ad_user.email);
    await passwordField(page).fill("Wrong1234");
    await signInButton(page).click();
    await expect(toast(page, "Nieprawidłowy login lub hasło")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signInButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeNull();
  });

  test("shows the password typed, and hides it again, with a button named in the page's language", async ({
    page,
  }) => {
    await page.goto("/signin");
    await passwordField(page).fill("Kasztan-77");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Pokaż hasło" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Ukryj hasło" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Ukryj hasło" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(passwordField(page)).toHaveValue("Kasztan-77");
  });

  test("shows the messages of spec §5 on the sign-in form", async ({ page }) => {
    await page.goto("/signin");
    await signInButton(page).click();
    await expect(page.locator("#signin-login-error")).toHaveText("To pole jest wymagane");
    await expect(page.locator("#signin-password-error")).toHaveText("To pole jest wymagane");
    await expect(loginField(page)).toHaveAttribute("aria-invalid", "true");

    await loginField(page).fill("admin@example");
    await expect(page.locator("#signin-login-error")).toHaveText("Adres e-mail musi być poprawny");
    await passwordField(page).fill("x");
    await expect(page.locator("#signin-password-error")).toHaveCount(0);
    await loginField(page).fill("admin");
    await expect(page.locator("#signin-login-error")).toHaveCount(0);
  });

  test("sends a signed-out visitor to /signin and back to the page asked for", async ({ page }) => {
    await page.goto("/cms/articles");
    await expect(page).toHaveURL(/\/signin$/);
    await loginField(page).fill(accounts.moderator.email);
    await passwordField(page).fill(accounts.moderator.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/cms\/articles$/);
    await expect(page.getByRole("heading", { name: "Aktualności", level: 1 })).toBeVisible();
  });
});

test.describe("menu and access per role", () => {
  test(`an admin sees the ${adminMenu.length} sections, Users among them`, async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/cms/articles");
    const links = menu(page).getByRole("link");
    expect(adminMenu).toContain("Użytkownicy");
    await expect(links).toHaveText(adminMenu);
    await expect(menu(page).getByRole("link", { name: "Aktualności", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // A form of an area highlights its list's entry.
    await page.goto("/cms/articles/modify");
    await expect(menu(page).getByRole("link", { name: "Aktualności", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a moderator sees every section but Users, and /cms/users sends to /403", async ({
    page,
    signInAs,
  }) => {
    await signInAs("moderator");
    await page.goto("/cms/articles");
    await expect(menu(page).getByRole("link")).toHaveText(menuOf("moderator"));
    expect(menuOf("moderator")).not.toContain("Użytkownicy");

    await page.goto("/cms/users");
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole("heading", { name: "Brak dostępu" })).toBeVisible();
    await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
    // Home is the root; a signed-in moderator goes on to the console's home.
    await expect(page).toHaveURL(/\/cms$/);
  });

  test("a directory user gets an empty menu and a home page that says so", async ({ page, signInAs }) => {
    await signInAs("ad_user");
    await page.goto("/cms");
    await expect(page.getByText("Twoja rola nie daje dostępu do żadnej sekcji konsoli")).toBeVisible();
    await expect(menu(page).getByRole("link")).toHaveCount(0);
  });
});

test.describe("paths", () => {
  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Nie znaleziono strony" })).toBeVisible();
    await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown path inside /cms goes to /404", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/cms/unknown");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Nie znaleziono strony" })).toBeVisible();
  });

  test("the hyphen spelling redirects to the underscore one", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto("/cms/parking-lots");
    await expect(page).toHaveURL(/\/cms\/parking_lots$/);
    await expect(page.getByRole("heading", { name: "Parkingi", level: 1 })).toBeVisible();
  });
});

test("the language switch changes the labels and is kept after a reload", async ({ page }) => {
  // Signed in through the form: signInAs would set Polish again on the reload.
  await page.goto("/cms/articles");
  await loginField(page).fill(accounts.admin.email);
  await passwordField(page).fill(accounts.admin.password);
  await signInButton(page).click();
  await expect(page.getByRole("heading", { name: "Aktualności", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  const englishMenu = page.getByRole("navigation", { name: "Main menu" });
  await expect(englishMenu.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(englishMenu.getByRole("link", { name: "Map categories" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Polski" }).click();
  await expect(page.getByRole("heading", { name: "Aktualności", level: 1 })).toBeVisible();
});
