/**
 * Publishing the map (issue 30): the editor counts the saved draft's changes over the latest release,
 * the review lists them by floor (a click shows the feature), Publish makes a release with the
 * comment; the releases screen lists it with its changes, and an admin rolls back to the release
 * before after a confirmation. On p20, which no other test uses.
 */
import { expect, test } from "./support/fixtures.ts";
import { openFloor, origin, saveByApi, selection, squareAround, toast } from "./support/map.ts";

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
  await review.getByRole("button", { name: /^Dodano: Sala publikacji · / }).click();
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
  ).toContainText("Dodano: Sala publikacji");

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
