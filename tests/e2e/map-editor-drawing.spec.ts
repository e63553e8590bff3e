/// <reference lib="dom" />
/**
 * The map editor at /cms/map/:floor (spec §3 to §9), driven with the real mouse and keyboard on the
 * OpenLayers canvas; `window.__mapEditor` only turns places into pixels and tells what the session
 * holds. Each test works on an empty floor of its own (p9 to p20), far from the demo campus; the
 * floors are unique across the map-editor-*.spec.ts files, which run in parallel.
 *
 * Drawing: rooms, every geometry kind, typed coordinates, snapping, and the checks a drawing meets
 * before its save (a required name, a bow-tie room).
 */
import { expect, test } from "./support/fixtures.ts";
import {
  at,
  chooseIn,
  clickDrag,
  clickPath,
  counts,
  drawApproaching,
  drawRoom,
  features,
  mapTexts,
  openFloor,
  pointOf,
  serverFeatures,
  settle,
  toast,
  tool,
} from "./support/map.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("draws a room, fills its form and saves it with Ctrl+S", async ({ page }) => {
  await openFloor(page, "p20");
  await page.locator("#map").focus();
  await drawRoom(page);
  const [drawn] = await features(page);
  expect(drawn?.geometry.type).toBe("Polygon");
  expect(drawn?.type).toBe("room");
  // A closed ring of the four corners clicked.
  expect(((drawn?.geometry.coordinates ?? []) as number[][][])[0]).toHaveLength(5);
  await expect(page.getByTestId("map-unsaved")).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");

  await page.locator("#map_feature_key").fill("E2E-ROOM-1");
  await page.locator("#map_feature_name_pl").fill("Sala testowa E2E");
  await page.keyboard.press("Control+s");
  await expect(toast(page, mapTexts.saved)).toBeVisible();
  await expect(page.getByTestId("map-unsaved")).toHaveText(mapTexts.none);
  await expect.poll(async () => (await counts(page)).new).toBe(0);

  const stored = await serverFeatures(page, "p20");
  expect(stored).toHaveLength(1);
  expect(stored[0]?.geometry.type).toBe("Polygon");
  expect(stored[0]?.properties).toMatchObject({
    type: "room",
    key: "E2E-ROOM-1",
    name_pl: "Sala testowa E2E",
  });
  // The saved room is the session's again, under its server id.
  await expect.poll(async () => (await features(page)).map((f) => f.key)).toEqual([String(stored[0]?.id)]);
});

test("refuses to save a room without its required name", async ({ page }) => {
  await openFloor(page, "p19");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.locator("#map_feature_name_pl").fill("x");
  await page.locator("#map_feature_name_pl").fill("");
  await page.locator("#map-save").click();
  await expect(toast(page, mapTexts.required)).toBeVisible();
  const issues = page.locator(".map-issues");
  await expect(issues).toBeVisible();
  await expect(issues.locator(".map-issue-error")).toHaveCount(1);
  await expect(issues.locator(".map-issue-error")).toContainText("brak wymaganych pól");
  expect(await serverFeatures(page, "p19")).toHaveLength(0);
  expect((await counts(page)).new).toBe(1);
});

test("calls a bow-tie room an error before the save, as the server would (1510)", async ({ page }) => {
  await openFloor(page, "p19");
  await page.locator("#map").focus();
  await drawRoom(page, [
    [-120, -80],
    [0, 40],
    [0, -80],
    [-120, 40],
  ]);
  await page.locator("#map_feature_name_pl").fill("Sala w kształcie muszki");
  await page.locator("#map-save").click();
  await expect(toast(page, "Popraw błędy z listy problemów przed zapisem")).toBeVisible();
  const errors = page.locator(".map-issues .map-issue-error");
  await expect(errors).toHaveCount(1);
  await expect(errors).toContainText("krawędzie przecinają się lub stykają");
  expect(await serverFeatures(page, "p19")).toHaveLength(0);
});

