/**
 * Every screen of the console, from the generated route table, for the tests that visit them all
 * (screenshots, accessibility): the lists, the create forms, the edit form of one demo record per
 * area, the special screens and the public pages.
 */
import { consoleRoutes } from "../../../generated/console.ts";
import { seedOrder } from "../../../src/server/seed/demo.ts";
import { seedRecords } from "../../../src/server/seed/seed-data.ts";

export interface Screen {
  /** the baseline's name and the test's title */
  name: string;
  path: string;
}

/**
 * One demo record per editable path: the one whose seed file marks it `screenshot: <path>`
 * (manifests/seed/). Its id is its place in the seeding order, since every area's records share one
 * id sequence and the test server seeds a fresh database with a data directory (nothing left out).
 * The accounts are code (src/server/seed/demo.ts): the first app account comes right after the admin.
 * A path with no marked record (a new area without demo data) has no edit screenshot.
 */
export const demoRecordIds: Record<string, number> = { users: 2 };
let seededId = 0;
for (const area of seedOrder())
  for (const { screenshot } of seedRecords(area)) {
    seededId++;
    if (typeof screenshot === "string") demoRecordIds[screenshot] = seededId;
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
  const id = demoRecordIds[route.menuPath];
  return id === undefined
    ? []
    : [{ name: `edit-${route.menuPath}`, path: `/cms/${route.menuPath}/modify/${id}` }];
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
