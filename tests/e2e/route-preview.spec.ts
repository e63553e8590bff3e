/// <reference lib="dom" />
/**
 * The route preview and the routing graph's problems in the map editor (issue 8), on the demo
 * campus: rooms of building A picked on the map with the real mouse on two floors, the way between
 * them with its floor change marked, step-free on request; then a room without a door, drawn on a
 * floor of its own (p6) far from the campus, listed among the problems and shown from the list.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { at, centreOn, type LonLat, openFloor, origin, saveByApi, squareAround } from "./support/map.ts";

/** The middle of two demo rooms of building A (src/server/seed/campus-map.ts). */
const lectureHall: LonLat = [19.4657533, 51.7700562]; // ground floor
const seminarRoom: LonLat = [19.4658984, 51.7701775]; // first floor

/** The kinds of the route preview's markers drawn on the map now, sorted. */
function markers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = window.__mapEditor?.map as unknown as {
      getLayers(): { getArray(): { getSource?(): { getFeatures?(): { get(name: string): unknown }[] } }[] };
    };
    return map
      .getLayers()
      .getArray()
      .flatMap((layer) => layer.getSource?.()?.getFeatures?.() ?? [])
      .map((feature) => feature.get("marker"))
      .filter((kind): kind is string => typeof kind === "string")
      .sort();
  });
}

/** Arms picking `end` and clicks the map beside its middle (off the room's own route line). */
async function pick(page: Page, end: "from" | "to"): Promise<void> {
  const button = page.locator(`#map-route-pick-${end}`);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  const point = await at(page, -15, 8);
  await page.mouse.click(point.x, point.y);
  await expect(button).toHaveAttribute("aria-pressed", "false");
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("previews the way between rooms on two floors, marks the floor change and goes step-free", async ({
  page,
  checkA11y,
}) => {
  await openFloor(page, "p0", lectureHall);
  await page.locator("#map-tool-route").click();
  await expect(page.locator("#map-tool-route")).toHaveAttribute("aria-pressed", "true");
  const panel = page.locator(".map-route");
  await expect(panel).toBeVisible();

  await pick(page, "from");
  await expect(page.getByTestId("map-route-from")).toHaveText(
    "Sala wykładowa A-0.02 · Pomieszczenie, piętro 0",
  );
  // Nothing was selected by the pick.
  expect(await page.evaluate(() => window.__mapEditor?.selection.length)).toBe(0);

  await page.getByRole("button", { name: "Piętro wyżej" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p1$/);
  await centreOn(page, seminarRoom);
  await pick(page, "to");
  await expect(page.getByTestId("map-route-to")).toHaveText(
    "Sala seminaryjna A-1.09 · Pomieszczenie, piętro 1",
  );

  // The quickest way takes the stairs at the west end.
  await expect(panel.locator(".map-route-summary")).toHaveText("40,9 m, 49 s");
  const steps = panel.locator(".map-route-steps li");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toHaveText("Schody z piętra 0 na 1 (20 s)");
  await expect.poll(() => markers(page)).toEqual(["arrive", "end"]);
  await checkA11y();

  // Step-free: the lift at the east end.
  await page.locator("label[for=map-route-accessible]").click();
  await expect(panel.locator(".map-route-summary")).toHaveText("80,9 m, 1 min 13 s");
  await expect(steps.nth(1)).toHaveText("Winda z piętra 0 na 1 (15 s)");

  // The first step shows the ground floor, where the way starts and leaves for floor 1.
  await steps.nth(0).getByRole("button").click();
  await expect(page).toHaveURL(/\/cms\/map\/p0$/);
  await expect.poll(() => markers(page)).toEqual(["leave", "start"]);
});

test("lists the routing graph's problems and shows one on its floor", async ({ page }) => {
  // Saved before the editor opens: it fetches the other floors in advance and keeps them a while.
  await page.goto("/cms");
  await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
  const { new: created } = await saveByApi(
    page,
    "p6",
    {
      new: [
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: squareAround(origin) },
          properties: { type: "room", key: "E2E-NO-DOOR", name_pl: "Pokój bez drzwi E2E" },
        },
      ],
    },
    origin,
  );
  try {
    await openFloor(page, "p0");
    await page.locator("#map-tool-routing").click();
    const report = page.locator(".map-routing");
    await expect(report).toBeVisible();
    // Rooms other tests draw at the same time have no doors either.
    await expect(report.getByTestId("map-routing-problems")).toContainText(/pomieszczenia bez drzwi: [1-9]/);
    const entry = report.getByRole("button", { name: /Piętro 6: pomieszczenie bez drzwi/ });
    await entry.click();
    await expect(page).toHaveURL(/\/cms\/map\/p6$/);
    // The view goes to the room: it is loaded and drawn there.
    await expect
      .poll(() => page.evaluate(() => window.__mapEditor?.session.features().map((f) => f.properties.key)))
      .toContain("E2E-NO-DOOR");
    await page.getByRole("button", { name: "Zamknij raport grafu tras" }).click();
    await expect(report).toBeHidden();
  } finally {
    await saveByApi(page, "p6", { deleted: [{ id: created[0], version: 1 }] });
  }
});
