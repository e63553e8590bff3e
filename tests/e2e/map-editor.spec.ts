/// <reference lib="dom" />
/**
 * The map editor at /cms/map/:floor (spec §3 to §9), driven with the real mouse and keyboard on the
 * OpenLayers canvas; `window.__mapEditor` only turns places into pixels and tells what the session
 * holds. Each test works on an empty floor of its own (p9 to p20), far from the demo campus.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import {
  apiData,
  at,
  centreOn,
  chooseIn,
  clickDrag,
  clickPath,
  counts,
  drag,
  drawApproaching,
  drawRoom,
  features,
  openFloor,
  origin,
  pixelsNear,
  pointOf,
  rect,
  saveByApi,
  selection,
  serverFeatures,
  settle,
  squareAround,
  toast,
  tool,
  zoom,
} from "./support/map.ts";

const texts = {
  saved: "Dane zapisane",
  failed: "Błąd zapisu danych",
  required: "Sprawdź, czy wszystkie wymagane pola zostały uzupełnione",
  none: "Brak niezapisanych zmian",
  notPolygons: "Scalanie nie powiedzie się, jeśli zaznaczony obiekt jest punktem lub linią",
  reapplied: "Obiekty wczytane ponownie; pozostałe zmiany zachowano",
};

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
  await expect(toast(page, texts.saved)).toBeVisible();
  await expect(page.getByTestId("map-unsaved")).toHaveText(texts.none);
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
  await expect(toast(page, texts.required)).toBeVisible();
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

/** The view's centre in degrees, once it has stopped moving (arrow keys pan it with an animation). */
async function settledCentre(page: Page): Promise<[number, number]> {
  await page.waitForFunction(() => window.__mapEditor?.map.getView().getAnimating() === false);
  return page.evaluate(() => {
    const [x = 0, y = 0] = window.__mapEditor?.map.getView().getCenter() ?? [];
    const lon = (x / 6378137) * (180 / Math.PI);
    const lat = (2 * Math.atan(Math.exp(y / 6378137)) - Math.PI / 2) * (180 / Math.PI);
    return [lon, lat] as [number, number];
  });
}

test("draws a room and a box from the keyboard alone: Space places vertices at the centre cross, Enter ends", async ({
  page,
}) => {
  await openFloor(page, "p15");
  await page.locator("#map").focus();
  await page.keyboard.press("d");
  await expect(page.locator(".map-crosshair")).toBeVisible();
  await expect(page.locator(".map-hint", { hasText: "spacja stawia tam wierzchołek" })).toBeVisible();

  // A room of three corners, the map panned under the cross between them.
  const corners: [number, number][] = [];
  for (const key of ["", "ArrowRight", "ArrowUp"]) {
    if (key) await page.keyboard.press(key);
    corners.push(await settledCentre(page));
    await page.keyboard.press("Space");
  }
  // Enter ends the shape; with too few corners it would not.
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await features(page)).length).toBe(1);
  const [room] = await features(page);
  if (!room) throw new Error("no room");
  expect(room.type).toBe("room");
  const ring = (room.geometry.coordinates as [number, number][][])[0] ?? [];
  expect(ring).toHaveLength(4);
  ring.slice(0, 3).forEach(([lon, lat], i) => {
    expect(lon).toBeCloseTo(corners[i]?.[0] ?? 0, 7);
    expect(lat).toBeCloseTo(corners[i]?.[1] ?? 0, 7);
  });

  // While drawing, the arrow keys pan the map even with the new room selected: it does not move.
  expect(await selection(page)).toHaveLength(1);
  const before = await settledCentre(page);
  await page.keyboard.press("ArrowLeft");
  expect((await settledCentre(page))[0]).toBeLessThan(before[0]);
  expect((await features(page))[0]?.geometry).toEqual(room.geometry);

  // Two vertices, one taken back with Backspace, are not a line: Enter leaves the sketch open,
  // Escape drops it.
  await chooseIn(page, "map-draw-kind", "Linia");
  await page.locator("#map").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await settledCentre(page);
  await page.keyboard.press("Space");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Escape anuluje rysowanie")).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await features(page)).toHaveLength(1);

  // A box ends at its second corner, as with two clicks.
  await chooseIn(page, "map-draw-kind", "Prostokąt");
  await page.locator("#map").focus();
  const first = await settledCentre(page);
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = await settledCentre(page);
  await page.keyboard.press("Space");
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const box = (await features(page))[1];
  if (!box) throw new Error("no box");
  const boxRing = (box.geometry.coordinates as [number, number][][])[0] ?? [];
  const lats = boxRing.map(([, lat]) => lat);
  expect(boxRing).toHaveLength(5);
  expect(Math.min(...lats)).toBeCloseTo(Math.min(first[1], second[1]), 7);
  expect(Math.max(...lats)).toBeCloseTo(Math.max(first[1], second[1]), 7);
  expect((await counts(page)).new).toBe(2);
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

