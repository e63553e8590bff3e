/**
 * Publishing the map (issue 30): the editor counts the saved draft's changes over the latest release,
 * the review lists them by floor (a click shows the feature), Publish makes a release with the
 * comment; the releases screen lists it with its changes, and an admin rolls back to the release
 * before after a confirmation. A release is shown in the editor read-only; the review draws what it
 * lists. On p20, p3 and p2, which no other test uses.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  centreOn,
  chooseIn,
  counts,
  drawRoom,
  features,
  type LonLat,
  openFloor,
  origin,
  pixelsNear,
  pointOf,
  publishByApi,
  saveByApi,
  selection,
  serverFeatures,
  settle,
  squareAround,
  toast,
} from "./support/map.ts";

// Each test publishes: one after the other, so that each knows which release is the latest.
test.describe.configure({ mode: "default" });

test("reviews and publishes the saved draft, then rolls back from the releases screen", async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs("admin");
  await openFloor(page, "p20");
  const saved = await saveByApi(page, "p20", {
    new: [
      {
        type: "Feature",
        geometry: { type: "Polygon", coordinates: squareAround(origin) },
        properties: {
          type: "room",
          key: "publish-e2e",
          name_pl: "Sala publikacji",
          name_en: "Publishing room",
        },
      },
    ],
  });
  await openFloor(page, "p20");
  await expect(page.getByTestId("map-publish-count")).toContainText(
    "Zmiany zapisanej wersji roboczej względem wydania",
  );
  await page.getByRole("button", { name: "Przejrzyj i opublikuj" }).click();
  const review = page.getByRole("region", { name: "Zmiany wersji roboczej względem ostatniego wydania" });
  // Each entry names who changed it since the latest release (docs/live-editing.md).
  await review
    .getByRole("button", { name: /^Dodano: Sala publikacji · .* · autorzy: Administrator$/ })
    .click();
  await expect.poll(() => selection(page)).toEqual([String(saved.new[0])]);
  await checkA11y();
  await page.getByLabel("Komentarz").fill("Sala publikacji na p20");
  await page.getByRole("button", { name: "Opublikuj", exact: true }).click();
  await expect(toast(page, /Opublikowano jako wydanie \d+/)).toBeVisible();

  await page.getByRole("link", { name: "Wydania", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Wydania mapy" })).toBeVisible();
  const releases = page.getByRole("list", { name: "Wydania, od najnowszego" }).getByRole("listitem");
  const published = releases.first();
  await expect(published).toContainText("Sala publikacji na p20");
  await expect(published).toContainText("ostatnie");
  const number = Number((await published.getByRole("heading").textContent())?.match(/\d+/)?.[0]);
  await published.getByRole("button", { name: "Zmiany" }).click();
  await expect(
    published.getByRole("region", { name: `Zmiany wydania ${number} względem poprzedniego` }),
  ).toContainText(/Dodano: Sala publikacji · .* · autorzy: Administrator/);

  await page
    .getByTestId(`release-${number - 1}`)
    .getByRole("button", { name: "Przywróć to wydanie" })
    .click();
  await page.getByRole("button", { name: `Opublikuj ponownie wydanie ${number - 1}` }).click();
  await expect(toast(page, `Wydanie ${number + 1} zawiera ponownie wydanie ${number - 1}`)).toBeVisible();
  await expect(page.getByTestId(`release-${number + 1}`)).toContainText(
    `ponownie zawartość wydania ${number - 1}`,
  );
});

test("shows a floor as an older release had it, read-only, and goes back to the draft", async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs("admin");
  await openFloor(page, "p3");
  const room = (name_pl: string) => ({
    type: "Feature",
    geometry: { type: "Polygon", coordinates: squareAround(origin) },
    properties: { type: "room", key: "release-view-e2e", name_pl },
  });
  const [id] = (await saveByApi(page, "p3", { new: [room("Sala przed")] }, origin)).new;
  const number = await publishByApi(page, "Sala przed zmianą nazwy");
  const stored = (await serverFeatures(page, "p3")).find((feature) => feature.id === id);
  await saveByApi(page, "p3", { edited: [{ ...room("Sala po"), id, version: stored?.version }] });
  const nameOf = async () =>
    (await features(page)).find((feature) => feature.key === String(id))?.properties.name_pl;

  await page.goto("/cms/map/releases");
  await page.getByTestId(`release-${number}`).getByRole("link", { name: "Pokaż na mapie" }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/map/p0\\?release=${number}$`));
  const banner = page.getByTestId("map-release-banner");
  await expect(banner).toContainText(`Wydanie ${number} (tylko do odczytu)`);
  await chooseIn(page, "map-floor", "3");
  await expect(page).toHaveURL(new RegExp(`/cms/map/p3\\?release=${number}$`));
  await expect.poll(() => page.evaluate(() => window.__mapEditor?.state.floor)).toBe("p3");
  await centreOn(page, origin);
  await expect.poll(nameOf).toBe("Sala przed");

  // Inspecting works: a click selects, the properties are shown, not editable.
  const centre = await pointOf(page, origin);
  await page.mouse.click(centre.x, centre.y);
  await expect.poll(() => selection(page)).toEqual([String(id)]);
  await expect(page.locator("#map_feature_name_pl")).toHaveValue("Sala przed");
  await expect(page.locator("#map_feature_name_pl")).not.toBeEditable();
  await expect(page.locator("#map-tool-select")).toBeVisible();
  await expect(page.locator("#map-tool-copy")).toBeVisible();
  // Nothing edits: no tool, command, save or publishing, and their keys do nothing.
  for (const name of ["draw", "modify", "move", "rotate", "delete", "paste", "undo", "point", "routing"]) {
    await expect(page.locator(`#map-tool-${name}`)).toHaveCount(0);
  }
  await expect(page.locator("#map-save")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Publikacja" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Usuń" })).toHaveCount(0);
  await page.locator("#map").focus();
  for (const key of ["d", "Delete", "Control+Alt+v", "p"]) await page.keyboard.press(key);
  await expect(page.locator("#map-tool-select")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".p-dialog")).toHaveCount(0);
  expect(await counts(page)).toEqual({ new: 0, edited: 0, deleted: 0 });
  await expect.poll(nameOf).toBe("Sala przed");
  await checkA11y();

  await banner.getByRole("link", { name: "Wróć do wersji roboczej" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p3$/);
  await expect(banner).toBeHidden();
  await expect(page.locator("#map-tool-draw")).toBeVisible();
  await centreOn(page, origin);
  await expect.poll(nameOf).toBe("Sala po");

  // Unsaved edits are not lost to a release's view without a question.
  await page.locator("#map").focus();
  await drawRoom(page);
  const question = page.locator(".map-confirm").filter({ hasText: "Niezapisane zmiany mapy" });
  const showLatest = page.getByRole("link", { name: /^Pokaż wydanie \d+ na mapie$/ });
  await showLatest.click();
  await question.getByRole("button", { name: "Zostań" }).click();
  await expect(page).toHaveURL(/\/cms\/map\/p3$/);
  expect((await counts(page)).new).toBe(1);
  await showLatest.click();
  await question.getByRole("button", { name: "Odrzuć zmiany" }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/map/p3\\?release=${number}$`));
  await expect(banner).toBeVisible();
  expect(await counts(page)).toEqual({ new: 0, edited: 0, deleted: 0 });
});

test("the review draws a removed feature as the latest release had it, a moved one over its former shape", async ({
  page,
  signInAs,
}) => {
  await signInAs("admin");
  await openFloor(page, "p2");
  const [lon, lat] = origin;
  const removedAt: LonLat = [lon - 0.0008, lat];
  const movedFrom: LonLat = [lon + 0.0008, lat];
  const movedTo: LonLat = [lon + 0.0008, lat + 0.0004];
  const room = (at: LonLat, key: string, name_pl: string) => ({
    type: "Feature",
    geometry: { type: "Polygon", coordinates: squareAround(at) },
    properties: { type: "room", key, name_pl },
  });
  const removedRoom = room(removedAt, "review-removed-e2e", "Sala do usunięcia");
  const movedRoom = room(movedFrom, "review-moved-e2e", "Sala przesuwana");
  const [removedId, movedId] = (await saveByApi(page, "p2", { new: [removedRoom, movedRoom] })).new;
  await publishByApi(page, "Dwie sale do przeglądu");
  const stored = await serverFeatures(page, "p2");
  const version = (id: number | undefined) => stored.find((feature) => feature.id === id)?.version;
  await saveByApi(page, "p2", {
    deleted: [{ id: removedId, version: version(removedId) }],
    edited: [
      {
        ...room(movedTo, "review-moved-e2e", "Sala przesuwana"),
        id: movedId,
        version: version(movedId),
      },
    ],
  });
  await openFloor(page, "p2");

  /** Pixels of `rgb` within the room around `at` and a few pixels beyond its outline. */
  const colourIn = async (at: LonLat, rgb: [number, number, number]) => {
    const centre = await pointOf(page, at);
    const corner = await pointOf(page, [at[0] + 0.00016, at[1] + 0.0001]);
    return pixelsNear(page, centre, Math.abs(corner.x - centre.x) + 4, rgb, 30);
  };
  const red: [number, number, number] = [198, 40, 40];
  const orange: [number, number, number] = [239, 108, 0];

  const toggle = page.getByRole("button", { name: "Przejrzyj i opublikuj" });
  await toggle.click();
  const review = page.getByRole("region", { name: "Zmiany wersji roboczej względem ostatniego wydania" });
  await review.getByRole("button", { name: /^Usunięto: Sala do usunięcia · / }).click();
  await expect.poll(() => colourIn(removedAt, red)).toBeGreaterThan(50);
  await settle(page);
  expect((await features(page)).map((feature) => feature.key)).not.toContain(String(removedId));
  expect(await selection(page)).toEqual([]);

  await review
    .getByRole("button", { name: /^Zmieniono: Sala przesuwana · .*\(geometria\) · autorzy: Administrator$/ })
    .click();
  await expect.poll(() => selection(page)).toEqual([String(movedId)]);
  await expect.poll(() => colourIn(movedFrom, orange)).toBeGreaterThan(50);
  expect(await colourIn(movedTo, orange)).toBeGreaterThan(50);
  expect(await colourIn(removedAt, red)).toBe(0);

  // Closing the review takes its marks off the map.
  await toggle.click();
  await expect.poll(() => colourIn(movedFrom, orange)).toBe(0);
});
