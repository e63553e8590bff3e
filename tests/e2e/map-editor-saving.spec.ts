/// <reference lib="dom" />
/**
 * The map editor at /cms/map/:floor (spec §3 to §9), driven with the real mouse and keyboard on the
 * OpenLayers canvas; `window.__mapEditor` only turns places into pixels and tells what the session
 * holds. Each test works on an empty floor of its own (p9 to p20), far from the demo campus; the
 * floors are unique across the map-editor-*.spec.ts files, which run in parallel.
 *
 * Saving and leaving: unsaved changes asked about (sign-out, floor switch, closing the tab), refusals
 * marked on the map, records saved with their features, and floors fetched in advance. Saves that
 * clash with others' are in map-live-editing.spec.ts.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  apiData,
  at,
  centreOn,
  chooseIn,
  counts,
  drawRoom,
  features,
  mapTexts,
  openFloor,
  origin,
  pixelsNear,
  pointOf,
  saveByApi,
  selection,
  serverFeatures,
  settle,
  squareAround,
  toast,
  tool,
} from "./support/map.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("logging out with unsaved changes asks first; Stay keeps the editor", async ({ page }) => {
  await openFloor(page, "p11");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.getByRole("button", { name: "Wyloguj" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText("Niezapisane zmiany mapy");
  await dialog.getByRole("button", { name: "Zostań" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cms\/map\/p11$/);
  expect((await counts(page)).new).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeTruthy();
});

test("switching floor with unsaved changes asks; Stay keeps them, Discard goes to the other floor", async ({
  page,
}) => {
  await openFloor(page, "p14");
  await page.locator("#map").focus();
  await drawRoom(page);
  const [room] = await features(page);
  const unsaved = page.getByTestId("map-unsaved");
  const floorDown = page.getByRole("button", { name: "Piętro niżej" });
  const question = page.locator(".map-confirm").filter({ hasText: "Niezapisane zmiany mapy" });

  await floorDown.click();
  await expect(question).toBeVisible();
  await expect(question).toContainText("ma 1 niezapisaną zmianę");
  await question.getByRole("button", { name: "Zostań" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/cms\/map\/p14$/);
  await expect(page.locator("#map")).toHaveAttribute("aria-label", "Mapa piętra 14");
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");
  expect((await features(page)).map((f) => f.key)).toEqual([room?.key]);

  await floorDown.click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Odrzuć zmiany" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/cms\/map\/p13$/);
  await expect(page.locator("#map")).toHaveAttribute("aria-label", "Mapa piętra 13");
  await expect(unsaved).toHaveText(mapTexts.none);
  await settle(page);
  expect(await features(page)).toHaveLength(0);
});

test("closing the tab with unsaved changes asks the browser's question", async ({ page }) => {
  await openFloor(page, "p17");
  await page.locator("#map").focus();
  await drawRoom(page);
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    // Staying on the page.
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(page.getByTestId("map-unsaved")).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");

  // With nothing unsaved the tab closes without a question.
  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("map-unsaved")).toHaveText(mapTexts.none);
  // The guard lets go of the tab in React's effects, which run after the frame that showed the text.
  await settle(page);
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual(["beforeunload"]);
});

/** The mean of a polygon's corners (its outer ring without the closing repeat). */
function middleOf(geometry: { coordinates: unknown }): [number, number] {
  const corners = ((geometry.coordinates as number[][][])[0] ?? []).slice(0, -1);
  let lon = 0;
  let lat = 0;
  for (const [x = 0, y = 0] of corners) {
    lon += x;
    lat += y;
  }
  return [lon / corners.length, lat / corners.length];
}

/** The red of the map's mark on a feature the checks or the server refused (feature-styles.ts). */
const refusedRed: [number, number, number] = [198, 40, 40];

test("a save the server refuses marks the refused feature and its fields, and saves nothing", async ({
  page,
}) => {
  await openFloor(page, "p19");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.locator("#map_feature_name_pl").fill("Sala bez zarzutu");
  await chooseIn(page, "map-draw-kind", "Punkt");
  await chooseIn(page, "map-draw-type", "Miejsce beacona");
  // A beacon place with neither its beacon nor a MAC address: the editor's checks before a save do not
  // know the type's own rules, the server's validation does (1405 on both fields).
  const spot = await at(page, 150, 80);
  await page.mouse.click(spot.x, spot.y);
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const beacon = (await features(page)).find((f) => f.type === "beaconplace");
  const room = (await features(page)).find((f) => f.type === "room");
  if (!beacon || !room) throw new Error("a room and a beacon place expected");
  const roomCentre = await pointOf(page, middleOf(room.geometry));
  expect(await pixelsNear(page, spot, 14, refusedRed)).toBe(0);

  await page.keyboard.press("Control+s");
  await expect(toast(page, mapTexts.failed)).toBeVisible();
  const refusal = "Miejsce beacona wymaga wskazania beacona lub jego adresu MAC";
  const entries = page.locator(".map-issues .map-issue-error");
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: `Beacon: ${refusal}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Adres MAC: ${refusal}` })).toHaveCount(1);
  for (const entry of await entries.all()) await expect(entry).toContainText(String(beacon.properties.key));
  await expect(page.locator(".map-issues")).not.toContainText("Sala bez zarzutu");
  // On the map, the refused beacon place is outlined in red; the room beside it is not.
  await expect.poll(() => pixelsNear(page, spot, 14, refusedRed)).toBeGreaterThan(10);
  expect(await pixelsNear(page, roomCentre, 64, refusedRed)).toBe(0);
  expect(await serverFeatures(page, "p19")).toHaveLength(0);
  expect(await counts(page)).toEqual({ new: 2, edited: 0, deleted: 0 });

  // An entry leads to the feature: it is selected and its form shows the refusal on the field.
  await tool(page, "select");
  // Without the draw options above it the map is taller: it has drawn at its new size after two frames.
  await settle(page);
  const inRoom = await pointOf(page, middleOf(room.geometry));
  await page.mouse.click(inRoom.x, inRoom.y);
  await expect.poll(() => selection(page)).toEqual([room.key]);
  await entries.filter({ hasText: "Adres MAC" }).click();
  await expect.poll(() => selection(page)).toEqual([beacon.key]);
  const macField = page.locator(".form-field", { has: page.locator("#map_feature_mac") });
  await expect(macField).toContainText(refusal);

  // Changing the feature takes the server's refusal off it.
  await page.locator("#map_feature_mac").fill("E2:E0:00:00:19:01");
  await page.locator("#map").focus();
  await expect(entries).toHaveCount(0);
  await expect(macField).not.toContainText(refusal);
  const [lon = 0, lat = 0] = beacon.geometry.coordinates as number[];
  // Redrawn once the change has reached the map: polled, since a busy machine may take a few frames.
  const beaconPoint = await pointOf(page, [lon, lat]);
  await expect.poll(() => pixelsNear(page, beaconPoint, 14, refusedRed)).toBe(0);
});

