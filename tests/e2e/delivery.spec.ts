/**
 * Delivery in the console (issue 10) against the real server and the loopback FCM, SMTP server and
 * SMS gateway of playwright.config.ts: a failed push of an SOS reply shown with FCM's reason and
 * retried from the SOS list; the push flag of news reading as sent; the password reset from the
 * sign-in page through the e-mailed link.
 */
import { type APIRequestContext, request } from "@playwright/test";
import { apiToken } from "./support/accounts.ts";
import { deliveryPorts } from "./support/delivery.ts";
import { expect, test } from "./support/fixtures.ts";
import { actionsColumnLayout, field, row, toast, unique } from "./support/widgets.ts";

const control = `http://127.0.0.1:${deliveryPorts(Number(process.env.E2E_PORT ?? 8190)).control}`;

/** The API as `token`, through Playwright's request context. */
async function apiAs(baseURL: string, token: string | null) {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { "accept-language": "pl", ...(token && { authorization: `Bearer ${token}` }) },
  });
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  const body = (await response.json()) as { data: unknown };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data as T;
}

/** A new account with `roles` and `password`, made by the admin. */
async function newAccount(admin: APIRequestContext, roles: number[], password: string) {
  const email = `${unique("e2e").replace(/\W/g, "")}@umed.example`;
  await data(
    await admin.post("/api/user", {
      data: { name: "Ewa Testowa", email, roles, password, password_confirmation: password },
    }),
  );
  return email;
}

test("an SOS reply's failed push is shown with FCM's reason and retried from the list", async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const admin = await apiAs(baseURL, await apiToken(baseURL, "admin"));
  const password = "Kasztan-Rower-Sowa-42";
  const email = await newAccount(admin, [5], password);
  const signedIn = await data<{ token: string }>(
    await (await apiAs(baseURL, null)).post("/api/auth/login", { data: { email, password } }),
  );
  const app = await apiAs(baseURL, signedIn.token);
  const device = unique("e2e-phone").replace(/\W/g, "-");
  await data(
    await app.post("/api/mobile/devices", { data: { token: device, platform: "android", lang: "pl" } }),
  );
  const message = unique("Winda E2E");
  const report = await data<{ id: number }>(
    await app.post("/api/mobile/sos", { data: { lon: 19.4561, lat: 51.7701, floor: "p1", message } }),
  );
  // FCM refuses the reply's push to this device, for the message itself (the device stays registered);
  // news pushed to every device by a test running alongside goes through.
  const title = "Pomoc w drodze";
  await (await request.newContext()).post(`${control}/fcm/refuse`, { data: { token: device, title } });
  await data(
    await admin.post("/api/pushsos", {
      data: { sos_id: report.id, title, body: "Ochrona jest w drodze." },
    }),
  );
  await expect
    .poll(async () => {
      const found = await data<{ items: { messages: { kind: string; channels: { failed: number }[] }[] }[] }>(
        await admin.get(`/api/delivery?area=sos&ids=${report.id}`),
      );
      return found.items[0]?.messages.find((m) => m.kind === "sos_reply")?.channels[0]?.failed;
    })
    .toBe(1);

  await signInAs("admin");
  await page.goto("/cms/sos");
  const status = row(page, message).getByRole("button", {
    name: `Wysyłka rekordu nr ${report.id}: Nieudane: 1`,
  });
  await status.click();
  const dialog = page.getByRole("dialog", { name: `Wysyłka – rekord nr ${report.id}` });
  await expect(dialog.getByRole("heading", { name: /Odpowiedź push na zgłoszenie SOS/ })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: /Powiadomienie kontaktów SOS/ })).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Nieudane wysyłki" })).toContainText(
    "FCM 400 INVALID_ARGUMENT: Message rejected by the test",
  );
  await checkA11y();
  await dialog.getByRole("button", { name: "Ponów nieudane (1)" }).click();
  await expect(toast(page, "Ponowiono wysyłkę")).toBeVisible();
  await dialog.getByRole("button", { name: "Zamknij" }).last().click();
  await expect(dialog).toBeHidden();
  // The worker sends it again within its poll: after a reload the row's one icon says, in its tooltip,
  // that the report is answered and everything went out.
  await expect
    .poll(async () => {
      await page.reload();
      return row(page, message)
        .getByRole("button", { name: /^Wysyłka rekordu nr/ })
        .getAttribute("title");
    })
    .toMatch(/^Odpowiedziano · Wysłano: (\d+)\/\1$/);
  // Answered and delivered: the actions column stays whole and in sight at 1280 px (spec §2), at the
  // right edge should the list (with its selection column) scroll sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await actionsColumnLayout(page)).cut).toBe(0);
  const pushes = (await (await (await request.newContext()).get(`${control}/pushes`)).json()) as {
    token: string;
    data: { area?: string; id?: string };
  }[];
  // Only this reply's pushes: the device, registered in Polish, also gets the news pushed by the test beside it.
  const replies = pushes.filter(
    (push) => push.token === device && push.data.area === "sos" && push.data.id === String(report.id),
  );
  expect(replies).toHaveLength(1);
});

