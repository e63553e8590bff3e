/** Role names of the generated tables against the numeric roles of the signed-in user. */
import { roles } from "../../../generated/catalogues.ts";
import type { RoleName } from "../../shared/area-spec.ts";

/** Whether the user holds a role of the university's directory, whose password is the directory's. */
export function holdsDirectoryRole(userRoles: readonly number[] | undefined): boolean {
  return Object.values(roles).some((role) => role.directory && userRoles?.includes(role.id));
}

/** Names of the roles in a user's numeric role list. */
export function roleNamesOf(userRoles: readonly number[] | undefined): RoleName[] {
  return (Object.keys(roles) as RoleName[]).filter((name) => userRoles?.includes(roles[name].id));
}

export function hasRole(userRoles: readonly number[] | undefined, allowed: readonly RoleName[]): boolean {
  return allowed.some((name) => userRoles?.includes(roles[name].id));
}
