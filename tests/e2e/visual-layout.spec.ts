/**
 * Layout checks on the demo campus as seeded (the screens' server, which no test changes): the
 * actions column of the SOS and opinions lists is whole at 1280 px (issue 13), the news and events
 * lists' in sight (issue 36). An SOS report answered and delivered is checked on the functional
 * server, in delivery.spec.ts.
 */
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { actionsColumnLayout, row } from "./support/widgets.ts";

// Lazy screens on a busy machine: a wider wait than the default 10 s, still polling, never sleeping.
const expect = baseExpect.configure({ timeout: 30_000 });
const whole = { cells: true, cut: 0, scrollable: false };

// News and events (selection, publication and dates) are wider than the card: they scroll sideways
// with their actions kept at the right edge.
const inSight = { cells: true, cut: 0, scrollable: true };

for (const { path, text, layout } of [
  { path: "/cms/sos", text: "Koleżanka zasłabła", layout: whole },
  { path: "/cms/opinions", text: "Mapa parkingu P1", layout: whole },
  { path: "/cms/articles", text: "Free health checks for students", layout: inSight },
  { path: "/cms/events", text: "Inauguracja roku akademickiego", layout: inSight },
]) {
  test(`${path} at 1280 px: the actions column is whole and in sight`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs("admin");
    await page.goto(path);
    await expect(row(page, text).getByRole("button", { name: /Usuń/ })).toBeVisible();
    // Polled: the authors' names arrive after the rows and may widen their column.
    await expect.poll(() => actionsColumnLayout(page)).toEqual(layout);
  });
}
