/** The sidebar's entries (spec §2): generated order and roles, plus the icon and target of each. */
import { matchPath } from "react-router-dom";
import { type consoleMenu, consoleRoutes } from "../../../generated/console.ts";

type MenuPath = (typeof consoleMenu)[number]["path"];

// Typed by the generated menu: a new menu entry without an icon fails the typecheck.
const icons: Record<MenuPath, string> = {
  map: "pi-map",
  categories: "pi-tags",
  beacons: "pi-wifi",
  articles: "pi-megaphone",
  events: "pi-calendar",
  categories_articles_events: "pi-list",
  campuses: "pi-building",
  buttons: "pi-th-large",
  advertisements: "pi-video",
  notifications: "pi-bell",
  notifications_push: "pi-send",
  notifications_route: "pi-directions",
  parking_lots: "pi-car",
  opinions: "pi-comments",
  users: "pi-users",
};

/** The map has no list: its entry opens the first floor (spec §2: map/p0). */
export const homePath = "/cms/map/p0";

export function menuTarget(path: MenuPath): string {
  return path === "map" ? homePath : `/cms/${path}`;
}

export function menuIcon(path: MenuPath): string {
  return icons[path];
}

/** The menu entry a location belongs to: modify paths and floors map to their parent area. */
export function activeMenuPath(pathname: string): string | null {
  const route = consoleRoutes.find((candidate) => matchPath(`/cms/${candidate.path}`, pathname));
  return route?.menuPath ?? null;
}
