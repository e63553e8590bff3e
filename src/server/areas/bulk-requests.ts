/**
 * The body of POST /api/<area>/bulk: `{ action, ids }`, an action of the manifest's `bulk` (3504) and 1
 * to bulkLimit distinct record ids (3503); and who may send it: the roles that may update (activate,
 * deactivate) or delete, as the area's bulk actions need.
 */
import { rolesFor } from "../../shared/area-roles.ts";
import { type AreaSpec, type BulkAction, bulkActions, type RoleName } from "../../shared/area-spec.ts";
import { activeValues, inactiveValues } from "../../shared/bulk-values.ts";
import { bulkLimit } from "../../shared/list-page.ts";
import { recordId } from "../../shared/record-id.ts";
import { ApiError } from "../http/api-error.ts";
import type { CheckedPart } from "../http/route-checks.ts";

export interface BulkRequest {
  action: BulkAction;
  ids: number[];
  /** the field values activate and deactivate write */
  values: Record<string, unknown>;
}

/** The role an action needs. */
export const actionOfBulk = (action: BulkAction) => (action === "delete" ? "delete" : "update");

/** The roles that may use at least one of the area's bulk actions. */
export function bulkRoles(area: AreaSpec): RoleName[] {
  return [...new Set(area.bulk.flatMap((action) => rolesFor(area, actionOfBulk(action))))];
}

export function bulkBody(area: AreaSpec): CheckedPart {
  return {
    schema: {
      type: "object",
      required: ["action", "ids"],
      properties: {
        action: { type: "string", enum: area.bulk },
        ids: {
          type: "array",
          minItems: 1,
          maxItems: bulkLimit,
          uniqueItems: true,
          items: { type: "integer" },
        },
      },
    },
    check: (raw): BulkRequest => {
      const body = (raw ?? {}) as { action?: unknown; ids?: unknown };
      const action = body.action as BulkAction;
      if (!bulkActions.includes(action) || !area.bulk.includes(action)) throw ApiError.code(3504, "action");
      const ids = Array.isArray(body.ids)
        ? body.ids.map((id) => (Number.isInteger(id) ? recordId(String(id)) : null))
        : [];
      const distinct = new Set(ids);
      if (!ids.length || ids.length > bulkLimit || distinct.has(null) || distinct.size !== ids.length)
        throw ApiError.code(3503, "ids");
      const values =
        action === "activate" ? activeValues(area) : action === "deactivate" ? inactiveValues(area) : {};
      // The generator refuses a `deactivate` whose active field has no one opposite value.
      if (!values) throw new Error(`area '${area.area}' cannot be deactivated in bulk`);
      return { action, ids: ids as number[], values };
    },
  };
}
