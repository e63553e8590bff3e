/// <reference lib="dom" />
/**
 * The map editor at /cms/map/:floor (spec §3 to §9), driven with the real mouse and keyboard on the
 * OpenLayers canvas; `window.__mapEditor` only turns places into pixels and tells what the session
 * holds. Each test works on an empty floor of its own (p9 to p20), far from the demo campus; the
 * floors are unique across the map-editor-*.spec.ts files, which run in parallel.
 *
 * Editing what is drawn: selecting, deleting, undo and redo, copy and paste across floors, merge and
 * subtract, moving, duplicating, cutting, rotating, and generating the routing graph.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  at,
  chooseIn,
  drag,
  drawRoom,
  features,
  mapTexts,
  openFloor,
  pointOf,
  rect,
  selection,
  serverFeatures,
  settle,
  toast,
  tool,
  zoom,
} from "./support/map.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
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
  await expect(dialog).toContainText("Usunąć 2 zaznaczone obiekty?");
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
  await expect(toast(page, mapTexts.saved)).toBeVisible();
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
  // polled: the first save's toast may still be showing, so the toast alone does not say this one is done
  await expect.poll(async () => (await serverFeatures(page, "p15")).length).toBe(1);

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
  await expect(toast(page, mapTexts.notPolygons)).toBeVisible();
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