test("moves a vertex from the keyboard: Space picks it under the cross, the arrows pan, Space puts it", async ({
  page,
}) => {
  await openFloor(page, "p19");
  // A room with a corner at the map's centre, under the cross.
  await drawRoom(page, [
    [0, 0],
    [100, 0],
    [100, 80],
    [0, 80],
  ]);
  const ring = async () => {
    const coordinates = (await features(page))[0]?.geometry.coordinates as [number, number][][] | undefined;
    return coordinates?.[0] ?? [];
  };
  const before = await ring();
  await page.locator("#map").focus();
  await page.keyboard.press("m");
  await expect(page.locator(".map-crosshair")).toBeVisible();
  const status = page.locator(".map-status");

  const mapBox = await page.locator("#map").boundingBox();
  await page.keyboard.press("Space");
  await expect(status).toHaveText(/Wierzchołek podniesiony/);
  // The longer status stays on one line: the map keeps its size, and so what it shows.
  expect(await page.locator("#map").boundingBox()).toEqual(mapBox);
  await page.keyboard.press("ArrowLeft");
  const target = await settledCentre(page);
  await page.keyboard.press("Space");
  await expect.poll(async () => (await ring())[0]?.[0]).toBeCloseTo(target[0], 7);
  const after = await ring();
  // The corner and the ring's closing repeat moved together, the other corners stayed.
  expect(after[0]?.[1]).toBeCloseTo(target[1], 7);
  expect(after.at(-1)).toEqual(after[0]);
  expect(after.slice(1, -1)).toEqual(before.slice(1, -1));
  await expect(status).toHaveText(/Widoczne obiekty/);

  // Nothing under the cross: said so, nothing moves; Escape lets a picked vertex go.
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await settledCentre(page);
  await page.keyboard.press("Space");
  await expect(status).toHaveText(/nie ma wierzchołka/);
  expect(await ring()).toEqual(after);

  await page.keyboard.press("Control+z");
  await expect.poll(ring).toEqual(before);
  expect(await selection(page)).toHaveLength(1);
});

test("selects by click, shift-click and box, deletes after confirming, undoes and redoes", async ({
  page,
}) => {
  await openFloor(page, "p17");
  await page.locator("#map").focus();
  await drawRoom(page, [
    [-160, -60],
    [-60, -60],
    [-60, 40],
    [-160, 40],
  ]);
  await drawRoom(page, [
    [40, -60],
    [140, -60],
    [140, 40],
    [40, 40],
  ]);
  const [left, right] = (await features(page)).map((f) => f.key);
  await page.keyboard.press("s");
  await expect(page.locator("#map-tool-select")).toHaveAttribute("aria-pressed", "true");
  // Without the draw options above it the map is taller: it has drawn at its new size after two frames.
  await settle(page);

  const inLeft = await at(page, -110, -10);
  const inRight = await at(page, 90, -10);
  // Back to back, as a quick hand clicks: OpenLayers reads the two as a double click, which must
  // neither zoom the view (out, with shift) nor lose the second pick.
  await page.mouse.click(inLeft.x, inLeft.y);
  await page.keyboard.down("Shift");
  await page.mouse.click(inRight.x, inRight.y);
  await page.keyboard.up("Shift");
  await expect.poll(() => selection(page)).toEqual([left, right]);
  expect(await zoom(page)).toBe(19);
  await expect(page.getByTestId("map-selection-count")).toHaveText("Zaznaczone obiekty: 2");

  await page.keyboard.press("Escape");
  await expect.poll(() => selection(page)).toEqual([]);
  await page.keyboard.down("Control");
  await drag(page, [-200, -100], [200, 80]);
  await page.keyboard.up("Control");
  await expect.poll(async () => (await selection(page)).sort()).toEqual([left, right].sort());

  await page.keyboard.press("Delete");
  const dialog = page.locator(".map-confirm");
  await expect(dialog).toContainText("liczba: 2");
  await dialog.getByRole("button", { name: "Usuń" }).click();
  await expect(page.locator(".p-dialog-mask")).toHaveCount(0);
  await expect.poll(async () => (await features(page)).length).toBe(0);

  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  await expect
    .poll(async () => (await features(page)).map((f) => f.key).sort())
    .toEqual([left, right].sort());
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(async () => (await features(page)).length).toBe(0);
});

