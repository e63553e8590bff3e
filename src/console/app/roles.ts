/** Role names of the generated tables against the numeric roles of the signed-in user. */
import { roles } from "../../../generated/catalogues.ts";
import type { RoleName } from "../../shared/area-spec.ts";

export function hasRole(userRoles: readonly number[] | undefined, allowed: readonly RoleName[]): boolean {
  return allowed.some((name) => userRoles?.includes(roles[name].id));
}
