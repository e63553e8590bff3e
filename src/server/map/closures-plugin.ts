/**
 * Temporary closures for the map's staff (closure-store.ts): POST /api/map/closures closes a door,
 * connector, stairs line or route for a window, GET /api/map/closures lists those in force and
 * planned, DELETE /api/map/closures/{id} takes one back. No publish: routing honours a closure from
 * its start to its end, on the draft and the latest release alike. Writes are audited (area
 * map_closure), which also tells every API process to forget the app's kept answers (migration 026).
 */
import type { FastifyInstance } from "fastify";
import { closableTypes } from "../../shared/closable-types.ts";
import { recordId, recordIdPattern } from "../../shared/record-id.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { contractBody } from "../http/contract-schemas.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { readClosureBody } from "./closure-input.ts";
import {
  type ClosureInput,
  closableFeature,
  closuresArea,
  deleteClosure,
  insertClosure,
  openClosures,
} from "./closure-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
  /** the moment closures are in force at (AppOptions.clock) */
  clock: () => number;
}

const idParams = {
  schema: {
    type: "object",
    properties: { id: { type: "string", pattern: recordIdPattern } },
    required: ["id"],
  },
  check: (raw: unknown) => {
    const id = recordId((raw as { id?: unknown } | null)?.id);
    if (id === null) throw ApiError.code(3407, "id");
    return { id };
  },
};

const author = (account: { id: number; name: string } | null | undefined) =>
  account ? { id: account.id, name: account.name } : null;

export async function closuresPlugin(app: FastifyInstance, { db, guard, clock }: Options) {
  const allowed = (method: string, url: string) => guard.roles(rolesOf(method, url));
  const url = "/api/map/closures";

  app.get(url, { preHandler: allowed("GET", url) }, async () => success(await openClosures(db, clock())));

  app.post(
    url,
    guardedRoute(allowed("POST", url), { body: contractBody("POST", url, readClosureBody) }),
    async (request) => {
      const input = request.body as ClosureInput;
      if (input.to.getTime() <= clock()) throw ApiError.code(3405, "to");
      const feature = await closableFeature(db, input.featureId);
      if (!feature) throw ApiError.code(3401, "feature_id");
      if (!closableTypes.includes(feature.type)) throw ApiError.code(3402, "feature_id");
      const by = author(request.account);
      const id = await db.transaction(async (tx) => {
        const made = await insertClosure(tx, input, by);
        await recordAudit(tx, {
          by,
          area: closuresArea,
          recordId: made,
          action: "create",
          changes: {
            feature_id: input.featureId,
            from: input.from.toISOString(),
            to: input.to.toISOString(),
            reason_pl: input.reasonPl,
            reason_en: input.reasonEn,
          },
        });
        return made;
      });
      request.log.info({ closure: id, feature: feature.id, by: by?.id }, "map feature closed");
      return success({ id }, message("added", requestLang(request)));
    },
  );

  app.delete(
    `${url}/:id`,
    guardedRoute(allowed("DELETE", `${url}/{id}`), { params: idParams }),
    async (request) => {
      const { id } = request.params as { id: number };
      const by = author(request.account);
      await db.transaction(async (tx) => {
        const was = await deleteClosure(tx, id);
        if (!was) throw ApiError.code(3407, "id");
        await recordAudit(tx, { by, area: closuresArea, recordId: id, action: "delete", changes: was });
      });
      request.log.info({ closure: id, by: by?.id }, "map closure deleted");
      return success({ id }, message("removed", requestLang(request)));
    },
  );
}