test("copies a room on one floor and pastes it on another", async ({ page }) => {
  await openFloor(page, "p16");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.locator("#map_feature_name_pl").fill("Sala do skopiowania");
  await page.keyboard.press("Control+s");
  await expect(toast(page, texts.saved)).toBeVisible();
  await expect.poll(() => selection(page)).toHaveLength(1);
  await page.locator("#map").focus();
  await page.keyboard.press("Control+Alt+c");
  await expect(toast(page, "Skopiowane obiekty: 1")).toBeVisible();

  await page.getByRole("button", { name: "Piętro niżej" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p15$/);
  await settle(page);
  await expect.poll(async () => (await features(page)).length).toBe(0);
  await page.locator("#map").focus();
  await page.keyboard.press("Control+Alt+v");
  await expect(toast(page, "Wklejone obiekty: 1")).toBeVisible();
  await expect.poll(async () => (await features(page)).length).toBe(1);
  await page.keyboard.press("Control+s");
  await expect(toast(page, texts.saved)).toBeVisible();

  const [original] = await serverFeatures(page, "p16");
  const [copy] = await serverFeatures(page, "p15");
  expect(copy?.properties.name_pl).toBe("Sala do skopiowania");
  expect(copy?.geometry).toEqual(original?.geometry);
});

/** Shoelace area of a polygon's outer ring (degrees squared: enough to compare). */
function area(geometry: { coordinates: unknown }): number {
  const ring = (geometry.coordinates as number[][][])[0] ?? [];
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

// The picks follow each other as fast as the mouse goes: OpenLayers reads them as double clicks,
// which must neither zoom the view nor lose a pick.
test("merges and subtracts overlapping rooms, refuses to merge a point", async ({ page }) => {
  await openFloor(page, "p14");
  await page.locator("#map").focus();
  // Two overlapping pairs: one to merge, one to subtract.
  for (const [x, y] of [
    [-200, -130],
    [-150, -90],
    [40, -130],
    [90, -90],
  ] as const) {
    await drawRoom(page, rect(x, y));
  }
  const [a, b, c, d] = await features(page);
  if (!a || !b || !c || !d) throw new Error("four rooms expected");
  await tool(page, "select");
  const pick = async (keys: string[], points: [number, number][]) => {
    const [firstPoint, ...others] = points;
    if (!firstPoint) return;
    const start = await at(page, ...firstPoint);
    await page.mouse.click(start.x, start.y);
    await expect.poll(() => selection(page)).toEqual(keys.slice(0, 1));
    await page.keyboard.down("Shift");
    for (const other of others) {
      const point = await at(page, ...other);
      await page.mouse.click(point.x, point.y);
    }
    await page.keyboard.up("Shift");
    await expect.poll(() => selection(page)).toEqual(keys);
  };

  await pick(
    [a.key, b.key],
    [
      [-185, -115],
      [-65, -20],
    ],
  );
  await page.locator("#map-tool-merge").click();
  await expect.poll(async () => (await features(page)).map((f) => f.key)).toEqual([a.key, c.key, d.key]);
  const merged = (await features(page))[0];
  expect(area(merged?.geometry ?? { coordinates: [] })).toBeGreaterThan(area(a.geometry));

  await pick(
    [c.key, d.key],
    [
      [55, -115],
      [175, -20],
    ],
  );
  await page.locator("#map-tool-subtract").click();
  await expect
    .poll(async () => area((await features(page)).find((f) => f.key === c.key)?.geometry ?? c.geometry))
    .toBeLessThan(area(c.geometry));
  expect((await features(page)).find((f) => f.key === d.key)?.geometry).toEqual(d.geometry);

  // A point among the selection: the merge is refused with the spec's message.
  await tool(page, "draw");
  await chooseIn(page, "map-draw-kind", "Punkt");
  const spot = await at(page, 0, 100);
  await page.mouse.click(spot.x, spot.y);
  await expect.poll(async () => (await features(page)).length).toBe(4);
  const point = (await features(page))[3];
  await tool(page, "select");
  await pick(
    [point?.key ?? "", a.key],
    [
      [0, 100],
      [-185, -115],
    ],
  );
  await page.locator("#map-tool-merge").click();
  await expect(toast(page, texts.notPolygons)).toBeVisible();
  expect(await features(page)).toHaveLength(4);
});

test("modifies a vertex and moves the room, each one undo step", async ({ page }) => {
  await openFloor(page, "p13");
  await page.locator("#map").focus();
  await drawRoom(page);
  const [room] = await features(page);
  if (!room) throw new Error("room expected");
  const corner = (room.geometry.coordinates as [number, number][][])[0]?.[1] as [number, number];

  await page.keyboard.press("g");
  await drag(page, [-60, -20], [-20, 20]);
  await expect.poll(async () => (await features(page))[0]?.geometry).not.toEqual(room.geometry);
  const moved = (await features(page))[0]?.geometry.coordinates as [number, number][][];
  const original = room.geometry.coordinates as [number, number][][];
  // Every vertex moved by the same amount.
  const shift = (i: number) => [
    (moved[0]?.[i]?.[0] ?? 0) - (original[0]?.[i]?.[0] ?? 0),
    (moved[0]?.[i]?.[1] ?? 0) - (original[0]?.[i]?.[1] ?? 0),
  ];
  expect(shift(0)[0]).toBeGreaterThan(0);
  expect(shift(2)[0]).toBeCloseTo(shift(0)[0] ?? 0, 8);
  expect(shift(2)[1]).toBeCloseTo(shift(0)[1] ?? 0, 8);
  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page))[0]?.geometry).toEqual(room.geometry);
  await page.keyboard.press("m");
  await expect(page.locator("#map-tool-modify")).toHaveAttribute("aria-pressed", "true");
  const from = await pointOf(page, corner);
  // Modify finds the vertex under the pointer on a move: hover it first (again, should a gesture
  // start before the interaction has seen the selected room).
  await expect(async () => {
    await page.mouse.move(from.x + 2, from.y + 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y - 30, { steps: 8 });
    await page.mouse.up();
    expect((await features(page))[0]?.geometry).not.toEqual(room.geometry);
  }).toPass({ timeout: 15_000 });
  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page))[0]?.geometry).toEqual(room.geometry);
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

