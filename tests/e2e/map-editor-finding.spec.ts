/// <reference lib="dom" />
/**
 * Finding and measuring (issue 33): a first visit opens on the floor's features, a reload returns to
 * the last view, "find a feature" finds a room on another floor and goes there, the measure tool
 * measures a known distance and a known area on the real canvas, and a room's panel shows its area.
 * The demo campus's floor -1 is the one no other browser test writes to.
 *
 * With DOCS_SCREENSHOTS=1 the measuring test also writes docs/images/map-editor-measure.png.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { apiData, centreOn, type LonLat, origin, pointOf, selection, settle, tool } from "./support/map.ts";

type Box = [number, number, number, number];

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

/** What the tests read of the view, beyond what support/map.ts declares. */
interface ViewReader {
  getView(): {
    calculateExtent(size: number[]): number[];
    getRotation(): number;
    setRotation(rotation: number): void;
    getZoom(): number | undefined;
    getCenter(): number[] | undefined;
  };
  getSize(): number[];
}

/** The view's box in degrees, its zoom and rotation. */
function viewNow(page: Page): Promise<{ box: Box; centre: LonLat; zoom: number; rotation: number }> {
  return page.evaluate(() => {
    const map = window.__mapEditor?.map as unknown as ViewReader | undefined;
    if (!map) throw new Error("no editor");
    const view = map.getView();
    const radius = 6378137;
    const lon = (x: number) => (x / radius) * (180 / Math.PI);
    const lat = (y: number) => (2 * Math.atan(Math.exp(y / radius)) - Math.PI / 2) * (180 / Math.PI);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view.calculateExtent(map.getSize());
    const [cx = 0, cy = 0] = view.getCenter() ?? [];
    return {
      box: [lon(x0), lat(y0), lon(x1), lat(y1)] as Box,
      centre: [lon(cx), lat(cy)] as LonLat,
      zoom: view.getZoom() ?? 0,
      rotation: view.getRotation(),
    };
  });
}

const inside = (outer: Box, inner: Box) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** How much of the view the box spans, along the side it fills most. */
const filled = (view: Box, box: Box) =>
  Math.max((box[2] - box[0]) / (view[2] - view[0]), (box[3] - box[1]) / (view[3] - view[1]));

/** Metres between two places on OpenLayers' sphere (haversine, mean radius). */
function metresBetween([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(a));
}

/** The number in a measure as written in Polish ("Odległość: 123,4 m" -> 123.4). */
const measured = (text: string) =>
  Number(/([\d\s]+,\d+)/.exec(text)?.[1]?.replace(/\s/g, "").replace(",", "."));

test("a first visit fits the floor's features; a reload returns to the last view", async ({ page }) => {
  await page.goto("/cms/map/p-1");
  const bounds = await apiData<{ floors: { floor: string; bbox: Box }[] }>(page, "/api/geo/bounds");
  const floorBox = bounds.floors.find((each) => each.floor === "p-1")?.bbox;
  if (!floorBox) throw new Error("the demo campus has no floor -1");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  // The whole campus floor in view, filling most of it: not the 45-pixel blob at zoom 14.
  await expect
    .poll(async () => {
      const { box } = await viewNow(page);
      return inside(box, floorBox) && filled(box, floorBox) > 0.5;
    })
    .toBe(true);
  await expect(page.locator(".map-status")).toHaveText(/: [1-9]\d*$/);

  // A view of the user's own: another place, zoom and rotation.
  await centreOn(page, origin);
  await page.evaluate(() => {
    const map = window.__mapEditor?.map as unknown as ViewReader | undefined;
    map?.getView().setRotation(0.5);
  });
  await settle(page);
  const before = await viewNow(page);
  await page.reload();
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  await settle(page);
  const after = await viewNow(page);
  expect(after.centre[0]).toBeCloseTo(before.centre[0], 6);
  expect(after.centre[1]).toBeCloseTo(before.centre[1], 6);
  expect(after.zoom).toBeCloseTo(before.zoom, 6);
  expect(after.rotation).toBeCloseTo(0.5, 6);
});