test("placing a beacon place and a parking saves them with their beacon and parking lot records", async ({
  page,
}) => {
  await openFloor(page, "p9");
  await page.locator("#map").focus();
  await tool(page, "draw");
  await chooseIn(page, "map-draw-kind", "Punkt");
  await chooseIn(page, "map-draw-type", "Miejsce beacona");
  const spot = await at(page, 150, 80);
  await page.mouse.click(spot.x, spot.y);
  await expect.poll(async () => (await features(page)).length).toBe(1);
  const mac = "e2:e0:00:00:09:01";
  await page.locator("#map_feature_name_pl").fill("Beacon E2E");
  await page.locator("#map_feature_mac").fill(mac);

  await chooseIn(page, "map-draw-kind", "Wielokąt");
  await chooseIn(page, "map-draw-type", "Parking");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.locator("#map_feature_name_pl").fill("Parking E2E");
  await page.locator("#map_feature_parking_lot_id").fill("E2E-LOT-9");
  await page.keyboard.press("Control+s");
  await expect(toast(page, mapTexts.saved)).toBeVisible();

  const stored = await serverFeatures(page, "p9");
  const place = stored.find((f) => f.properties.type === "beaconplace");
  const parking = stored.find((f) => f.properties.type === "parking");
  expect(stored).toHaveLength(2);
  // The beacon is created from the place, on its floor, and the place points at it.
  const beacons = await apiData<{ items: Record<string, unknown>[] }>(page, "/api/beacons", {
    page: "1",
    search: mac,
  });
  expect(beacons.items).toHaveLength(1);
  const [beacon] = beacons.items;
  expect(beacon).toMatchObject({ name: "Beacon E2E", mac: mac.toUpperCase(), floor: "p9", status: "active" });
  expect(place?.properties).toMatchObject({ beacon_id: beacon?.id, mac: mac.toUpperCase() });
  // The parking lot of the feature's lot id is created, named like the feature.
  const lots = await apiData<{ items: Record<string, unknown>[] }>(page, "/api/parking", { page: "1" });
  expect(lots.items.filter((lot) => lot.name_pl === "Parking E2E")).toHaveLength(1);
  expect(parking?.properties).toMatchObject({ name_pl: "Parking E2E", parking_lot_id: "E2E-LOT-9" });

  // The floor is shared with a test that saves nothing: leave it as found (the records stay).
  await saveByApi(page, "p9", { deleted: stored.map(({ id, version }) => ({ id, version })) });
});

test("a floor fetched in advance while the page was idle opens without the server, also after the view went away and back; a failed fetch in advance shows nothing", async ({
  page,
}) => {
  const geometry = { type: "Polygon", coordinates: squareAround(origin) };
  await page.goto("/cms/map/p18");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  const { new: created } = await saveByApi(page, "p15", {
    new: [
      {
        type: "Feature",
        geometry,
        properties: { type: "room", key: "E2E-AHEAD", name_pl: "Z wyprzedzeniem" },
      },
    ],
  });
  await openFloor(page, "p18");
  // Three floors away: not a neighbour, fetched in advance all the same once the page is idle.
  await page.waitForFunction(() => window.__mapEditor?.state.ready.includes("p15"));
  // Away and back: what was fetched in advance for the other part of the map does not cover this
  // one, and this part, loaded already, is fetched in advance again.
  await centreOn(page, [origin[0] + 0.01, origin[1]]);
  await page.waitForFunction(() => window.__mapEditor?.state.ready.includes("p15"));
  await centreOn(page, origin);
  await page.waitForFunction(() => window.__mapEditor?.state.ready.includes("p15"));

  const asked: string[] = [];
  await page.route("**/api/geo/extent?**", (route) => {
    asked.push(new URL(route.request().url()).searchParams.get("profile") ?? "");
    return route.abort();
  });
  await chooseIn(page, "map-floor", "15");
  await expect(page).toHaveURL(/\/cms\/map\/p15$/);
  // p15 is shared with the copy-and-paste test: its copy may be there too.
  await expect.poll(async () => (await features(page)).map((f) => f.key)).toContain(String(created[0]));
  expect(asked).not.toContain("p15");

  // Fetching in advance from p15 (the floor left is the one not held) now fails: the user asked for
  // nothing, so nothing is shown.
  await expect.poll(() => asked).toContain("p18");
  await settle(page);
  await expect(page.locator(".p-toast-message")).toHaveCount(0);

  await page.unrouteAll();
  await saveByApi(page, "p15", { deleted: [{ id: created[0], version: 1 }] });
});
