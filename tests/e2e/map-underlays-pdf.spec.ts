/// <reference lib="dom" />
/**
 * A PDF page as a floor plan (docs/map-editor.md#floor-plans), on the real canvas and under the
 * console's Content-Security-Policy (pdf.js and its worker load from the console's origin): a
 * generated two-page PDF is chosen, its second page laid; the server lists a plan of that page's
 * proportions at 200 dpi, and the page's red rectangle is drawn where the plan's placement puts it.
 * A file that is not a PDF and a page out of range are refused, in the user's language.
 * On p6 (no other test's floor), 3 km north-east of the other map tests' working area.
 */
import { type Affine, applyAffine } from "../../src/shared/control-point-fit.ts";
import { toLonLat } from "../../src/shared/web-mercator.ts";
import { planPdf } from "../support/plan-pdf.ts";
import { expect, test } from "./support/fixtures.ts";
import { apiData, type LonLat, openFloor, pixelsNear, pointOf, settle } from "./support/map.ts";

const floor = "p6";
const centre: LonLat = [19.56, 51.81];

const red = [230, 20, 20] as const;
const blue = [20, 40, 220] as const;
/** page 2: 600 × 400 points, a red rectangle centred at (120, 80) points from its top left */
const pdf = planPdf([
  { width: 300, height: 200, boxes: [{ x: 100, y: 50, width: 100, height: 100, colour: blue }] },
  { width: 600, height: 400, boxes: [{ x: 60, y: 40, width: 120, height: 80, colour: red }] },
]);

interface Underlay {
  id: number;
  name: string;
  width: number;
  height: number;
  transform: Affine;
  opacity: number;
}

const list = (page: import("@playwright/test").Page) =>
  apiData<{ items: Underlay[] }>(page, "/api/map/underlays", { floor }).then((d) => d.items);

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("the chosen page of a PDF is laid as a plan, its rectangle drawn where the placement puts it", async ({
  page,
}) => {
  // pdf.js says when its worker would not start (it then draws on the page's own thread).
  const warnings: string[] = [];
  page.on("console", (message) => warnings.push(message.text()));
  await openFloor(page, floor, centre);
  const panel = page.getByRole("region", { name: "Plany pięter" });
  const file = panel.locator("#map-underlay-file");

  await file.setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await expect(panel.getByRole("alert")).toHaveText("Ten plik nie jest plikiem PDF albo jest uszkodzony.");

  await file.setInputFiles({ name: "wing-d.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(panel.getByText("Stron w pliku wing-d.pdf: 2. Która z nich to plan?")).toBeVisible();
  // The PDF is open in a real worker of the console's origin, allowed by its policy.
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
    expect.stringMatching(/\/pdf\.worker[^/]*\.mjs$/),
  );
  const pageField = panel.getByLabel("Strona", { exact: true });
  await expect(pageField).toHaveValue("1");
  await pageField.fill("3");
  await panel.getByRole("button", { name: "Połóż tę stronę" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Wybierz stronę od 1 do 2.");
  await pageField.fill("2");
  await panel.getByRole("button", { name: "Połóż tę stronę" }).click();

  const item = panel.getByRole("listitem").filter({ hasText: "wing-d.pdf, strona 2" });
  await expect(item).toBeVisible();
  const [laid] = await list(page);
  if (!laid) throw new Error("the page was not laid");
  // 600 × 400 points at 200 dpi
  expect(laid.width).toBe(Math.floor((600 * 200) / 72));
  expect(laid.width / laid.height).toBeCloseTo(1.5, 2);

  // Opaque, so that the rectangle keeps its colour on the canvas (the slider saves when let go).
  await item.getByRole("slider").focus();
  await page.keyboard.press("End");
  await expect.poll(async () => (await list(page))[0]?.opacity).toBe(1);
  await expect(item).toContainText("Krycie 100%");
  await settle(page);
  const pixelsPerPoint = laid.width / 600;
  const inside = await pointOf(
    page,
    toLonLat(applyAffine(laid.transform, [120 * pixelsPerPoint, 80 * pixelsPerPoint])),
  );
  await expect.poll(() => pixelsNear(page, inside, 2, [...red])).toBeGreaterThan(0);
  // the page's white beyond the rectangle, and no trace of page 1's blue
  const outside = await pointOf(
    page,
    toLonLat(applyAffine(laid.transform, [400 * pixelsPerPoint, 300 * pixelsPerPoint])),
  );
  expect(await pixelsNear(page, outside, 2, [...red])).toBe(0);
  expect(await pixelsNear(page, inside, 2, [...blue])).toBe(0);

  expect(warnings.filter((text) => /fake worker|Content.Security.Policy/i.test(text))).toEqual([]);

  await item.getByRole("button", { name: "Usuń plan wing-d.pdf, strona 2" }).click();
  await expect.poll(() => list(page)).toEqual([]);
});

test("a PDF's problems are told in English too", async ({ page }) => {
  await openFloor(page, floor, centre);
  await page.getByRole("button", { name: "English" }).click();
  const panel = page.getByRole("region", { name: "Floor plans" });
  await expect(panel.getByText("Add a plan (PNG, JPEG, PDF)")).toBeVisible();
  await panel.locator("#map-underlay-file").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 broken"),
  });
  await expect(panel.getByRole("alert")).toHaveText("This file is not a PDF, or it is damaged.");
});
