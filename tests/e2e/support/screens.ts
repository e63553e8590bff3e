/**
 * Every screen of the console, from the generated route table, for the tests that visit them all
 * (screenshots, accessibility): the lists, the create forms, the edit form of one demo record per
 * area, the special screens and the public pages.
 */
import { consoleRoutes } from "../../../generated/console.ts";
import { appUsers, seedOrder } from "../../../src/server/seed/demo.ts";
import { seedRecords } from "../../../src/server/seed/seed-data.ts";
import { demoRecordId, type RecordFields } from "./demo-records.ts";

export interface Screen {
  /** the baseline's name and the test's title */
  name: string;
  /** with `:id` for an edit form, which `record` names */
  path: string;
  record?: { area: string; fields: RecordFields };
}

/** the fields a demo record is told apart by in its area's list */
const namingFields = ["name", "name_pl", "title_pl"];

/**
 * One demo record per editable path: the one whose seed file marks it `screenshot: <path>`
 * (manifests/seed/), named by its naming field. The accounts are code (src/server/seed/demo.ts): the
 * users' form shows the first app account. A path with no marked record (a new area without demo
 * data) has no edit screen.
 */
const demoRecords: Record<string, RecordFields> = { users: { email: appUsers.anna.email } };
for (const area of seedOrder())
  for (const record of seedRecords(area)) {
    const naming = namingFields.find((field) => typeof record[field] === "string");
    if (typeof record.screenshot === "string" && naming)
      demoRecords[record.screenshot] = { [naming]: record[naming] as string };
  }

/** the page to open for `screen`: an edit form's record id looked up on the server at `baseURL` */
export async function screenPath(screen: Screen, baseURL: string | undefined): Promise<string> {
  if (!screen.record) return screen.path;
  if (!baseURL) throw new Error("no baseURL");
  return screen.path.replace(
    ":id",
    String(await demoRecordId(baseURL, screen.record.area, screen.record.fields)),
  );
}

const routesOf = (screen: string) => consoleRoutes.filter((route) => route.screen === screen);

export const listScreens: Screen[] = routesOf("list").map((route) => ({
  name: `list-${route.path}`,
  path: `/cms/${route.path}`,
}));

export const createScreens: Screen[] = routesOf("create").map((route) => ({
  name: `create-${route.menuPath}`,
  path: `/cms/${route.path}`,
}));

export const editScreens: Screen[] = routesOf("edit").flatMap((route) => {
  const fields = demoRecords[route.menuPath];
  return fields === undefined
    ? []
    : [{ name: `edit-${route.menuPath}`, path: `/cms/${route.path}`, record: { area: route.area, fields } }];
});

/** users/modify_password, parking_lots/legend, sos/send_push: the hand-written screens of spec §2 */
export const specialScreens: Screen[] = consoleRoutes
  .filter((route) => !["list", "create", "edit"].includes(route.screen) && route.area !== "map")
  .map((route) => ({ name: `special-${route.path.replace("/", "-")}`, path: `/cms/${route.path}` }));

export const mapScreen: Screen = { name: "map-p0", path: "/cms/map/p0" };

export const publicScreens: Screen[] = [
  { name: "public-signin", path: "/signin" },
  { name: "public-403", path: "/403" },
  { name: "public-404", path: "/404" },
];