test("a save refused for a conflict lists the feature; reloading keeps the user's other edits, unsaved", async ({
  page,
}) => {
  await page.goto("/cms/map/p7");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  const geometry = { type: "Polygon", coordinates: squareAround(origin) };
  await saveByApi(page, "p7", {
    new: [
      {
        type: "Feature",
        geometry,
        properties: { type: "room", key: "E2E-CONFLICT-P7", name_pl: "Pierwotna" },
      },
    ],
  });
  await openFloor(page, "p7");
  await expect.poll(async () => (await features(page)).length).toBe(1);
  const [stored] = await serverFeatures(page, "p7");
  if (!stored) throw new Error("seeded room expected");
  // Another user renames the room after this editor loaded it.
  await saveByApi(page, "p7", {
    edited: [
      {
        type: "Feature",
        id: stored.id,
        version: stored.version,
        geometry: stored.geometry,
        properties: { ...stored.properties, name_pl: "Zmieniona przez API" },
      },
    ],
  });

  const centre = await at(page, 0, 0);
  await page.mouse.click(centre.x, centre.y);
  await expect.poll(() => selection(page)).toEqual([String(stored.id)]);
  await page.locator("#map_feature_name_pl").fill("Moja zmiana");
  await page.locator("#map").focus();
  await expect
    .poll(async () => (await features(page)).find((f) => f.key === String(stored.id))?.properties.name_pl)
    .toBe("Moja zmiana");
  // The user's other edit: a new room beside it.
  await drawRoom(page, rect(100, -80));
  const drawn = (await features(page)).find((f) => f.key !== String(stored.id));
  if (!drawn) throw new Error("new room expected");
  await page.locator("#map_feature_name_pl").fill("Moja nowa sala");
  await page.locator("#map").focus();
  await expect
    .poll(async () => (await features(page)).find((f) => f.key === drawn.key)?.properties.name_pl)
    .toBe("Moja nowa sala");
  const unsaved = page.getByTestId("map-unsaved");
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 1, usunięte: 0");

  await page.keyboard.press("Control+s");
  await expect(toast(page, texts.failed)).toBeVisible();
  const conflicts = page.locator(".map-conflicts");
  await expect(conflicts).toBeVisible();
  await expect(conflicts).toContainText("liczba: 1");
  // The one the other user changed, named as this session has it; the new room is no conflict.
  await expect(conflicts.getByRole("listitem")).toHaveText(["Moja zmiana · Pomieszczenie"]);
  // All or nothing: the new room was not saved either.
  expect((await serverFeatures(page, "p7")).map((f) => f.properties.name_pl)).toEqual([
    "Zmieniona przez API",
  ]);

  await page.locator("#map-reapply").click();
  await expect(conflicts).toBeHidden();
  await expect(toast(page, texts.reapplied)).toBeVisible();
  await expect
    .poll(async () => (await features(page)).find((f) => f.key === String(stored.id))?.properties.name_pl)
    .toBe("Zmieniona przez API");
  const kept = (await features(page)).find((f) => f.key === drawn.key);
  expect(kept?.properties.name_pl).toBe("Moja nowa sala");
  expect(kept?.geometry).toEqual(drawn.geometry);
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");
  expect(await serverFeatures(page, "p7")).toHaveLength(1);

  // Leave the floor as found.
  const [current] = await serverFeatures(page, "p7");
  if (current) await saveByApi(page, "p7", { deleted: [{ id: current.id, version: current.version }] });
});

