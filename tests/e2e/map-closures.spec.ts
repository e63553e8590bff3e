/// <reference lib="dom" />
/**
 * Temporary closures in the map editor (issue 33), on a small network of its own on floor -1, away
 * from the demo campus (other tests route through the campus, and a closure holds for everyone): a
 * corridor of 40 m with fire doors across its middle, and a way round by the north of 70 m. The route
 * preview's way between two points at its ends goes through the doors; the doors, selected with the
 * real mouse, are closed with "Close temporarily", and the way goes round; deleted from the list of
 * closures, the way comes back. A closure made for a few seconds gives the way back by itself when
 * its window ends, on a copy of the network further north.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { type LonLat, openFloor, pointOf, saveByApi, selection } from "./support/map.ts";

const floor = "p-1";
/** where the network lies: east of the demo campus and of the other tests' working area */
const place: LonLat = [19.525, 51.796];
const metresPerDegree = { lon: 111_320 * Math.cos((place[1] * Math.PI) / 180), lat: 110_574 };
/** `x` metres east and `y` north of `place` (and `north` metres more) */
const m = (x: number, y: number, north = 0): LonLat => [
  place[0] + x / metresPerDegree.lon,
  place[1] + (y + north) / metresPerDegree.lat,
];

const feature = (type: string, geometry: object, properties: Record<string, unknown>) => ({
  type: "Feature",
  geometry,
  properties: { type, ...properties },
});
const line = (...coordinates: LonLat[]) => ({ type: "LineString", coordinates });
const point = (at: LonLat) => ({ type: "Point", coordinates: at });

/** the network, `north` metres north of `place`, its keys ending in `suffix` */
const networkAt = (north: number, suffix: string) => {
  const n = (x: number, y: number) => m(x, y, north);
  return [
    feature("route", line(n(0, 0), n(40, 0)), { key: `E2E-CL-CORRIDOR${suffix}` }),
    feature("route", line(n(0, 0), n(0, 15), n(40, 15), n(40, 0)), { key: `E2E-CL-ROUND${suffix}` }),
    // Across the corridor, long enough to be clicked away from it.
    feature("door", line(n(20, -3), n(20, 3)), {
      key: `E2E-CL-DOOR${suffix}`,
      name_pl: "Drzwi przeciwpożarowe E2E",
    }),
    feature("poi", point(n(-3, -3)), { key: `E2E-CL-WEST${suffix}`, name_pl: "Zachód E2E" }),
    feature("poi", point(n(43, -3)), { key: `E2E-CL-EAST${suffix}`, name_pl: "Wschód E2E" }),
  ];
};
const network = networkAt(0, "");

/** The states of the closure marks drawn on the map now. */
function closureMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = window.__mapEditor?.map as unknown as {
      getLayers(): {
        getArray(): {
          get(name: string): unknown;
          getSource?(): { getFeatures?(): { get(name: string): unknown }[] };
        }[];
      };
    };
    return map
      .getLayers()
      .getArray()
      .filter((layer) => layer.get("name") === "closures")
      .flatMap((layer) => layer.getSource?.()?.getFeatures?.() ?? [])
      .map((mark) => String(mark.get("state")));
  });
}

/** Arms picking `end` of the route preview and clicks the point at `at`. */
async function pick(page: Page, end: "from" | "to", at: LonLat): Promise<void> {
  const button = page.locator(`#map-route-pick-${end}`);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  const { x, y } = await pointOf(page, at);
  await page.mouse.click(x, y);
  await expect(button).toHaveAttribute("aria-pressed", "false");
}

async function staffCall(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem("id_token"));
  return page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
}

/** Deletes the closures of the features `ids`, then the features. */
async function removeNetwork(page: Page, ids: number[]) {
  const listed = await (await staffCall(page, "GET", "/api/map/closures")).json();
  for (const closure of listed.data as { id: number; feature: { id: number } }[])
    if (ids.includes(closure.feature.id)) await staffCall(page, "DELETE", `/api/map/closures/${closure.id}`);
  await saveByApi(page, floor, { deleted: ids.map((id) => ({ id, version: 1 })) }, place);
}

