/**
 * Layout checks on the demo campus as seeded (the screens' server, which no test changes): the SOS
 * list's actions column is whole at 1280 px (issue 13).
 */
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { row } from "./support/widgets.ts";

// Lazy screens on a busy machine: a wider wait than the default 10 s, still polling, never sleeping.
const expect = baseExpect.configure({ timeout: 30_000 });

test("SOS list at 1280 px: the actions column is whole", async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs("admin");
  await page.goto("/cms/sos");
  await expect(row(page, "Koleżanka zasłabła").getByRole("button", { name: /Usuń/ })).toBeVisible();
  // Polled: the authors' names arrive after the rows and may widen their column.
  await expect
    .poll(() =>
      page.locator(".area-list .p-datatable").evaluate((table) => {
        const right = table.getBoundingClientRect().right;
        const cells = Array.from(table.querySelectorAll("td.actions-column"));
        const wrapper = table.querySelector(".p-datatable-wrapper");
        return {
          cells: cells.length > 0,
          cut: cells.filter((cell) => cell.getBoundingClientRect().right > right + 1).length,
          scrollable: wrapper ? wrapper.scrollWidth - wrapper.clientWidth > 0 : true,
        };
      }),
    )
    .toEqual({ cells: true, cut: 0, scrollable: false });
});
