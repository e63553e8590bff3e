/// <reference lib="dom" />
/**
 * The map editor at /cms/map/:floor (spec §3 to §9), driven with the real mouse and keyboard on the
 * OpenLayers canvas; `window.__mapEditor` only turns places into pixels and tells what the session
 * holds. Each test works on an empty floor of its own (p9 to p20), far from the demo campus; the
 * floors are unique across the map-editor-*.spec.ts files, which run in parallel.
 *
 * The keyboard alone: drawing and moving vertices at the centre cross, and the toolbar's names and
 * shortcut tooltips.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { chooseIn, counts, drawRoom, features, openFloor, origin, selection } from "./support/map.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
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
  // Away from the room map-editor-saving.spec.ts puts on p15 at the origin, which a run in parallel
  // may be holding while this test counts what it drew.
  await openFloor(page, "p15", [origin[0] - 0.02, origin[1]]);
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
    measure: "L",
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
    table: "",
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
