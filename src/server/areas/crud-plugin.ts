/** The generic list/view/create/update/delete routes of every manifest area, driven by the area table. */

import type { FastifyInstance, FastifyRequest } from "fastify";
import { rolesFor } from "../../shared/area-roles.ts";
import type { ActionName, AreaSpec } from "../../shared/area-spec.ts";
import { pageSize } from "../../shared/list-page.ts";
import { fieldChanges, recordAudit } from "../audit/audit-log.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Row } from "../db/record-store.ts";
import { ApiError } from "../http/api-error.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { guardedRoute, type RequestParts } from "../http/route-checks.ts";
import { checkNotLocked, checkRecord, usedBy } from "./area-rules.ts";
import { withConstraintCodes } from "./constraint-errors.ts";
import { type IdParams, idParams, type ListRequest, listQuery } from "./crud-requests.ts";
import { exportFileName, exportStream } from "./list-export.ts";
import type { AreaRegistry, AreaRuntime } from "./registry.ts";

interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
  /** the server's clock: where listed records stand against their publication window */
  clock: () => number;
}

/**
 * The version an update or delete was based on, from If-Match (`"3"`; `*` for any): checked against the
 * stored one with the record locked, so a colleague's change in between is refused (412, 9015), never
 * overwritten. Without If-Match the write goes through: the console always sends it; other clients
 * opt in (documented).
 */
function checkVersion(request: FastifyRequest, stored: Row): void {
  const header = request.headers["if-match"];
  if (header === undefined) return;
  const tags = header.split(",").map((tag) => tag.trim());
  if (tags.includes("*") || tags.includes(etag(stored))) return;
  throw ApiError.code(9015, "version");
}

/** A strong entity tag of the record's version. */
const etag = (row: Row) => `"${row.version}"`;

/**
 * A write in one transaction, with no lock on the whole area: the record itself is locked FOR UPDATE
 * by its update or delete, the database's constraints hold references and unique values (a write that
 * loses a race gets the manifest's code from constraint-errors.ts), and "at most N active" locks its
 * rule's group (area-rules.ts).
 */
function write<T>(
  db: Database,
  area: AreaSpec,
  action: "create" | "update" | "delete",
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return withConstraintCodes(area, action, () => db.transaction(work));
}

function registerArea(app: FastifyInstance, { db, guard, registry, clock }: Options, runtime: AreaRuntime) {
  const { spec: area, store } = runtime;
  const base = `/api/${area.area}`;
  const can = (action: ActionName) => rolesFor(area, action);
  const notFound = () => ApiError.code(area.codes.notFound ?? 9007, "id");
  /** The history entry of a write, in its transaction: the fields that changed from `before` to `after`. */
  const audit = (
    tx: Queryable,
    request: FastifyRequest,
    action: "create" | "update" | "delete",
    recordId: number,
    before: Row | null,
    after: Row | null,
  ) =>
    recordAudit(tx, {
      by: request.account,
      area: area.area,
      recordId,
      action,
      changes: fieldChanges(area.fields, before, after),
    });

  const route = (action: ActionName, parts: RequestParts) => guardedRoute(guard.roles(can(action)), parts);
  const byId = { params: idParams(area) };
  const idOf = (request: FastifyRequest) => (request.params as IdParams).id;
  /**
   * search, sort, publication and the view's filter of a list request, the same for its pages and its
   * export
   */
  const listFilter = (request: FastifyRequest) => {
    const { search, sort, publication } = request.query as ListRequest;
    return {
      ...(search && { search }),
      ...(sort && { sort }),
      ...(area.where && { where: area.where }),
      ...(area.schedule && { at: { now: new Date(clock()), ...(publication && { publication }) } }),
    };
  };
  if (can("list").length) {
    // Registered before `${base}/:id`'s handler is reached: a static path wins over a parametric one.
    const exportQuery = { querystring: listQuery(area, { paged: false }) };
    app.get(`${base}/export.csv`, route("list", exportQuery), async (request, reply) => {
      if (!area.export) throw ApiError.code(9017, "area");
      const stream = await exportStream(db, store, area, listFilter(request), requestLang(request));
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(area)}"`)
        .header("cache-control", "no-store");
      return reply.send(stream);
    });
    app.get(base, route("list", { querystring: listQuery(area, { paged: true }) }), async (request) => {
      const { page } = request.query as ListRequest;
      const { items, total } = await store.list(db, area, { page, ...listFilter(request) });
      return success({ items, page, pageSize, total });
    });
  }
  if (can("view").length) {
    app.get(`${base}/:id`, route("view", byId), async (request, reply) => {
      const row = await store.get(db, area, idOf(request));
      if (!row) throw notFound();
      reply.header("etag", etag(row));
      return success(row);
    });
  }
  if (can("create").length) {
    const body = { body: { schema: runtime.schemas.create, check: runtime.validateCreate } };
    app.post(base, route("create", body), async (request) => {
      const data = request.body as Record<string, unknown>;
      const row = await write(db, area, "create", async (tx) => {
        await checkRecord(tx, registry, area, data, null);
        const created = await store.create(tx, area, data);
        await audit(tx, request, "create", created.id, null, created);
        return created;
      });
      request.log.info({ area: area.area, id: row.id, by: request.account?.id }, "record created");
      return success(row, message("added", requestLang(request)));
    });
  }
  if (can("update").length) {
    const body = { body: { schema: runtime.schemas.update, check: runtime.validateUpdate } };
    app.put(`${base}/:id`, route("update", { ...byId, ...body }), async (request, reply) => {
      const id = idOf(request);
      const data = request.body as Record<string, unknown>;
      const row = await write(db, area, "update", async (tx) => {
        const previous = await store.get(tx, area, id, "update");
        if (!previous) throw notFound();
        checkVersion(request, previous);
        checkNotLocked(area, previous, "update");
        await checkRecord(tx, registry, area, data, previous);
        const updated = await store.update(tx, area, id, data);
        if (updated) await audit(tx, request, "update", id, previous, updated);
        return updated;
      });
      if (!row) throw notFound();
      reply.header("etag", etag(row));
      request.log.info({ area: area.area, id, by: request.account?.id }, "record updated");
      return success(row, message("edited", requestLang(request)));
    });
  }
  if (can("delete").length) {
    app.delete(`${base}/:id`, route("delete", byId), async (request) => {
      const id = idOf(request);
      if (area.store === "users" && request.account?.id === id) throw ApiError.code(1906, "id");
      await write(db, area, "delete", async (tx) => {
        const previous = await store.get(tx, area, id, "update");
        if (!previous) throw notFound();
        checkVersion(request, previous);
        checkNotLocked(area, previous, "delete");
        if (area.codes.inUse && (await usedBy(tx, registry, area, id)))
          throw ApiError.code(area.codes.inUse, "id");
        await store.remove(tx, area, id);
        await audit(tx, request, "delete", id, previous, null);
      });
      request.log.info({ area: area.area, id, by: request.account?.id }, "record deleted");
      return success(null, message("removed", requestLang(request)));
    });
  }
}

export async function crudPlugin(app: FastifyInstance, options: Options) {
  for (const runtime of options.registry.all) registerArea(app, options, runtime);
}
