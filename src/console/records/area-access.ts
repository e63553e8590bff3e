/**
 * What the signed-in user may do on a list (spec §2, §6): the area's allowed actions for the user's
 * roles. A view (push and route notifications) is written through the area it shows (`editVia`).
 */
import { consoleRoutes } from "../../../generated/console.ts";
import type { ActionName } from "../../shared/area-spec.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { roleNamesOf } from "../shared/roles.ts";

export interface AreaAccess {
  /** the area whose API creates, updates and deletes these records */
  writeArea: string;
  create: boolean;
  edit: boolean;
  delete: boolean;
}

const hasRoute = (path: string) => consoleRoutes.some((route) => route.path === path);

export function areaAccess(
  area: string,
  basePath: string,
  userRoles: readonly number[] | undefined,
): AreaAccess {
  const writer = areaSpec(areaSpec(area).console?.editVia ?? area);
  const names = roleNamesOf(userRoles);
  const may = (action: ActionName) => names.some((name) => writer.actions[name]?.includes(action));
  return {
    writeArea: writer.area,
    create: may("create") && hasRoute(`${basePath}/modify`),
    edit: may("update") && hasRoute(`${basePath}/modify/:id`),
    delete: may("delete"),
  };
}
