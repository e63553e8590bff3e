/// <reference lib="dom" />
/**
 * Helpers of the map editor's browser tests: opening an (empty) floor zoomed in on a working area far
 * from the demo campus, turning pixel offsets from the map's centre into page points for the real
 * mouse, reading the editor's session through `window.__mapEditor`, and the floor's features as the
 * server has them.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** What the editor exposes under automation (src/console/map/use-map-editor.ts), as the tests read it. */
declare global {
  interface Window {
    __mapEditor?: {
      readonly session: {
        features(): {
          key: string;
          geometry: unknown;
          properties: { type: string } & Record<string, unknown>;
        }[];
        readonly counts: { new: number; edited: number; deleted: number };
      };
      readonly map: {
        getView(): {
          setCenter(centre: number[]): void;
          getCenter(): number[] | undefined;
          setZoom(zoom: number): void;
          getZoom(): number | undefined;
          getAnimating(): boolean;
        };
        renderSync(): void;
        getPixelFromCoordinate(coordinate: number[]): number[];
        getTargetElement(): HTMLElement;
      };
      readonly selection: readonly string[];
      readonly state: { floor: string; release: number | null; ready: readonly string[] };
    };
  }
}

/** lon, lat in degrees */
export type LonLat = [number, number];

/** The working area: east of the demo campus, where no demo feature lies. */
export const origin: LonLat = [19.515, 51.792];

export interface SessionView {
  key: string;
  type: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/**
 * Opens the editor on `floor`, centred on `centre` at zoom 19, once the floor has loaded. The browser
 * remembers that view beforehand (src/console/map/editor/opening-view.ts), so the editor opens there
 * rather than fitting the data first and loading features far from the test's working area.
 */
export async function openFloor(page: Page, floor: string, centre: LonLat = origin): Promise<void> {
  await page.addInitScript((view) => localStorage.setItem("mapEditor.view", JSON.stringify(view)), {
    centre,
    zoom: 19,
    rotation: 0,
  });
  await page.goto(`/cms/map/${floor}`);
  await expect(page.locator("#map-tool-select")).toBeVisible();
  await page.waitForFunction(() => window.__mapEditor !== undefined);
  await centreOn(page, centre);
}

/** Centres the view on `centre` at zoom 19 and waits until the loads it starts have finished. */
export async function centreOn(page: Page, centre: LonLat): Promise<void> {
  await page.evaluate(([lon, lat]) => {
    const editor = window.__mapEditor;
    if (!editor) throw new Error("no editor");
    const view = editor.map.getView();
    view.setCenter([
      (6378137 * lon * Math.PI) / 180,
      6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
    ]);
    view.setZoom(19);
    editor.map.renderSync();
  }, centre);
  await settle(page);
}

/** The view's zoom level. */
export function zoom(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.__mapEditor?.map.getView().getZoom());
}

/** Waits for the next frames (the map's moveend) and for no load in progress. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await expect(page.locator(".map-progress")).toBeHidden();
}

/** The page point `dx`, `dy` pixels from the centre of the map. */
export async function at(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const box = await page.locator("#map").boundingBox();
  if (!box) throw new Error("no map");
  return { x: Math.round(box.x + box.width / 2 + dx), y: Math.round(box.y + box.height / 2 + dy) };
}

/** The page point of a lon/lat. */
export async function pointOf(page: Page, [lon, lat]: LonLat): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([lon, lat]) => {
      const map = window.__mapEditor?.map;
      if (!map) throw new Error("no editor");
      const pixel = map.getPixelFromCoordinate([
        (6378137 * lon * Math.PI) / 180,
        6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
      ]);
      const rect = map.getTargetElement().getBoundingClientRect();
      return { x: rect.left + (pixel[0] ?? 0), y: rect.top + (pixel[1] ?? 0) };
    },
    [lon, lat] as LonLat,
  );
}

/** Clicks at each offset from the centre; the last one is a double click. */
export async function clickPath(page: Page, offsets: [number, number][]): Promise<void> {
  for (const [i, [dx, dy]] of offsets.entries()) {
    const { x, y } = await at(page, dx, dy);
    if (i === offsets.length - 1) await page.mouse.dblclick(x, y);
    else await page.mouse.click(x, y);
  }
}