test("news saved with the push flag: the flag then reads as sent", async ({ page, baseURL, signInAs }) => {
  if (!baseURL) throw new Error("no baseURL");
  const admin = await apiAs(baseURL, await apiToken(baseURL, "admin"));
  const categories = await data<{ items: { id: number }[] }>(await admin.get("/api/category"));
  const name = unique("Push E2E");
  const article = await data<{ id: number }>(
    await admin.post("/api/article", {
      data: {
        name,
        category_id: categories.items[0]?.id,
        description: "Treść aktualności z powiadomieniem.",
        push: true,
      },
    }),
  );
  await expect
    .poll(
      async () =>
        (await data<{ push_sent_at?: string }>(await admin.get(`/api/article/${article.id}`))).push_sent_at,
    )
    .toEqual(expect.any(String));
  await signInAs("admin");
  await page.goto(`/cms/articles/modify/${article.id}`);
  const flag = page.getByRole("checkbox", { name: "Powiadomienie zostało już wysłane" });
  await expect(flag).toBeChecked();
  await expect(flag).toBeDisabled();
});

test("a forgotten password is set again through the e-mailed link", async ({ page, baseURL, checkA11y }) => {
  if (!baseURL) throw new Error("no baseURL");
  const admin = await apiAs(baseURL, await apiToken(baseURL, "admin"));
  const email = await newAccount(admin, [2], "Stary-Kasztan-Rower-7");

  await page.goto("/signin");
  await page.getByRole("button", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page.getByRole("heading", { name: "Ustawienie nowego hasła" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do ustawienia nowego hasła",
  );

  const mails = await request.newContext();
  let link = "";
  await expect
    .poll(async () => {
      const received = (await (await mails.get(`${control}/mails`)).json()) as {
        to: string[];
        text: string;
      }[];
      link =
        received
          .find((mail) => mail.to.includes(email))
          ?.text.match(/http\S+reset_password\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .toMatch(new RegExp(`^${baseURL}/reset_password\\?token=`));

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Ustaw nowe hasło" })).toBeVisible();
  await checkA11y();
  // The page refuses what the server would, in the server's words, before sending.
  await field(page, "Nowe hasło").fill("kasztan-parasol");
  await field(page, "Powtórz nowe hasło").fill("kasztan-parasol");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByText("Hasło musi zawierać wielką literę, małą literę i cyfrę")).toBeVisible();
  await field(page, "Nowe hasło").fill("Nowy-Kasztan-Parasol-8");
  await field(page, "Powtórz nowe hasło").fill("Nowy-Kasztan-Parasol-9");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByText("Hasła muszą być takie same")).toBeVisible();
  await field(page, "Powtórz nowe hasło").fill("Nowy-Kasztan-Parasol-8");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(toast(page, "Hasło zostało zmienione")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel("Login lub e-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("Nowy-Kasztan-Parasol-8");
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/cms/);

  // The link works once.
  await page.goto(link);
  await field(page, "Nowe hasło").fill("Inny-Kasztan-Parasol-3");
  await field(page, "Powtórz nowe hasło").fill("Inny-Kasztan-Parasol-3");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Link do ustawienia hasła jest nieprawidłowy" }),
  ).toBeVisible();
});