test("draws every geometry kind with the right geometry type", async ({ page }) => {
  await openFloor(page, "p18");
  // The drawing options are in the side panel: choosing the tool leaves the map where it was.
  const mapBox = () => page.locator("#map").boundingBox();
  const before = await mapBox();
  await tool(page, "draw");
  await expect(page.getByRole("region", { name: "Rysowanie" })).toBeVisible();
  expect(await mapBox()).toEqual(before);
  const drawn = async () => (await features(page)).map((f) => `${f.type}:${f.geometry.type}`);

  await chooseIn(page, "map-draw-kind", "Punkt");
  const point = await at(page, -200, -120);
  await page.mouse.click(point.x, point.y);
  await expect.poll(drawn).toEqual(["poi:Point"]);

  await chooseIn(page, "map-draw-kind", "Linia");
  await clickPath(page, [
    [-200, -60],
    [-120, -60],
    [-120, -20],
  ]);
  await expect.poll(drawn).toEqual(["poi:Point", "route:LineString"]);

  await chooseIn(page, "map-draw-kind", "Okrąg");
  await clickDrag(page, [-150, 80], [-110, 80]);
  await expect.poll(async () => (await features(page)).length).toBe(3);
  await chooseIn(page, "map-draw-kind", "Kwadrat");
  await clickDrag(page, [0, 80], [30, 80]);
  await expect.poll(async () => (await features(page)).length).toBe(4);
  await chooseIn(page, "map-draw-kind", "Prostokąt");
  await clickDrag(page, [80, 60], [160, 120]);
  await expect.poll(async () => (await features(page)).length).toBe(5);
  // The drawn feature's properties fill the side panel, which scrolls inside itself: the page is no
  // taller than the window, so the map stays in view.
  await expect(page.locator(".map-properties")).toBeVisible();
  const page_ = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    window: innerHeight,
  }));
  expect(page_.height).toBeLessThanOrEqual(page_.window);
  const all = await features(page);
  expect(all.map((f) => f.geometry.type)).toEqual(["Point", "LineString", "Polygon", "Polygon", "Polygon"]);
  const rings = all.slice(2).map((f) => (f.geometry.coordinates as number[][][])[0]?.length);
  // A circle of 64 vertices, a square and a box of 4, each ring closed.
  expect(rings).toEqual([65, 5, 5]);
  expect((await counts(page)).new).toBe(5);
});

test("a door's room is picked among the rooms loaded on the floor, by name and key", async ({
  page,
  checkA11y,
}) => {
  await openFloor(page, "p12");
  await drawRoom(page);
  const [room] = await features(page);
  const roomKey = String(room?.properties.key);
  await page.locator("#map_feature_name_pl").fill("Sala 101");
  await page.locator("#map").focus();
  await expect.poll(async () => (await features(page))[0]?.properties.name_pl).toBe("Sala 101");

  await chooseIn(page, "map-draw-kind", "Linia");
  await chooseIn(page, "map-draw-type", "Drzwi");
  await clickPath(page, [
    [40, -80],
    [80, -80],
  ]);
  await expect.poll(async () => (await features(page)).length).toBe(2);
  await checkA11y();
  // The door's "Pomieszczenie" offers the room (and not the door itself), named and keyed.
  await page
    .locator(".p-dropdown", { has: page.locator("#map_feature_room") })
    .locator(".p-dropdown-trigger")
    .click();
  const panel = page.locator(".p-dropdown-panel");
  await expect(panel.getByRole("option")).toHaveText([`Sala 101 (${roomKey})`]);
  await panel.getByRole("option").click();
  await expect.poll(async () => (await features(page))[1]?.properties.room).toBe(roomKey);
});

