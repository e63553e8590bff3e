/**
 * The map's drawing, case by case (OpenLayers' own rendering tests are laid out so): each case of
 * render-cases.ts drawn by render-page.ts with the console's feature styles in a 256 x 256 canvas,
 * against cases/<name>/expected.png. A few kilobytes each where a full-page map screenshot took a
 * hundred, and a changed style shows in the case of its family. After an intended change:
 * `npx playwright test --project=render --update-snapshots`.
 */
import { expect, test } from "@playwright/test";
import { build, type Rolldown } from "vite";
import { renderCases } from "./render-cases.ts";

/** render-page.ts with OpenLayers, bundled once per worker */
let pageScript = "";

test.beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: false,
      lib: { entry: "tests/e2e/render/render-page.ts", formats: ["iife"], name: "renderPage" },
    },
  });
  const [bundle] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  pageScript = bundle?.output[0].code ?? "";
});

for (const renderCase of renderCases) {
  test(renderCase.name, async ({ page }) => {
    await page.setContent(
      '<body style="margin: 0"><div id="map" style="width: 256px; height: 256px"></div></body>',
    );
    await page.addScriptTag({ content: pageScript });
    await page.evaluate((drawn) => window.drawCase(drawn), renderCase);
    await expect(page.locator("#map canvas")).toHaveScreenshot([renderCase.name, "expected.png"]);
  });
}