test("every toolbar button has a name and a tooltip telling its shortcut; the map's buttons have names", async ({
  page,
}) => {
  await openFloor(page, "p9");
  const expected: Record<string, string> = {
    select: "S",
    modify: "M",
    draw: "D",
    move: "G",
    rotate: "R",
    snap: "N",
    point: "P",
    delete: "Delete",
    copy: "Ctrl+Alt+C",
    cut: "Ctrl+Alt+X",
    paste: "Ctrl+Alt+V",
    duplicate: "Ctrl+Alt+Z",
    merge: "",
    subtract: "",
    undo: "Ctrl+Z",
    redo: "Ctrl+Shift+Z",
    fit: "F",
    routing: "",
    route: "",
  };
  const buttons = page.locator(".map-toolbar button");
  await expect(buttons).toHaveCount(Object.keys(expected).length);
  for (const [id, shortcut] of Object.entries(expected)) {
    const button = page.locator(`#map-tool-${id}`);
    const label = await button.getAttribute("aria-label");
    expect(label, id).toBeTruthy();
    const tip = await button.getAttribute("data-pr-tooltip");
    expect(tip, id).toBe(shortcut ? `${label} (${shortcut})` : label);
  }
  await page.locator("#map-tool-select").hover();
  await expect(page.locator(".p-tooltip")).toHaveText("Zaznaczanie (S)");
  // The map's own buttons are named in the language too, not by their "+" and "–".
  const map = page.locator("#map");
  for (const name of ["Przybliż", "Oddal", "Północ u góry"]) {
    await expect(map.getByRole("button", { name, exact: true })).toBeVisible();
  }
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

/** How far every vertex of `moved`'s outer ring lies from the same vertex of `from`'s (lon, lat). */
function offsets(from: { coordinates: unknown }, moved: { coordinates: unknown }): [number, number][] {
  const a = (from.coordinates as number[][][])[0] ?? [];
  const b = (moved.coordinates as number[][][])[0] ?? [];
  return a.map(([x = 0, y = 0], i) => [(b[i]?.[0] ?? 0) - x, (b[i]?.[1] ?? 0) - y]);
}

test("duplicates with Ctrl+Alt+Z, cuts with Ctrl+Alt+X and pastes back with Ctrl+Alt+V", async ({ page }) => {
  await openFloor(page, "p18");
  await page.locator("#map").focus();
  await drawRoom(page);
  await page.locator("#map_feature_name_pl").fill("Sala do powielenia");
  await page.locator("#map").focus();
  const [original] = await features(page);
  if (!original) throw new Error("room expected");
  expect(original.properties.name_pl).toBe("Sala do powielenia");
  const unsaved = page.getByTestId("map-unsaved");

  await page.keyboard.press("Control+Alt+z");
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const copy = (await features(page))[1];
  if (!copy) throw new Error("duplicate expected");
  await expect(unsaved).toHaveText("Nowe: 2, zmienione: 0, usunięte: 0");
  expect(await selection(page)).toEqual([copy.key]);
  expect(copy.properties.name_pl).toBe("Sala do powielenia");
  expect(copy.properties.key).not.toBe(original.properties.key);
  // The same shape, a little east and south, so that it does not hide the original.
  const shift = offsets(original.geometry, copy.geometry);
  const [east = 0, north = 0] = shift[0] ?? [];
  expect(east).toBeGreaterThan(0);
  expect(north).toBeLessThan(0);
  for (const [x, y] of shift) {
    expect(x).toBeCloseTo(east, 8);
    expect(y).toBeCloseTo(north, 8);
  }

  await page.keyboard.press("Control+Alt+x");
  await expect(toast(page, "Wycięte obiekty: 1")).toBeVisible();
  await expect.poll(async () => (await features(page)).map((f) => f.key)).toEqual([original.key]);
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");
  expect(await selection(page)).toEqual([]);

  await page.keyboard.press("Control+Alt+v");
  await expect(toast(page, "Wklejone obiekty: 1")).toBeVisible();
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const pasted = (await features(page))[1];
  if (!pasted) throw new Error("pasted room expected");
  await expect(unsaved).toHaveText("Nowe: 2, zmienione: 0, usunięte: 0");
  expect(await selection(page)).toEqual([pasted.key]);
  expect(pasted.properties.name_pl).toBe("Sala do powielenia");
  // Pasted on the floor it was cut from: shifted once more, as a duplicate is.
  for (const [x, y] of offsets(copy.geometry, pasted.geometry)) {
    expect(x).toBeCloseTo(east, 8);
    expect(y).toBeCloseTo(north, 8);
  }
});

test("rotates the selected room by dragging it with the rotate tool, one undo step", async ({ page }) => {
  await openFloor(page, "p13");
  await page.locator("#map").focus();
  await drawRoom(page);
  const [room] = await features(page);
  if (!room) throw new Error("room expected");
  await page.keyboard.press("r");
  await expect(page.locator("#map-tool-rotate")).toHaveAttribute("aria-pressed", "true");
  // Without the draw options above it the map is taller: it has drawn at its new size after two frames.
  await settle(page);

  // The room is a square around (-60, -20): from its north-east part an eighth of a turn clockwise.
  await drag(page, [-20, -60], [-4, -20]);
  await expect.poll(async () => (await features(page))[0]?.geometry).not.toEqual(room.geometry);
  const turned = (await features(page))[0]?.geometry ?? room.geometry;
  expect(area(turned) / area(room.geometry)).toBeCloseTo(1, 3);
  // Turned by about 45°, the square's east-west extent grows towards √2 times its side.
  const span = (geometry: { coordinates: unknown }) => {
    const lons = ((geometry.coordinates as number[][][])[0] ?? []).map(([lon = 0]) => lon);
    return Math.max(...lons) - Math.min(...lons);
  };
  expect(span(turned) / span(room.geometry)).toBeGreaterThan(1.3);
  await expect(page.getByTestId("map-unsaved")).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");

  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page))[0]?.geometry).toEqual(room.geometry);
  // The next step back is the drawing itself: the turn was one step.
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page)).length).toBe(0);
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
  await expect(question).toContainText("niezapisane zmiany (liczba: 1)");
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
  await expect(unsaved).toHaveText(texts.none);
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
  await expect(page.getByTestId("map-unsaved")).toHaveText(texts.none);
  // The guard lets go of the tab in React's effects, which run after the frame that showed the text.
  await settle(page);
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual(["beforeunload"]);
});

test("generating the routing graph tells its size in an info message", async ({ page }) => {
  await openFloor(page, "p10");
  const answer = page.waitForResponse((response) => response.url().includes("/api/routing/generateGraph"));
  await page.locator("#map-tool-routing").click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const graph: { nodes: number; edges: number; floors: string[]; components: number } = (
    await response.json()
  ).data;
  // The demo campus has routes: the message is about a real graph.
  expect(graph.nodes).toBeGreaterThan(0);
  const message = page.locator(".p-toast-message-info").filter({ hasText: "Wygenerowano graf tras" });
  await expect(message).toBeVisible();
  await expect(message).toContainText(
    `Wygenerowano graf tras: węzły: ${graph.nodes}, krawędzie: ${graph.edges}, ` +
      `piętra: ${graph.floors.length}, spójne części: ${graph.components}`,
  );
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
  await expect(toast(page, texts.failed)).toBeVisible();
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
  await expect(toast(page, texts.saved)).toBeVisible();

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
