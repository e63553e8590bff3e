/**
 * The home's quick links (issue 36): the screens staff reach from nowhere else (the SOS reports and
 * contacts, which spec §2 keeps out of the menu, IMDF, the audit history) and the daily ones, each
 * shown to the roles its route admits (generated/console.ts).
 */
import { consoleRoutes } from "../../../generated/console.ts";
import type { RoleName } from "../../shared/area-spec.ts";

export interface HomeLink {
  /** under /cms */
  to: string;
  /** the route it opens, whose roles decide who sees it */
  route: string;
  icon: string;
  /** the text's key in home.links */
  text: string;
}

export const homeLinks: HomeLink[] = [
  { to: "map/p0", route: "map/:floor", icon: "pi-map", text: "map" },
  { to: "sos", route: "sos", icon: "pi-exclamation-triangle", text: "sos" },
  { to: "sos/send_push", route: "sos/send_push", icon: "pi-send", text: "sosPush" },
  { to: "sos_contacts", route: "sos_contacts", icon: "pi-phone", text: "sosContacts" },
  { to: "opinions", route: "opinions", icon: "pi-comments", text: "opinions" },
  { to: "map/releases", route: "map/releases", icon: "pi-history", text: "releases" },
  { to: "map/imdf", route: "map/imdf", icon: "pi-file-import", text: "imdf" },
  { to: "audit", route: "audit", icon: "pi-list", text: "audit" },
];

/** who reads the home's figures: GET /api/overview's roles (the contract's x-roles; a unit test holds them equal) */
export const overviewRoles: readonly RoleName[] = ["admin", "moderator"];

const rolesOf = new Map<string, readonly RoleName[]>(consoleRoutes.map((route) => [route.path, route.roles]));

/** The links a user holding `has` may follow. */
export function linksFor(has: (roles: readonly RoleName[]) => boolean): HomeLink[] {
  return homeLinks.filter((link) => {
    const roles = rolesOf.get(link.route);
    if (!roles) throw new Error(`no console route ${link.route} for the home's link`);
    return has(roles);
  });
}

/** The console path of an area's list, for a delivery count's link; null for an area without one. */
export function areaListPath(area: string): string | null {
  return consoleRoutes.find((route) => route.area === area && route.screen === "list")?.path ?? null;
}