test("finds a room on another floor, goes there, selects it and shows its area", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/cms/map/p0");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  await settle(page);
  await page.getByRole("searchbox", { name: "Nazwa, klucz lub typ obiektu" }).fill("prosektorium");
  const results = page.getByRole("list", { name: "Znalezione obiekty" });
  const match = results.getByRole("button", { name: /Prosektorium · Pomieszczenie\s*Piętro: -1/ });
  await expect(match).toBeVisible();
  await checkA11y();
  await match.click();

  await expect(page).toHaveURL(/\/cms\/map\/p-1$/);
  await expect.poll(() => selection(page)).toHaveLength(1);
  const [key] = await selection(page);
  const [found] = (
    await apiData<{ items: { id: number; bbox: Box }[] }>(page, "/api/geo/search", { q: "Prosektorium" })
  ).items;
  expect(key).toBe(String(found?.id));
  const { box } = await viewNow(page);
  if (!found) throw new Error("no match");
  expect(inside(box, found.bbox)).toBe(true);
  expect(filled(box, found.bbox)).toBeGreaterThan(0.3);

  // The panel's area is the room's, measured on the sphere: the seed's plan says how large it is.
  const planned = await page.evaluate(
    (roomKey) =>
      window.__mapEditor?.session.features().find((feature) => feature.key === roomKey)?.properties
        .area_size as number,
    key,
  );
  const size = page.getByRole("definition").first();
  await expect(page.locator(".map-feature-measure")).toContainText("Powierzchnia");
  const shown = measured((await size.textContent()) ?? "");
  expect(shown).toBeGreaterThan(planned * 0.99);
  expect(shown).toBeLessThan(planned * 1.01);
});

test("measures a known distance and a known area on the map", async ({ page, checkA11y }) => {
  await page.goto("/cms/map/p-1");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  // Over the demo campus, whose rooms the measure is drawn across (clicks measure, they select nothing).
  const bounds = await apiData<{ floors: { floor: string; bbox: Box }[] }>(page, "/api/geo/bounds");
  const [west = 0, south = 0, east = 0, north = 0] = bounds.floors.find((f) => f.floor === "p-1")?.bbox ?? [];
  const centre: LonLat = [(west + east) / 2, (south + north) / 2];
  await centreOn(page, centre);
  await expect(page.locator(".ol-scale-line")).toBeVisible();
  await tool(page, "measure");

  // Two places about 45 m apart; a pixel is about 0.18 m of ground at zoom 19 here.
  const a: LonLat = [centre[0] - 0.0003, centre[1] - 0.0001];
  const b: LonLat = [centre[0] + 0.0002, centre[1] + 0.0002];
  const pa = await pointOf(page, a);
  const pb = await pointOf(page, b);
  await page.mouse.click(pa.x, pa.y);
  await page.mouse.dblclick(pb.x, pb.y);
  const result = page.getByTestId("map-measure-result");
  await expect(result).toContainText("Odległość:");
  expect(Math.abs(measured((await result.textContent()) ?? "") - metresBetween(a, b))).toBeLessThan(0.5);

  // A square of 0.0002° of latitude a side, over rooms of the western building: (22.24 m)² on the
  // sphere, its width in degrees widened by 1/cos(lat).
  await page.getByRole("button", { name: "Powierzchnia" }).click();
  const [left, bottom] = [centre[0] - 0.0006, centre[1] - 0.0001];
  const right = left + 0.0002 / Math.cos((bottom * Math.PI) / 180);
  const corners: LonLat[] = [
    [left, bottom],
    [right, bottom],
    [right, bottom + 0.0002],
    [left, bottom + 0.0002],
  ];
  for (const [i, corner] of corners.entries()) {
    const p = await pointOf(page, corner);
    if (i === corners.length - 1) await page.mouse.dblclick(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
  }
  await expect(result).toContainText("Powierzchnia:");
  const side = metresBetween(corners[0] ?? centre, corners[3] ?? centre);
  const area = measured((await result.textContent()) ?? "");
  expect(Math.abs(area - side * side) / (side * side)).toBeLessThan(0.02);
  await checkA11y();
  if (process.env.DOCS_SCREENSHOTS) {
    await page.screenshot({ path: "docs/images/map-editor-measure.png" });
  }
});

test("the typed point's dialog starts empty and places exactly what is typed", async ({ page }) => {
  await page.goto("/cms/map/p12");
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  await page.locator("#map").focus();
  await page.keyboard.press("p");
  await expect(page.locator("#map-point-lon")).toHaveValue("");
  await expect(page.locator("#map-point-lat")).toHaveValue("");
  const place = page.getByRole("button", { name: "Wstaw punkt" });
  await expect(place).toBeDisabled();
  // What is typed is the coordinate, nothing added to it; the button is there while still typing.
  await page.locator("#map-point-lon").click();
  await page.keyboard.type("19,5163");
  await page.locator("#map-point-lat").click();
  await page.keyboard.type("51,7925");
  await expect(place).toBeEnabled();
  await place.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.__mapEditor?.session.features().map((feature) => JSON.stringify(feature.geometry)),
      ),
    )
    .toEqual([JSON.stringify({ type: "Point", coordinates: [19.5163, 51.7925] })]);
});
