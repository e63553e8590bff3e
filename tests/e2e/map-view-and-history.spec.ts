/// <reference lib="dom" />
/**
 * More of the map editor at /cms/map/:floor (spec §4, §9): the floor list and the rotation control,
 * the type filter kept across sessions, undo and redo over merges and pastes, logging out and
 * discarding, and snapping to an edge. Driven with the real mouse and keyboard; `window.__mapEditor`
 * only turns places into pixels and tells what the session holds. Each test works far from the demo
 * campus on a floor no other test file edits and the demo campus leaves empty (p-2, p4, p5), and
 * leaves on the server what it found there.
 */
import type { Page } from "@playwright/test";
import { adminAccount } from "../../playwright.config.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  at,
  centreOn,
  chooseIn,
  drawApproaching,
  drawRoom,
  features,
  type LonLat,
  openFloor,
  origin,
  pixelsNear,
  pointOf,
  rect,
  type SessionView,
  saveByApi,
  selection,
  serverFeatures,
  settle,
  squareAround,
  toast,
  tool,
} from "./support/map.ts";

const noChanges = "Brak niezapisanych zmian";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

/** The session's features ordered by key: undo and redo may give them back in another order. */
async function byKey(page: Page): Promise<SessionView[]> {
  return sortedByKey(await features(page));
}

function sortedByKey(list: SessionView[]): SessionView[] {
  return [...list].sort((a, b) => a.key.localeCompare(b.key));
}

/** The view's rotation in radians (the helpers' view type leaves it out). */
function rotation(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const view = window.__mapEditor?.map.getView() as unknown as { getRotation(): number } | undefined;
    return view?.getRotation();
  });
}

test("the floor list offers -2 to 20 and goes to the floor picked; the rotation control turns the view", async ({
  page,
}) => {
  await openFloor(page, "p4");
  await page.locator(".p-dropdown", { has: page.locator("#map-floor") }).click();
  const panel = page.locator(".p-dropdown-panel");
  const every = Array.from({ length: 23 }, (_, i) => String(i - 2));
  await expect(panel.getByRole("option")).toHaveText(every);
  await panel.getByRole("option", { name: "-2", exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/cms\/map\/p-2$/);
  await expect(page.locator("#map")).toHaveAttribute("aria-label", "Mapa piętra -2");

  const degrees = page.getByLabel("Obrót (°)");
  await expect(degrees).toHaveValue("0");
  // The control applies a value once it is committed (change), as a user does with Enter.
  await degrees.fill("90");
  await degrees.press("Enter");
  await expect.poll(() => rotation(page)).toBeCloseTo(Math.PI / 2, 10);
  await page.getByRole("button", { name: "Północ u góry" }).click();
  await expect.poll(() => rotation(page)).toBe(0);
  await expect(degrees).toHaveValue("0");
});

/** The room's light fill (type-looks.ts), to tell whether the room is drawn. */
const roomFill: [number, number, number] = [253, 243, 216];

test("a type unchecked in the filter stays hidden after a reload, and check-all stays too", async ({
  page,
}) => {
  await page.goto("/cms/map/p5");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  const spot: LonLat = [origin[0] + 0.0004, origin[1]];
  const { new: created } = await saveByApi(
    page,
    "p5",
    {
      new: [
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: squareAround(origin) },
          properties: { type: "room", key: "E2E-FILTER-ROOM", name_pl: "Sala filtra" },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: spot },
          properties: { type: "poi", key: "E2E-FILTER-POI", name_pl: "Punkt filtra" },
        },
      ],
    },
    origin,
  );
  const status = page.locator(".map-status");
  const rooms = page.getByRole("checkbox", { name: "Pomieszczenie", exact: true });
  const all = page.getByRole("checkbox", { name: "Wszystkie typy", exact: true });
  // Within the room, away from its name drawn in the middle.
  const inRoom = async () => pixelsNear(page, await at(page, 30, 30), 8, roomFill, 6);
  const reopen = async () => {
    await page.reload();
    await page.waitForFunction(() => window.__mapEditor !== undefined);
    await centreOn(page, origin);
    // Both are loaded, shown or not.
    await expect
      .poll(async () => (await features(page)).map((f) => f.properties.key).sort())
      .toEqual(["E2E-FILTER-POI", "E2E-FILTER-ROOM"]);
  };

  await openFloor(page, "p5");
  await expect.poll(async () => (await features(page)).length).toBe(2);
  await expect(status).toHaveText("Widoczne obiekty: 2");
  await expect(rooms).toBeChecked();
  await expect.poll(inRoom).toBeGreaterThan(20);

  await rooms.click();
  await expect(rooms).not.toBeChecked();
  await expect(all).not.toBeChecked();
  await expect(status).toHaveText("Widoczne obiekty: 1");
  await expect.poll(inRoom).toBe(0);

  // Another session: the choice was kept.
  await reopen();
  await expect(rooms).not.toBeChecked();
  await expect(all).not.toBeChecked();
  await expect(status).toHaveText("Widoczne obiekty: 1");
  await expect.poll(inRoom).toBe(0);

  await all.click();
  await expect(all).toBeChecked();
  await expect(rooms).toBeChecked();
  await expect(status).toHaveText("Widoczne obiekty: 2");
  await expect.poll(inRoom).toBeGreaterThan(20);

  await reopen();
  await expect(all).toBeChecked();
  await expect(rooms).toBeChecked();
  await expect(status).toHaveText("Widoczne obiekty: 2");
  await expect.poll(inRoom).toBeGreaterThan(20);

  await saveByApi(page, "p5", { deleted: created.map((id) => ({ id, version: 1 })) });
});