// One after the other: the list of closures shows every floor's, and each test counts its entries.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("a closed door turns the route preview's way round, and deleting the closure brings it back", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/cms");
  await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
  const { new: ids } = await saveByApi(page, floor, { new: network }, place);
  const door = ids[2] as number;
  try {
    await openFloor(page, floor, m(20, 6));
    await page.locator("#map-tool-route").click();
    const preview = page.locator(".map-route");
    await pick(page, "from", m(-3, -3));
    await pick(page, "to", m(43, -3));
    const summary = preview.locator(".map-route-summary");
    await expect(summary).toHaveText(/^40(,\d)? m,/);

    // The doors selected on the map: their panel offers to close them.
    const { x, y } = await pointOf(page, m(20, 2.5));
    await page.mouse.click(x, y);
    await expect.poll(() => selection(page)).toEqual([String(door)]);
    const closures = page.locator(".map-closures");
    await expect(closures).toContainText("Nic nie jest teraz zamknięte");
    await closures.getByRole("button", { name: "Zamknij czasowo" }).click();

    const dialog = page.getByRole("dialog", { name: "Zamknij czasowo: Drzwi przeciwpożarowe E2E · Drzwi" });
    await expect(dialog).toBeVisible();
    // The window starts now and lasts an hour; without reasons it is not sent.
    await dialog.getByRole("button", { name: "Zamknij", exact: true }).click();
    await expect(dialog.locator("#map-closure-reasonPl-error")).toHaveText(
      "Podaj powód (od 1 do 500 znaków).",
    );
    await dialog.getByLabel("Powód (po polsku)").fill("Przegląd drzwi przeciwpożarowych");
    await dialog.getByLabel("Powód (po angielsku)").fill("Fire door inspection");
    await checkA11y();
    await dialog.getByRole("button", { name: "Zamknij", exact: true }).click();
    await expect(dialog).toBeHidden();

    // Listed as closed now, marked on the map, and the way goes round by the north.
    const entry = closures.locator(".map-closure");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Drzwi przeciwpożarowe E2E · Drzwi");
    await expect(entry).toContainText("zamknięte teraz");
    await expect(entry).toContainText("Przegląd drzwi przeciwpożarowych");
    await expect.poll(() => closureMarks(page)).toEqual(["current"]);
    await expect(summary).toHaveText(/^70(,\d)? m,/);
    await checkA11y();
    if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: "docs/images/map-closures.png" });

    // Deleted: the doors are open again and the way goes through them.
    await entry.getByRole("button", { name: "Usuń zamknięcie: Drzwi przeciwpożarowe E2E" }).click();
    await expect(entry).toHaveCount(0);
    await expect.poll(() => closureMarks(page)).toEqual([]);
    await expect(summary).toHaveText(/^40(,\d)? m,/);
  } finally {
    await removeNetwork(page, ids);
  }
});

test("a closure gives the way back by itself when its window ends", async ({ page }) => {
  // The window has to outlast opening the floor and picking the ends on a busy machine.
  const windowSeconds = 30;
  test.setTimeout(60_000 + windowSeconds * 1000);
  await page.goto("/cms");
  await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
  const north = 60;
  const { new: ids } = await saveByApi(page, floor, { new: networkAt(north, "-END") }, place);
  try {
    const from = new Date();
    const made = await staffCall(page, "POST", "/api/map/closures", {
      feature_id: ids[2],
      from: from.toISOString(),
      to: new Date(from.getTime() + windowSeconds * 1000).toISOString(),
      reason_pl: "Krótki przegląd",
      reason_en: "A short inspection",
    });
    expect(made.ok(), await made.text()).toBe(true);
    await openFloor(page, floor, m(20, 6, north));
    await page.locator("#map-tool-route").click();
    await pick(page, "from", m(-3, -3, north));
    await pick(page, "to", m(43, -3, north));
    const summary = page.locator(".map-route .map-route-summary");
    await expect(summary).toHaveText(/^70(,\d)? m,/);
    await expect.poll(() => closureMarks(page)).toEqual(["current"]);
    // Nobody does anything: at the window's end the mark goes and the way goes through the doors again.
    await expect(summary).toHaveText(/^40(,\d)? m,/, { timeout: (windowSeconds + 15) * 1000 });
    await expect.poll(() => closureMarks(page)).toEqual([]);
    await expect(page.locator(".map-closures .map-closure")).toHaveCount(0);
  } finally {
    await removeNetwork(page, ids);
  }
});
