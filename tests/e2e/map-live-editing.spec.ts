/// <reference lib="dom" />
/**
 * Several editors on one floor (issue 34, docs/live-editing.md), in two browser contexts signed in
 * as two staff accounts (the admin and the moderator) on floor p1, which no other map test uses, far
 * from the demo campus. Each sees the other in the presence list and the other's selection outlined
 * in the other's colour, and the other's save drawn, each within a second (timed here: the issue
 * asks for it); a change of another property under an unsaved edit merges without a question; a
 * change of the same property shows the clash dialog, and the choice saves. With DOCS_SCREENSHOTS=1
 * it also takes docs/images/map-live-clash.png.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { apiToken, type Role } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  type LonLat,
  mapTexts,
  openFloor,
  pixelsNear,
  pointOf,
  saveByApi,
  serverFeatures,
  squareAround,
  toast,
} from "./support/map.ts";

const floor = "p1";
const centre: LonLat = [19.535, 51.802];
const west: LonLat = [centre[0] - 0.0006, centre[1]];
const east: LonLat = [centre[0] + 0.0006, centre[1]];
/** the most a change may take to reach the other editor (the requirement) */
const liveMs = 1000;

async function editorAs(browser: Browser, baseURL: string, role: Role): Promise<Page> {
  const token = await apiToken(baseURL, role);
  const context = await browser.newContext({ baseURL, locale: "pl-PL", timezoneId: "Europe/Warsaw" });
  await context.addInitScript((value) => {
    localStorage.setItem("id_token", value);
    localStorage.setItem("console.preferences", JSON.stringify({ lang: "pl" }));
  }, token);
  return context.newPage();
}

/**
 * The page's own clock (ms since the epoch) when `check` first holds there, looked at every frame:
 * the time it was drawn, not when the test heard of it (the machine's load delays the test's calls).
 * `check` answers Date.now() once it holds, false before.
 */
async function whenTrue(
  page: Page,
  check: (arg: string[]) => number | false,
  arg: string[],
): Promise<number> {
  const handle = await page.waitForFunction(check, arg, { polling: "raf", timeout: 10_000 });
  return (await handle.jsonValue()) as number;
}

/** The page's clock at the next `type` event in it (the user's click or key), once it comes. */
async function timeOfNext(page: Page, type: "pointerup" | "keydown"): Promise<{ at: Promise<number> }> {
  await page.evaluate((name) => {
    const record = window as unknown as { __happened?: Promise<number> };
    record.__happened = new Promise((done) =>
      document.addEventListener(name, () => done(Date.now()), { once: true, capture: true }),
    );
  }, type);
  return { at: page.evaluate(() => (window as unknown as { __happened: Promise<number> }).__happened) };
}

function nameOf(page: Page, id: number, lang: "pl" | "en"): Promise<unknown> {
  return page.evaluate(
    ([key, name]) => window.__mapEditor?.session.features().find((f) => f.key === key)?.properties[name],
    [String(id), `name_${lang}`] as const,
  );
}

