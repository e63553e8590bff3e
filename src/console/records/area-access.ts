/**
 * What the signed-in user may do on a list (spec §2, §6): the area's allowed actions for the user's
 * roles. A view (push and route notifications) is written through the area it shows (`editVia`).
 */
import { areas } from "../../../generated/areas.ts";
import { roles } from "../../../generated/catalogues.ts";
import { consoleRoutes } from "../../../generated/console.ts";
import type { ActionName, AreaSpec, RoleName } from "../../shared/area-spec.ts";

const specs = new Map(areas.map((spec) => [spec.area, spec]));

export function areaSpec(area: string): AreaSpec {
  const spec = specs.get(area);
  if (!spec) throw new Error(`no area '${area}' in generated/areas.ts`);
  return spec;
}

export interface AreaAccess {
  /** the area whose API creates, updates and deletes these records */
  writeArea: string;
  create: boolean;
  edit: boolean;
  delete: boolean;
}

function roleNamesOf(userRoles: readonly number[] | undefined): RoleName[] {
  return (Object.keys(roles) as RoleName[]).filter((name) => userRoles?.includes(roles[name].id));
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

/** Names of the roles in a user's numeric role list, for the roles column. */
export function roleNamesById(ids: readonly number[]): RoleName[] {
  return roleNamesOf(ids);
}