/** A centre-and-edge gesture (circle, square, box): click, move, click. */
export async function clickDrag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.click(a.x, a.y);
  await page.mouse.move(b.x, b.y, { steps: 5 });
  // Past OpenLayers' double-click time, as a hand would be: the second click is not a double click.
  await page.waitForTimeout(300);
  await page.mouse.click(b.x, b.y);
}

/** A drag with the button held: from one offset to another. */
export async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** The session's features (plain copies). */
export function features(page: Page): Promise<SessionView[]> {
  return page.evaluate(() =>
    (window.__mapEditor?.session.features() ?? []).map((f) => ({
      key: f.key,
      type: f.properties.type,
      geometry: JSON.parse(JSON.stringify(f.geometry)),
      properties: JSON.parse(JSON.stringify(f.properties)),
    })),
  );
}

export function selection(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.__mapEditor?.selection ?? [])]);
}

export function counts(page: Page): Promise<{ new: number; edited: number; deleted: number }> {
  return page.evaluate(() => {
    const c = window.__mapEditor?.session.counts;
    return { new: c?.new ?? -1, edited: c?.edited ?? -1, deleted: c?.deleted ?? -1 };
  });
}

/** Picks a tool by its toolbar button and waits until it shows pressed. */
export async function tool(page: Page, name: string): Promise<void> {
  const button = page.locator(`#map-tool-${name}`);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // The shortcuts are the document's: keep the focus off the toolbar's arrow keys.
  await page.locator("#map").focus();
}

/** Chooses `option` in the PrimeReact dropdown whose input has `inputId`. */
export async function chooseIn(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator(".p-dropdown", { has: page.locator(`#${inputId}`) }).click();
  const panel = page.locator(".p-dropdown-panel");
  await panel.getByRole("option", { name: option, exact: true }).click();
  await expect(panel).toBeHidden();
}

/** The newest toast with `text`. */
/** the editor's messages the tests wait for (Polish, the admin's language) */
export const mapTexts = {
  saved: "Dane zapisane",
  failed: "Błąd zapisu danych",
  required: "Sprawdź, czy wszystkie wymagane pola zostały uzupełnione",
  none: "Brak niezapisanych zmian",
  notPolygons: "Scalanie nie powiedzie się, jeśli zaznaczony obiekt jest punktem lub linią",
};

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(".p-toast-message").filter({ hasText: text }).last();
}

/** The floor's features near the working area as the server has them (the signed-in admin's token). */
export async function serverFeatures(
  page: Page,
  floor: string,
  centre: LonLat = origin,
): Promise<
  { id: number; version: number; geometry: { type: string }; properties: Record<string, unknown> }[]
> {
  const token = await page.evaluate(() => localStorage.getItem("id_token"));
  const [lon, lat] = centre;
  const response = await page.request.get("/api/geo/extent", {
    headers: { authorization: `Bearer ${token}` },
    params: {
      profile: floor,
      p1: `${(lon - 0.01).toFixed(7)},${(lat - 0.01).toFixed(7)}`,
      p2: `${(lon + 0.01).toFixed(7)},${(lat + 0.01).toFixed(7)}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.features;
}

/** A GET of the API with the signed-in admin's token; the envelope's `data`. */
export async function apiData<T>(page: Page, path: string, params: Record<string, string> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("id_token"));
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` }, params });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/**
 * How many pixels of the map's canvases, within `half` pixels of the page point `centre`, are of the
 * colour `rgb` (each channel within `tolerance`): what a mark on the map looks like to the user.
 */
export function pixelsNear(
  page: Page,
  centre: { x: number; y: number },
  half: number,
  rgb: [number, number, number],
  tolerance = 40,
): Promise<number> {
  return page.evaluate(
    ({ centre, half, rgb, tolerance }) => {
      let count = 0;
      for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>("#map canvas"))) {
        const rect = canvas.getBoundingClientRect();
        const context = canvas.getContext("2d");
        if (!context || rect.width === 0 || rect.height === 0) continue;
        const scaleX = canvas.width / rect.width;
        const scaleY = canvas.height / rect.height;
        const left = Math.round((centre.x - half - rect.left) * scaleX);
        const top = Math.round((centre.y - half - rect.top) * scaleY);
        const width = Math.max(1, Math.round(2 * half * scaleX));
        const height = Math.max(1, Math.round(2 * half * scaleY));
        const data = context.getImageData(left, top, width, height).data;
        for (let i = 0; i < data.length; i += 4) {
          const close = [0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (rgb[c] ?? 0)) <= tolerance);
          if (close && (data[i + 3] ?? 0) > 128) count++;
        }
      }
      return count;
    },
    { centre, half, rgb, tolerance },
  );
}