/** Selects the feature at `place` with a click of the real mouse, and sets a name in its form. */
async function rename(page: Page, place: LonLat, field: "name_pl" | "name_en", value: string): Promise<void> {
  const { x, y } = await pointOf(page, place);
  await page.mouse.click(x, y);
  await page.locator(`#map_feature_${field}`).fill(value);
  await page.locator("#map").focus();
  await expect(page.getByTestId("map-unsaved")).toHaveText("Nowe: 0, zmienione: 1, usunięte: 0");
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

test("two editors on one floor: presence, live saves, merge without a question and a clash settled", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("no baseURL");
  const admin = await editorAs(browser, baseURL, "admin");
  const moderator = await editorAs(browser, baseURL, "moderator");
  await admin.goto(`/cms/map/${floor}`);
  await admin.waitForFunction(() => window.__mapEditor !== undefined);
  const room = (key: string, name: string, at: LonLat) => ({
    type: "Feature",
    geometry: { type: "Polygon", coordinates: squareAround(at) },
    properties: { type: "room", key, name_pl: name, name_en: `${name} EN` },
  });
  const {
    new: [westId = 0, eastId = 0],
  } = await saveByApi(
    admin,
    floor,
    { new: [room("LIVE-W", "Zachodnia", west), room("LIVE-E", "Wschodnia", east)] },
    centre,
  );

  await openFloor(admin, floor, centre);
  await openFloor(moderator, floor, centre);

  // Presence: each lists the other, by name and initials.
  const adminList = admin.locator(".map-presence-list li");
  const moderatorList = moderator.locator(".map-presence-list li");
  await expect(adminList).toHaveCount(1);
  await expect(adminList).toContainText("E2E moderator");
  await expect(adminList.locator(".map-presence-avatar")).toHaveText("EM");
  await expect(moderatorList).toHaveCount(1);
  await expect(moderatorList).toContainText("Administrator");
  await expect(moderatorList.locator(".map-presence-avatar")).toHaveText("A");

  // The other's selection, within a second: named in the list and outlined in their colour.
  const selects = async (by: Page, seer: Page, place: LonLat) => {
    const { x, y } = await pointOf(by, place);
    const started = await timeOfNext(by, "pointerup");
    await by.mouse.click(x, y);
    const seen = await whenTrue(
      seer,
      ([text = ""]) =>
        (document.querySelector(".map-presence-list li")?.textContent ?? "").includes(text) && Date.now(),
      ["zaznaczone obiekty: 1"],
    );
    const t0 = await started.at;
    expect(seen - t0).toBeLessThan(liveMs);
    const colour = await seer.locator(".map-presence-list li").getAttribute("data-colour");
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(colour?.slice(i, i + 2) ?? "", 16));
    const rgb: [number, number, number] = [r, g, b];
    // The outline runs along the room's edge: its corner is where the colour shows.
    const [lon, lat] = place;
    const corner = await pointOf(seer, [lon - 0.00016, lat - 0.0001]);
    await expect.poll(() => pixelsNear(seer, corner, 6, rgb, 40)).toBeGreaterThan(4);
  };
  await selects(moderator, admin, west);
  await selects(admin, moderator, east);
  await axeClean(admin);

  // A save drawn at the other editor within a second, both ways.
  const liveSave = async (by: Page, seer: Page, id: number, place: LonLat, value: string) => {
    await rename(by, place, "name_en", value);
    const started = await timeOfNext(by, "keydown");
    await by.keyboard.press("Control+s");
    const seen = await whenTrue(
      seer,
      ([key, name]) =>
        window.__mapEditor?.session.features().find((f) => f.key === key)?.properties.name_en === name &&
        Date.now(),
      [String(id), value],
    );
    expect(seen - (await started.at)).toBeLessThan(liveMs);
    await expect(toast(by, mapTexts.saved)).toBeVisible();
    // Nothing of it is the other editor's unsaved change.
    await expect(seer.getByTestId("map-unsaved")).toHaveText(mapTexts.none);
  };
  await liveSave(moderator, admin, westId, west, "West room");
  await liveSave(admin, moderator, eastId, east, "East room");

  // Another property under an unsaved edit: theirs arrives, mine stays; the save merges, no dialog.
  await rename(admin, west, "name_pl", "Zachodnia (admin)");
  await rename(moderator, west, "name_en", "West (moderator)");
  await moderator.keyboard.press("Control+s");
  await expect(toast(moderator, mapTexts.saved)).toBeVisible();
  await expect.poll(() => nameOf(admin, westId, "en")).toBe("West (moderator)");
  expect(await nameOf(admin, westId, "pl")).toBe("Zachodnia (admin)");
  await admin.keyboard.press("Control+s");
  await expect(toast(admin, mapTexts.saved)).toBeVisible();
  await expect(admin.locator(".map-clash-dialog")).toHaveCount(0);
  // polled: the admin's toast of the save before may still be showing
  await expect
    .poll(async () => (await serverFeatures(admin, floor, centre)).find((f) => f.id === westId)?.properties)
    .toMatchObject({ name_pl: "Zachodnia (admin)", name_en: "West (moderator)" });

  // The same property: the clash dialog shows base, mine and theirs; the choice is saved.
  await rename(admin, east, "name_pl", "Wschodnia (admin)");
  await rename(moderator, east, "name_pl", "Wschodnia (moderator)");
  await moderator.keyboard.press("Control+s");
  await expect(toast(moderator, mapTexts.saved)).toBeVisible();
  // Theirs clashes with the admin's edit: the admin's stays on screen, for the save to ask.
  await expect(admin.getByTestId("map-unsaved")).toHaveText("Nowe: 0, zmienione: 1, usunięte: 0");
  expect(await nameOf(admin, eastId, "pl")).toBe("Wschodnia (admin)");
  await admin.keyboard.press("Control+s");
  const dialog = admin.getByRole("dialog", { name: "Zmiany kolidują ze zmianami innych" });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole("row", { name: /Nazwa/ });
  await expect(row).toContainText("Wschodnia");
  await expect(row).toContainText("Wschodnia (admin)");
  await expect(row).toContainText("Wschodnia (moderator)");
  const save = dialog.getByRole("button", { name: "Zapisz z tymi wyborami" });
  await expect(save).toBeDisabled();
  await axeClean(admin);
  if (process.env.DOCS_SCREENSHOTS) await admin.screenshot({ path: "docs/images/map-live-clash.png" });
  await row.getByRole("radio", { name: /weź ich/ }).check();
  await row.getByRole("radio", { name: /zostaw moje/ }).check();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, mapTexts.saved)).toBeVisible();
  await expect(admin.getByTestId("map-unsaved")).toHaveText(mapTexts.none);
  const settled = (await serverFeatures(admin, floor, centre)).find((f) => f.id === eastId);
  expect(settled?.properties).toMatchObject({ name_pl: "Wschodnia (admin)", name_en: "East room" });
  // The moderator sees the settled save drawn.
  await expect.poll(() => nameOf(moderator, eastId, "pl")).toBe("Wschodnia (admin)");

  // Leaving the floor ends the presence at the other editor.
  await moderator.context().close();
  await expect(admin.locator(".map-presence-list li")).toHaveCount(0);
  await expect(admin.locator(".map-presence")).toContainText("Nikt inny nie edytuje teraz tego piętra");

  const left = await serverFeatures(admin, floor, centre);
  await saveByApi(admin, floor, { deleted: left.map(({ id, version }) => ({ id, version })) }, centre);
  await admin.context().close();
});
