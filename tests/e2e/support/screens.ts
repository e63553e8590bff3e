/**
 * Every screen of the console, from the generated route table, for the tests that visit them all
 * (screenshots, accessibility): the lists, the create forms, the edit form of one demo record per
 * area, the special screens and the public pages.
 */
import { consoleRoutes } from "../../../generated/console.ts";

export interface Screen {
  /** the baseline's name and the test's title */
  name: string;
  path: string;
}

/**
 * One demo record per editable path. The demo campus gives the same ids on every fresh database;
 * the notification lists show one record of their own type (general, push, route).
 */
export const demoRecordIds: Record<string, number> = {
  articles: 32,
  beacons: 84,
  buttons: 51,
  campuses: 4,
  categories_articles_events: 10,
  categories: 20,
  advertisements: 87,
  sos_contacts: 55,
  events: 42,
  notifications: 89,
  parking_lots: 62,
  parking_legend: 58,
  notifications_push: 95,
  notifications_route: 97,
  users: 2,
};

const routesOf = (screen: string) => consoleRoutes.filter((route) => route.screen === screen);

export const listScreens: Screen[] = routesOf("list").map((route) => ({
  name: `list-${route.path}`,
  path: `/cms/${route.path}`,
}));

export const createScreens: Screen[] = routesOf("create").map((route) => ({
  name: `create-${route.menuPath}`,
  path: `/cms/${route.path}`,
}));

export const editScreens: Screen[] = routesOf("edit").map((route) => {
  const id = demoRecordIds[route.menuPath];
  if (id === undefined) throw new Error(`no demo record chosen for ${route.path}`);
  return { name: `edit-${route.menuPath}`, path: `/cms/${route.menuPath}/modify/${id}` };
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