/** Saves through the editor's own call, behind the editor's back (new and edited features). */
export async function saveByApi(
  page: Page,
  floor: string,
  body: { new?: unknown[]; edited?: unknown[]; deleted?: unknown[] },
  centre: LonLat = origin,
): Promise<{ new: number[] }> {
  const token = await page.evaluate(() => localStorage.getItem("id_token"));
  const [lon, lat] = centre;
  const response = await page.request.post("/api/geo/save", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      profile: floor,
      p1: `${(lon - 0.01).toFixed(7)},${(lat - 0.01).toFixed(7)}`,
      p2: `${(lon + 0.01).toFixed(7)},${(lat + 0.01).toFixed(7)}`,
      new: body.new ?? [],
      edited: body.edited ?? [],
      deleted: body.deleted ?? [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** A small square room around `centre`, `half` degrees of latitude each side. */
export function squareAround([lon, lat]: LonLat, half = 0.0001): LonLat[][] {
  const dLon = half * 1.6;
  return [
    [
      [lon - dLon, lat - half],
      [lon + dLon, lat - half],
      [lon + dLon, lat + half],
      [lon - dLon, lat + half],
      [lon - dLon, lat - half],
    ],
  ];
}

/** A room's corners, in pixels from the map's centre: the last is double-clicked. */
export const roomPath: [number, number][] = [
  [-120, -80],
  [0, -80],
  [0, 40],
  [-120, 40],
];

/** A 100 × 80 pixel room whose north-west corner is `x`, `y` pixels from the map's centre. */
export const rect = (x: number, y: number): [number, number][] => [
  [x, y],
  [x + 100, y],
  [x + 100, y + 80],
  [x, y + 80],
];

/** Draws a room through the corners `path` (pixels from the map's centre) with the draw tool's key. */
export async function drawRoom(page: Page, path = roomPath): Promise<void> {
  const before = (await features(page)).length;
  await page.keyboard.press("d");
  await expect(page.locator("#map-tool-draw")).toHaveAttribute("aria-pressed", "true");
  await clickPath(page, path);
  await expect.poll(async () => (await features(page)).length).toBe(before + 1);
}

/**
 * Draws a triangle whose first vertex is clicked after the pointer came near it from the left (as a
 * hand does, so that the snap sees it move there), the last one double-clicked; the second feature's
 * geometry once it is there.
 */
export async function drawApproaching(
  page: Page,
  ...[start, b, c]: { x: number; y: number }[]
): Promise<{ type: string; coordinates: unknown }> {
  if (!start || !b || !c) throw new Error("three points expected");
  await page.mouse.move(start.x - 20, start.y, { steps: 5 });
  await page.mouse.move(start.x, start.y, { steps: 5 });
  await page.mouse.click(start.x, start.y);
  await page.mouse.click(b.x, b.y);
  await page.mouse.dblclick(c.x, c.y);
  await expect.poll(async () => (await features(page)).length).toBe(2);
  const drawn = (await features(page))[1]?.geometry;
  if (!drawn) throw new Error("no drawn feature");
  return drawn;
}

/** Publishes the draft through the API (the signed-in admin's token); the new release's number. */
export async function publishByApi(page: Page, comment: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem("id_token"));
  const response = await page.request.post("/api/map/publish", {
    headers: { authorization: `Bearer ${token}` },
    data: { comment },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.number;
}
