/// <reference lib="dom" />
/**
 * Floor plans under the map (docs/map-editor.md#floor-plans), on the real canvas: a generated plan
 * with coloured marks at known pixels is uploaded, made opaque, and placed by pairing three of its
 * marks with map points; a fourth mark, not paired, must then land within 0.3 m of where it belongs,
 * by the stored placement and on the drawn canvas; another placed by dragging a corner, then moved.
 * Far from the other tests' working area, on p20 and p19 (one floor per test: they run in parallel).
 * With DOCS_SCREENSHOTS=1 it also takes docs/images/map-underlays.png, the staff docs' picture.
 */
import { type Affine, applyAffine } from "../../src/shared/control-point-fit.ts";
import { groundMetres, toLonLat, toMercator } from "../../src/shared/web-mercator.ts";
import { planPng, type Rgb } from "../support/plan-image.ts";
import { expect, test } from "./support/fixtures.ts";
import { apiData, type LonLat, openFloor, pixelsNear, pointOf, settle } from "./support/map.ts";

const floor = "p20";
/** 3 km north-east of the working area of the other map tests */
const centre: LonLat = [19.56, 51.81];

const marks: { name: string; x: number; y: number; colour: Rgb }[] = [
  { name: "red", x: 150, y: 100, colour: [230, 20, 20] },
  { name: "green", x: 650, y: 120, colour: [20, 170, 40] },
  { name: "blue", x: 420, y: 500, colour: [20, 40, 220] },
  { name: "yellow", x: 120, y: 480, colour: [250, 200, 0] },
];

/** Where the plan belongs: 4 cm a pixel, turned 20° anticlockwise, its top left 15 m west and 10 m north of the centre. */
function truth(): Affine {
  const [x0, y0] = toMercator(centre);
  const scale = 0.04 / Math.cos((centre[1] * Math.PI) / 180);
  const r = (20 * Math.PI) / 180;
  const p = scale * Math.cos(r);
  const q = scale * Math.sin(r);
  return [
    p,
    q,
    x0 - 15 / Math.cos((centre[1] * Math.PI) / 180),
    q,
    -p,
    y0 + 10 / Math.cos((centre[1] * Math.PI) / 180),
  ];
}

interface Underlay {
  id: number;
  name: string;
  transform: Affine;
  opacity: number;
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("a plan placed by pairing three of its marks with the map puts a fourth mark within 0.3 m of its place", async ({
  page,
}) => {
  await openFloor(page, floor, centre);
  const panel = page.getByRole("region", { name: "Plany pięter" });
  await panel.locator("#map-underlay-file").setInputFiles({
    name: "plan-b.png",
    mimeType: "image/png",
    buffer: planPng(
      800,
      600,
      marks.map(({ x, y, colour }) => ({ x, y, size: 24, colour })),
      50,
    ),
  });
  const item = panel.getByRole("listitem").filter({ hasText: "plan-b.png" });
  await expect(item).toBeVisible();
  const [laid] = await apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor }).then(
    (d) => d.items,
  );
  if (!laid) throw new Error("the plan was not laid");

  // Opaque, so that the marks keep their colours on the canvas (the slider saves when let go).
  await item.getByRole("slider").focus();
  await page.keyboard.press("End");
  await expect(item).toContainText("Krycie 100%");
  await expect
    .poll(
      async () =>
        (await apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor })).items[0]?.opacity,
    )
    .toBe(1);

  await item.getByRole("button", { name: "Paruj punkty" }).click();
  const place = truth();
  const next = panel.getByTestId("map-underlay-next");
  for (const [i, mark] of marks.slice(0, 3).entries()) {
    await expect(next).toHaveText(`Para ${i + 1}: kliknij punkt planu.`);
    // where the mark is drawn now, then where it belongs
    const drawn = await pointOf(page, toLonLat(applyAffine(laid.transform, [mark.x, mark.y])));
    await page.mouse.click(drawn.x, drawn.y);
    await expect(next).toHaveText(`Para ${i + 1}: kliknij miejsce na mapie, gdzie ten punkt powinien leżeć.`);
    const belongs = await pointOf(page, toLonLat(applyAffine(place, [mark.x, mark.y])));
    await page.mouse.click(belongs.x, belongs.y);
  }
  // Three pairs of a true placement: an affine fit that leaves each within a few centimetres.
  await expect(panel.getByTestId("map-underlay-rms")).toContainText(
    "Rozciągnięcie, skala i obrót, odchyłka 0,0",
  );
  await expect(panel.getByTestId("map-underlay-residual-3")).toContainText(/^0,0\d m$/);
  if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: "docs/images/map-underlays.png" });
  await panel.getByRole("button", { name: "Umieść według punktów" }).click();

  await expect
    .poll(async () => {
      const [now] = (await apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor })).items;
      return now?.transform[0] !== laid.transform[0];
    })
    .toBe(true);
  const [placed] = (await apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor })).items;
  if (!placed) throw new Error("the plan is gone");
  const yellow = marks[3];
  if (!yellow) throw new Error("no fourth mark");
  const landed = applyAffine(placed.transform, [yellow.x, yellow.y]);
  const belongs = applyAffine(place, [yellow.x, yellow.y]);
  const off = groundMetres(Math.hypot(landed[0] - belongs[0], landed[1] - belongs[1]), belongs);
  expect(off).toBeLessThan(0.3);

  // On the canvas: the yellow mark's colour at its map point, and not the red one's.
  await item.getByRole("button", { name: "Gotowe" }).click();
  await settle(page);
  const point = await pointOf(page, toLonLat(belongs));
  await expect.poll(() => pixelsNear(page, point, 1, [...yellow.colour])).toBeGreaterThan(0);
  expect(await pixelsNear(page, point, 1, [230, 20, 20])).toBe(0);

  // Hidden, it is drawn no more; removed, it is gone for everyone.
  await item.getByRole("button", { name: "Ukryj" }).click();
  await expect.poll(() => pixelsNear(page, point, 1, [...yellow.colour])).toBe(0);
  await item.getByRole("button", { name: "Usuń plan plan-b.png" }).click();
  await expect(item).toBeHidden();
  await expect
    .poll(async () => (await apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor })).items)
    .toEqual([]);
});

