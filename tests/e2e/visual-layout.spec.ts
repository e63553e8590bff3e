/**
 * Layout checks on the demo campus as seeded (the screens' server, which no test changes): the
 * actions column of the SOS and opinions lists is whole at 1280 px (issue 13). An SOS report answered
 * and delivered is checked on the functional server, in delivery.spec.ts.
 */
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { actionsColumnLayout, row } from "./support/widgets.ts";

// Lazy screens on a busy machine: a wider wait than the default 10 s, still polling, never sleeping.
const expect = baseExpect.configure({ timeout: 30_000 });
const whole = { cells: true, cut: 0, scrollable: false };

for (const { path, text } of [
  { path: "/cms/sos", text: "Koleżanka zasłabła" },
  { path: "/cms/opinions", text: "Mapa parkingu P1" },
]) {
  test(`${path} at 1280 px: the actions column is whole`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs("admin");
    await page.goto(path);
    await expect(row(page, text).getByRole("button", { name: /Usuń/ })).toBeVisible();
    // Polled: the authors' names arrive after the rows and may widen their column.
    await expect.poll(() => actionsColumnLayout(page)).toEqual(whole);
  });
}