test("places a point from typed coordinates with comma decimals", async ({ page }) => {
  await openFloor(page, "p10");
  await page.locator("#map").focus();
  await page.keyboard.press("p");
  const lon = page.locator("#map-point-lon");
  const lat = page.locator("#map-point-lat");
  await expect(lon).toBeVisible();
  await lon.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("19,5163");
  await lat.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("51,7925");
  await page.getByRole("button", { name: "Wstaw punkt" }).click();
  await expect.poll(async () => (await features(page)).length).toBe(1);
  const [point] = await features(page);
  expect(point?.geometry.type).toBe("Point");
  const [x, y] = (point?.geometry.coordinates ?? []) as number[];
  expect(x).toBeCloseTo(19.5163, 6);
  expect(y).toBeCloseTo(51.7925, 6);
});

test("snapping puts a drawn vertex exactly on an existing vertex, also after floor switches", async ({
  page,
}) => {
  await openFloor(page, "p8");
  await page.locator("#map").focus();
  await page.keyboard.press("n");
  await expect(page.locator("#map-tool-snap")).toHaveAttribute("aria-pressed", "true");
  // Each floor is shown from a source of its own: snapping, left on, must follow the map to it.
  await page.getByRole("button", { name: "Piętro wyżej" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p9$/);
  await page.getByRole("button", { name: "Piętro niżej" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p8$/);
  await settle(page);
  await page.locator("#map").focus();
  await drawRoom(page);
  const [room] = await features(page);
  if (!room) throw new Error("room expected");
  const corner = (room.geometry.coordinates as [number, number][][])[0]?.[1] as [number, number];
  const near = await pointOf(page, corner);
  await page.keyboard.press("d");
  const start = { x: near.x + 4, y: near.y + 3 };
  const b = await at(page, 100, -80);
  const c = await at(page, 100, -160);
  // The snap indexes the view's features in background tasks: until it has, a drawing does not snap
  // (that attempt is undone and drawn again).
  await expect(async () => {
    if ((await features(page)).length > 1) await page.keyboard.press("Control+z");
    await expect.poll(async () => (await features(page)).length).toBe(1);
    const snapped = (await drawApproaching(page, start, b, c)).coordinates as [number, number][][];
    expect(snapped[0]?.[0]).toEqual(corner);
  }).toPass({ timeout: 15_000 });
});

test("snapping follows an undo after snapping was switched off in the middle of a move", async ({ page }) => {
  await openFloor(page, "p11");
  await page.locator("#map").focus();
  await drawRoom(page);
  const [room] = await features(page);
  if (!room) throw new Error("room expected");
  const corner = (room.geometry.coordinates as [number, number][][])[0]?.[3] as [number, number];
  await page.keyboard.press("n");
  await expect(page.locator("#map-tool-snap")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("g");
  // Without the draw options above it the map is taller: it has drawn at its new size after two frames.
  await settle(page);

  // The room moved with snapping switched off before the button is let go.
  const grip = await at(page, -60, -20);
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + 20, grip.y + 20, { steps: 4 });
  await page.keyboard.press("n");
  await expect(page.locator("#map-tool-snap")).toHaveAttribute("aria-pressed", "false");
  await page.mouse.move(grip.x + 40, grip.y + 40, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await features(page))[0]?.geometry).not.toEqual(room.geometry);
  await page.keyboard.press("n");
  await expect(page.locator("#map-tool-snap")).toHaveAttribute("aria-pressed", "true");
  // Switched on, the snap indexes the moved room in a task of its own, done two frames later; the
  // undo comes after it, so the index has to follow the undo.
  await settle(page);
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page))[0]?.geometry).toEqual(room.geometry);

  await page.keyboard.press("d");
  await settle(page);
  const near = await pointOf(page, corner);
  const start = { x: near.x + 4, y: near.y + 3 };
  const b = await at(page, -200, 100);
  const c = await at(page, -200, 160);
  const drawn = (await drawApproaching(page, start, b, c)).coordinates as [number, number][][];
  expect(drawn[0]?.[0]).toEqual(corner);
});
