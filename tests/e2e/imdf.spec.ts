/**
 * The IMDF screen (issue 8): an admin uploads a small archive of another producer beside the map and
 * reads the report (features by type and floor, every feature left out with its id and reason), in
 * Polish; a broken archive is refused with the file named. The archive lies far from the demo campus,
 * so the map editor's tests running beside this one see nothing of it.
 */
import { ids, producerFiles, zipOf } from "../support/imdf-archives.ts";
import { expect, test } from "./support/fixtures.ts";

const faraway = { lon: 18.6, lat: 54.35 };

test("imports an IMDF archive and shows the report", async ({ page, signInAs, checkA11y }) => {
  await signInAs("admin");
  await page.goto("/cms/map/imdf");
  await expect(page.getByRole("heading", { name: "Import i eksport IMDF" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Importuj" })).toBeDisabled();

  const broken = producerFiles(faraway);
  broken.set("level.json", "nie json");
  await page.getByLabel("Archiwum IMDF (.zip)").setInputFiles({
    name: "zepsute.zip",
    mimeType: "application/zip",
    buffer: zipOf(broken),
  });
  await page.getByRole("button", { name: "Importuj" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nie zaimportowano niczego" })).toContainText(
    "level.json",
  );

  await page.getByLabel("Archiwum IMDF (.zip)").setInputFiles({
    name: "kampus.zip",
    mimeType: "application/zip",
    buffer: zipOf(producerFiles(faraway)),
  });
  await page.getByRole("button", { name: "Importuj" }).click();
  await expect(page.getByRole("heading", { name: "Raport importu" })).toBeVisible();
  const counts = page.getByRole("table", { name: "Obiekty według rodzaju i piętra" });
  await expect(counts.getByRole("columnheader", { name: "Piętro 1" })).toBeVisible();
  await expect(counts.getByRole("row", { name: /Pomieszczenie\s+2\s+1\s+3/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pominięte obiekty: 2" })).toBeVisible();
  const skipped = page.getByRole("table", { name: "Pominięte obiekty z powodem" });
  const level30 = skipped
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: ids.level30, exact: true }) });
  await expect(level30).toContainText("spoza pięter -2 do 20");
  await checkA11y();
});
