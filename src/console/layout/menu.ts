/** The sidebar entry a location belongs to; order, roles, icons and links come from generated/console.ts. */
import { matchPath } from "react-router-dom";
import { consoleRoutes } from "../../../generated/console.ts";

/** The map's first floor, where the logo leads (spec §2: map/p0). */
export const homePath = "/cms/map/p0";

/** The menu entry a location belongs to: modify paths and floors map to their parent area. */
export function activeMenuPath(pathname: string): string | null {
  const route = consoleRoutes.find((candidate) => matchPath(`/cms/${candidate.path}`, pathname));
  return route?.menuPath ?? null;
}
