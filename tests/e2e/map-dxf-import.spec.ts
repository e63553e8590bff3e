/// <reference lib="dom" />
/**
 * A DXF drawing imported into the editor's session (docs/map-editor.md#dxf-drawings), on the real
 * canvas: the fixture's layers mapped (rooms, walls, a dimension line left out), its features added as
 * unsaved new ones, placed by two pairs of points, saved; the rooms then exist on the server with the
 * drawing's areas. On p-1, far from the other tests' working area.
 */
import { toLonLat, toMercator } from "../../src/shared/web-mercator.ts";
import { wingC } from "../support/dxf-writer.ts";
import { expect, test } from "./support/fixtures.ts";
import { counts, features, type LonLat, openFloor, pointOf, serverFeatures, settle } from "./support/map.ts";

const floor = "p-1";
const centre: LonLat = [19.6, 51.83];

/** A ring's area in square metres on the ground (local equirectangular: exact enough for a room). */
function groundArea(ring: number[][]): number {
  const lat0 = ((ring[0]?.[1] ?? 0) * Math.PI) / 180;
  const xy = ring.map(([lon = 0, lat = 0]) => [
    ((6378137 * lon * Math.PI) / 180) * Math.cos(lat0),
    (6378137 * lat * Math.PI) / 180,
  ]);
  let twice = 0;
  for (let i = 0; i < xy.length - 1; i++)
    twice += (xy[i]?.[0] ?? 0) * (xy[i + 1]?.[1] ?? 0) - (xy[i + 1]?.[0] ?? 0) * (xy[i]?.[1] ?? 0);
  return Math.abs(twice) / 2;
}

/** `metres` east and north of `from`, on the ground. */
function offset(from: LonLat, east: number, north: number): LonLat {
  const [x, y] = toMercator(from);
  const stretch = 1 / Math.cos((from[1] * Math.PI) / 180);
  return toLonLat([x + east * stretch, y + north * stretch]);
}

const ringOf = (geometry: { type: string; coordinates: unknown }) =>
  (geometry.coordinates as number[][][])[0] ?? [];

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("a DXF drawing's rooms, mapped, placed by two pairs of points and saved, exist with their areas", async ({
  page,
}) => {
  await openFloor(page, floor, centre);
  const panel = page.getByRole("region", { name: "Rysunek DXF" });
  await panel.locator("#map-dxf-file").setInputFiles("tests/fixtures/wing-c.dxf");
  await expect(panel.getByText("wing-c.dxf")).toBeVisible();
  await expect(panel.getByRole("combobox", { name: "Typ mapy warstwy ROOMS" })).toHaveValue("room");
  await expect(panel.getByRole("combobox", { name: "Typ mapy warstwy WALLS" })).toHaveValue("wall");
  await expect(panel.getByRole("combobox", { name: "Typ mapy warstwy DIMENSIONS" })).toHaveValue("");
  await expect(panel.getByRole("row", { name: /ROOMS/ })).toContainText("zamknięte: 3, otwarte: 0");
  await expect(page.locator("#map-dxf-unit")).toHaveValue("1");

  await panel.getByRole("button", { name: "Dodaj do mapy" }).click();
  await expect(panel.getByRole("status")).toContainText("Dodano obiekty (4)");
  expect((await counts(page)).new).toBe(4);

  // Pair the drawing's corners (0, 0) and (11, 0), where they are drawn now, with their places:
  // the first at a known point, the second 11 m from it, the building turned 30° anticlockwise.
  const drawn = await features(page);
  const c101 = drawn.find((f) => f.properties.name_pl === "C101");
  const c102 = drawn.find((f) => f.properties.name_pl === "C102");
  if (!c101 || !c102) throw new Error("the rooms were not added");
  const origin = ringOf(c101.geometry)[0] as LonLat;
  const far = ringOf(c102.geometry)[1] as LonLat;
  const corner = offset(centre, -8, -6);
  const turn = (30 * Math.PI) / 180;
  const targets = [corner, offset(corner, 11 * Math.cos(turn), 11 * Math.sin(turn))];
  await panel.getByRole("button", { name: "Umieść według par punktów" }).click();
  for (const [from, to] of [
    [origin, targets[0]],
    [far, targets[1]],
  ] as [LonLat, LonLat][]) {
    const a = await pointOf(page, from);
    await page.mouse.click(a.x, a.y);
    const b = await pointOf(page, to);
    await page.mouse.click(b.x, b.y);
  }
  await expect(panel.getByTestId("map-underlay-rms")).toContainText(
    "Dwie pary: skala i obrót, odchyłka 0,00 m",
  );
  await panel.getByRole("button", { name: "Umieść według punktów" }).click();
  await expect
    .poll(async () => {
      const placed = (await features(page)).find((f) => f.properties.name_pl === "C101");
      const [lon = 0, lat = 0] = placed ? (ringOf(placed.geometry)[0] ?? []) : [];
      const [x, y] = toMercator([lon, lat]);
      const [tx, ty] = toMercator(corner);
      return Math.hypot(x - tx, y - ty) * Math.cos((centre[1] * Math.PI) / 180);
    })
    .toBeLessThan(0.05);
  expect((await counts(page)).new).toBe(4);

  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect.poll(async () => (await counts(page)).new).toBe(0);
  await settle(page);
  const saved = await serverFeatures(page, floor, centre);
  const rooms = saved.filter((f) => f.properties.type === "room");
  expect(rooms.map((f) => f.properties.name_pl).sort()).toEqual(["C101", "C102", "C103"]);
  for (const room of rooms) {
    const expected = wingC.areas[String(room.properties.name_pl)] ?? 0;
    const area = groundArea(ringOf(room.geometry as { type: string; coordinates: unknown }));
    expect(Math.abs(area - expected) / expected).toBeLessThan(0.01);
  }
  expect(saved.filter((f) => f.properties.type === "wall")).toHaveLength(1);
});
