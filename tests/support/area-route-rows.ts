/**
 * The rows of the route x role matrix that the manifests decide (tests/api/role-matrix.test.ts, and the
 * throwaway area of tests/api/throwaway-area.test.ts): columns are no token, then roleNames.
 */
import type { ActionName, AreaSpec, RoleName } from "../../src/shared/area-spec.ts";
import { roleNames } from "./test-server.ts";

export interface RouteRow {
  method: string;
  url: string;
  /** the statuses for no token, then each of roleNames */
  expected: number[];
}

/**
 * What each action of an area is on the wire and what an admitted request answers: a list 200, a
 * missing record 404, an empty body 422. An action no role has is not a route: 404 for everyone.
 */
const actionRoutes: [ActionName, string, string, number][] = [
  ["list", "GET", "", 200],
  ["view", "GET", "/999999", 404],
  ["create", "POST", "", 422],
  ["update", "PUT", "/999999", 422],
  ["delete", "DELETE", "/999999", 404],
];

/** The expected answers of a route some roles may use: 401 without a token, 403 for the others. */
const byRole = (allowed: readonly RoleName[], admitted: number) => [
  401,
  ...roleNames.map((role) => (allowed.includes(role) ? admitted : 403)),
];

const rolesAllowed = (area: AreaSpec, action: ActionName) =>
  roleNames.filter((role) => area.actions[role]?.includes(action));

/**
 * The CSV export is a route wherever the list is, with the list's roles; it answers the file where the
 * manifest says `export: true` and 404 (9017) elsewhere.
 */
const exportRows = (area: AreaSpec): RouteRow[] => {
  const allowed = rolesAllowed(area, "list");
  return allowed.length
    ? [
        {
          method: "GET",
          url: `/api/${area.area}/export.csv`,
          expected: byRole(allowed, area.export ? 200 : 404),
        },
      ]
    : [];
};

/**
 * The bulk route is where the manifest says `bulk`, for the roles that may update or delete; an
 * admitted empty body answers 422 (3504).
 */
const bulkRows = (area: AreaSpec): RouteRow[] => {
  if (!area.bulk.length) return [];
  const allowed = [
    ...new Set(area.bulk.flatMap((action) => rolesAllowed(area, action === "delete" ? "delete" : "update"))),
  ];
  return allowed.length
    ? [{ method: "POST", url: `/api/${area.area}/bulk`, expected: byRole(allowed, 422) }]
    : [];
};

/** The route x role rows of the areas' CRUD routes, CSV exports and commands, computed from their specs. */
export const areaRouteRows = (areas: readonly AreaSpec[]): RouteRow[] =>
  areas.flatMap((area) => [
    ...actionRoutes.map(([action, method, suffix, admitted]) => {
      const allowed = rolesAllowed(area, action);
      return {
        method,
        url: `/api/${area.area}${suffix}`,
        expected: allowed.length ? byRole(allowed, admitted) : [404, ...roleNames.map(() => 404)],
      };
    }),
    ...exportRows(area),
    ...bulkRows(area),
    ...area.commands.map((command) => {
      const [, ...byRoles] = byRole(command.roles, 422);
      // A command open to callers without a token (`anonymous`) checks their body like anyone's.
      return {
        method: "POST",
        url: `/api/${command.path.replace("{id}", "999999")}`,
        expected: [command.anonymous ? 422 : 401, ...byRoles],
      };
    }),
  ]);
