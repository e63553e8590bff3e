/** Who may do what to an area's records: the roles its manifest's `actions` give an action. */
import type { ActionName, AreaSpec, RoleName } from "./area-spec.ts";

export const rolesFor = (area: AreaSpec, action: ActionName): RoleName[] =>
  (Object.entries(area.actions) as [RoleName, ActionName[]][])
    .filter(([, actions]) => actions.includes(action))
    .map(([role]) => role);
