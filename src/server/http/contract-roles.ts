/**
 * The roles a hand-written route lets in: the contract's `x-roles` for its method and path
 * (openapi/hand-written.yaml), the one place they are written, so the served document and the
 * server cannot disagree. A route the contract gives no roles, or a role the catalogue does not know,
 * fails when the route is declared, at start, rather than opening the route to everyone or no one.
 */
import { roles } from "../../../generated/catalogues.ts";
import { openapiDocument } from "../../../generated/openapi.ts";
import type { RoleName } from "../../shared/area-spec.ts";
import type { OpenApiDocument } from "../../shared/generated-json.ts";
import { operationOf } from "./contract-schemas.ts";

const isRoleName = (name: string): name is RoleName => Object.hasOwn(roles, name);

export function rolesOf(
  method: string,
  url: string,
  document: OpenApiDocument = openapiDocument,
): RoleName[] {
  const named = operationOf(document, method, url)?.["x-roles"];
  if (!named?.length) throw new Error(`the contract gives ${method} ${url} no x-roles`);
  const unknown = named.filter((name) => !isRoleName(name));
  if (unknown.length)
    throw new Error(`the contract's x-roles of ${method} ${url} name no role: ${unknown.join(", ")}`);
  return named.filter(isRoleName);
}