test("the editor's texts come with it, in either language, also after switching", async ({ page }) => {
  await openFloor(page, floor, centre);
  await expect(page.getByRole("heading", { name: "Plany pięter", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Floor plans", level: 2 })).toBeVisible();
  await expect(page.getByText("Add a plan (PNG, JPEG, PDF)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Map editor", level: 1 })).toBeVisible();
});

test("dragging a corner scales and turns the plan about the opposite corner; dragging inside moves it", async ({
  page,
}) => {
  await openFloor(page, "p19", centre);
  const panel = page.getByRole("region", { name: "Plany pięter" });
  await panel.locator("#map-underlay-file").setInputFiles({
    name: "plan-d.png",
    mimeType: "image/png",
    buffer: planPng(400, 300, [], 50),
  });
  const item = panel.getByRole("listitem").filter({ hasText: "plan-d.png" });
  await expect(item).toBeVisible();
  const list = () =>
    apiData<{ items: (Underlay & { corners: LonLat[] })[] }>(page, "/api/map/underlays", { floor: "p19" });
  const [laid] = (await list()).items;
  if (!laid) throw new Error("the plan was not laid");
  await item.getByRole("button", { name: "Przeciągnij narożniki" }).click();
  await expect(panel.getByText("Przeciągnij narożnik, by przeskalować")).toBeVisible();

  // The bottom-right corner dragged 60 px right and 40 px down: the top-left one stays.
  const [topLeft, , bottomRight] = laid.corners;
  if (!topLeft || !bottomRight) throw new Error("no corners");
  const from = await pointOf(page, bottomRight);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await list()).items[0]?.corners[2]).not.toEqual(bottomRight);
  const [turned] = (await list()).items;
  const [keptLon = 0, keptLat = 0] = turned?.corners[0] ?? [];
  expect(keptLon).toBeCloseTo(topLeft[0], 6);
  expect(keptLat).toBeCloseTo(topLeft[1], 6);
  const landed = await pointOf(page, turned?.corners[2] ?? [0, 0]);
  expect(Math.abs(landed.x - (from.x + 60))).toBeLessThan(1.5);
  expect(Math.abs(landed.y - (from.y + 40))).toBeLessThan(1.5);

  // Dragged from inside, it moves whole.
  const inside = await pointOf(page, [
    ((turned?.corners[0]?.[0] ?? 0) + (turned?.corners[2]?.[0] ?? 0)) / 2,
    ((turned?.corners[0]?.[1] ?? 0) + (turned?.corners[2]?.[1] ?? 0)) / 2,
  ]);
  await page.mouse.move(inside.x, inside.y);
  await page.mouse.down();
  await page.mouse.move(inside.x - 30, inside.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await list()).items[0]?.corners[0]).not.toEqual(turned?.corners[0]);
  const [moved] = (await list()).items;
  const shifted = await pointOf(page, moved?.corners[0] ?? [0, 0]);
  const before = await pointOf(page, turned?.corners[0] ?? [0, 0]);
  expect(Math.abs(shifted.x - (before.x - 30))).toBeLessThan(1.5);
  expect(Math.abs(shifted.y - before.y)).toBeLessThan(1.5);

  await item.getByRole("button", { name: "Usuń plan plan-d.png" }).click();
  await expect.poll(async () => (await list()).items).toEqual([]);
});