test("undo and redo take back and do again a merge and a paste", async ({ page }) => {
  await openFloor(page, "p4");
  await page.locator("#map").focus();
  await drawRoom(page, rect(-200, -130));
  await drawRoom(page, rect(-150, -90));
  const two = await byKey(page);
  const [a, b] = await features(page);
  if (!a || !b) throw new Error("two rooms expected");
  const unsaved = page.getByTestId("map-unsaved");
  await tool(page, "select");
  // Without the draw options above it the map is taller: it has drawn at its new size after two frames.
  await settle(page);

  const inA = await at(page, -185, -115);
  const inB = await at(page, -65, -20);
  await page.mouse.click(inA.x, inA.y);
  await expect.poll(() => selection(page)).toEqual([a.key]);
  await page.keyboard.down("Shift");
  await page.mouse.click(inB.x, inB.y);
  await page.keyboard.up("Shift");
  await expect.poll(() => selection(page)).toEqual([a.key, b.key]);
  await page.locator("#map-tool-merge").click();
  await expect.poll(async () => (await features(page)).map((f) => f.key)).toEqual([a.key]);
  const merged = await byKey(page);
  expect(merged[0]?.geometry).not.toEqual(a.geometry);

  await page.locator("#map").focus();
  await page.keyboard.press("Control+z");
  // Both rooms back, each as it was drawn.
  await expect.poll(() => byKey(page)).toEqual(two);
  await expect(unsaved).toHaveText("Nowe: 2, zmienione: 0, usunięte: 0");
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(() => byKey(page)).toEqual(merged);
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");

  await page.mouse.click(inA.x, inA.y);
  await expect.poll(() => selection(page)).toEqual([a.key]);
  await page.locator("#map").focus();
  await page.keyboard.press("Control+Alt+c");
  await expect(toast(page, "Skopiowane obiekty: 1")).toBeVisible();
  await page.keyboard.press("Control+Alt+v");
  await expect(toast(page, "Wklejone obiekty: 1")).toBeVisible();
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const pasted = await byKey(page);
  const copy = pasted.find((f) => f.key !== a.key);
  if (!copy) throw new Error("pasted room expected");
  await expect(unsaved).toHaveText("Nowe: 2, zmienione: 0, usunięte: 0");

  await page.keyboard.press("Control+z");
  await expect.poll(() => byKey(page)).toEqual(merged);
  await expect(unsaved).toHaveText("Nowe: 1, zmienione: 0, usunięte: 0");
  await page.keyboard.press("Control+Shift+z");
  // The same copy again, under the same key, where it was pasted.
  await expect.poll(() => byKey(page)).toEqual(pasted);
  await expect(unsaved).toHaveText("Nowe: 2, zmienione: 0, usunięte: 0");
});

