/// <reference lib="dom" />
/**
 * The floor's GeoJSON download in the map editor (issue 35, part 5): the whole floor as the server
 * has it, then only the types the filter shows, and nothing to download when it shows none. The
 * features seeded here on the demo floor p-1 carry keys of their own, as other tests write there too.
 */
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openFloor, origin, saveByApi, squareAround } from "./support/map.ts";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

const floor = "p-1";

interface Collection {
  type: string;
  features: { id: number; properties: { type: string; key?: string } }[];
}

async function downloaded(page: Page, button: string): Promise<{ file: Download; collection: Collection }> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  return { file, collection: JSON.parse(readFileSync((await file.path()) as string, "utf8")) };
}

test("downloads the floor as GeoJSON, then only the types the filter shows", async ({ page, checkA11y }) => {
  const prefix = `DL${Date.now().toString(36)}`;
  const [lon, lat] = [origin[0] + 0.004, origin[1] - 0.003];
  const seeded = [0, 1].map((i) => ({
    type: "Feature",
    geometry: { type: "Polygon", coordinates: squareAround([lon + i * 0.0005, lat]) },
    properties: { type: "room", key: `${prefix}-R${i}`, name_pl: `Pokój ${i}` },
  }));
  const door = {
    type: "Feature",
    geometry: {
      type: "LineString",
      coordinates: [
        [lon - 0.00016, lat - 0.00003],
        [lon - 0.00016, lat + 0.00003],
      ],
    },
    properties: { type: "door", key: `${prefix}-D` },
  };
  await openFloor(page, floor, [lon, lat]);
  const { new: ids } = await saveByApi(page, floor, { new: [...seeded, door] }, [lon, lat]);
  const ours = (collection: Collection) =>
    collection.features
      .filter((f) => f.properties.key?.startsWith(prefix))
      .map((f) => [f.id, f.properties.type]);

  const whole = await downloaded(page, "Pobierz piętro (GeoJSON)");
  expect(whole.file.suggestedFilename()).toMatch(/^map-p-1-\d{4}-\d{2}-\d{2}\.geojson$/);
  expect(whole.collection.type).toBe("FeatureCollection");
  expect(ours(whole.collection)).toEqual([
    [ids[0], "room"],
    [ids[1], "room"],
    [ids[2], "door"],
  ]);
  // the demo floor's own features too: walls, corridors and the rest, beyond what the view loaded
  const types = new Set(whole.collection.features.map((f) => f.properties.type));
  expect(types.size).toBeGreaterThan(2);

  await page.locator("label[for='map-type-room']").click();
  await expect(page.locator("#map-type-room")).not.toHaveClass(/p-checkbox-checked/);
  const request = page.waitForRequest((r) => r.url().includes("/api/geo/download"));
  const shown = await downloaded(page, "Pobierz widoczne typy (GeoJSON)");
  expect(new URL((await request).url()).searchParams.get("types")?.split(",")).not.toContain("room");
  expect(ours(shown.collection)).toEqual([[ids[2], "door"]]);
  expect(shown.collection.features.some((f) => f.properties.type === "room")).toBe(false);
  expect(shown.collection.features.length).toBe(
    whole.collection.features.filter((f) => f.properties.type !== "room").length,
  );

  await page.locator("label[for='map-type-all']").click();
  await page.locator("label[for='map-type-all']").click();
  await expect(page.getByRole("button", { name: /GeoJSON/ })).toBeDisabled();
  await expect(page.getByText("Zaznacz w filtrze typy do pobrania.")).toBeVisible();
  await checkA11y();
});