const signInForm = {
  login: (page: Page) => page.getByLabel("Login lub e-mail"),
  password: (page: Page) => page.getByLabel("Hasło", { exact: true }),
  submit: (page: Page) => page.getByRole("button", { name: "Zaloguj się", exact: true }),
};

test("logging out with unsaved changes and choosing Discard signs out and saves nothing", async ({
  page,
}) => {
  await openFloor(page, "p-2");
  await page.locator("#map").focus();
  await drawRoom(page, rect(-120, -80));
  await page.getByRole("button", { name: "Wyloguj" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText("Niezapisane zmiany mapy");
  await dialog.getByRole("button", { name: "Wyloguj i odrzuć zmiany" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(signInForm.submit(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("id_token"))).toBeNull();

  // Signed in again through the form (no page load, which would bring the fixture's token back).
  await signInForm.login(page).fill(adminAccount.email);
  await signInForm.password(page).fill(adminAccount.password);
  await signInForm.submit(page).click();
  await expect(page).toHaveURL(/\/cms$/);
  await page.getByRole("link", { name: "Edytor mapy" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p0$/);
  await chooseIn(page, "map-floor", "-2");
  await expect(page).toHaveURL(/\/cms\/map\/p-2$/);
  await page.waitForFunction(() => window.__mapEditor?.state.floor === "p-2");
  await centreOn(page, origin);
  expect(await features(page)).toHaveLength(0);
  await expect(page.getByTestId("map-unsaved")).toHaveText(noChanges);
  expect(await serverFeatures(page, "p-2")).toHaveLength(0);
});

/** Where `point` lies along the segment `from`–`to` (0 to 1), and how far from it (degrees). */
function alongSegment(point: number[], from: number[], to: number[]): { along: number; off: number } {
  const [px = 0, py = 0] = point;
  const [ax = 0, ay = 0] = from;
  const [bx = 0, by = 0] = to;
  const [dx, dy] = [bx - ax, by - ay];
  const along = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return { along, off: Math.hypot(px - (ax + along * dx), py - (ay + along * dy)) };
}

test("snapping puts a vertex drawn near the middle of an edge exactly on the edge; without it, not", async ({
  page,
}) => {
  await openFloor(page, "p-2");
  await page.locator("#map").focus();
  await drawRoom(page, [
    [-120, -80],
    [0, -80],
    [0, 40],
    [-120, 40],
  ]);
  const [room] = await features(page);
  if (!room) throw new Error("room expected");
  // The north edge: the two corners furthest north.
  const corners = ((room.geometry.coordinates as [number, number][][])[0] ?? []).slice(0, -1);
  const [from, to] = [...corners].sort((p, q) => q[1] - p[1]);
  if (!from || !to) throw new Error("corners expected");
  const middle = await pointOf(page, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]);
  // Four pixels north of the edge's middle, sixty from either corner.
  const start = { x: middle.x, y: middle.y - 4 };
  const b = { x: middle.x + 60, y: middle.y - 100 };
  const c = { x: middle.x - 60, y: middle.y - 100 };
  const firstVertex = (geometry: { coordinates: unknown }) =>
    (geometry.coordinates as number[][][])[0]?.[0] ?? [];

  await page.keyboard.press("d");
  await settle(page);
  const free = alongSegment(firstVertex(await drawApproaching(page, start, b, c)), from, to);
  expect(free.off).toBeGreaterThan(1e-6);
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await features(page)).length).toBe(1);

  await page.keyboard.press("n");
  await expect(page.locator("#map-tool-snap")).toHaveAttribute("aria-pressed", "true");
  // The snap indexes the view's features in background tasks: until it has, a drawing does not snap
  // (that attempt is undone and drawn again).
  await expect(async () => {
    if ((await features(page)).length > 1) await page.keyboard.press("Control+z");
    await expect.poll(async () => (await features(page)).length).toBe(1);
    const snapped = alongSegment(firstVertex(await drawApproaching(page, start, b, c)), from, to);
    expect(snapped.off).toBeLessThan(1e-9);
    // On the edge, not on a corner.
    expect(snapped.along).toBeGreaterThan(0.3);
    expect(snapped.along).toBeLessThan(0.7);
  }).toPass({ timeout: 15_000 });
});
