/** The generic list/view/create/update/delete routes of every manifest area, driven by the area table. */

import type { FastifyInstance, FastifyRequest } from "fastify";
import { rolesFor } from "../../shared/area-roles.ts";
import type { ActionName, AreaSpec } from "../../shared/area-spec.ts";
import { campusTimeZone } from "../../shared/campus-time-zone.ts";
import { fieldChanges, recordAudit } from "../audit/audit-log.ts";
import { type Guard, roleId } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Row } from "../db/record-store.ts";
import { ApiError, forbidden } from "../http/api-error.ts";
import { codeText, requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { guardedRoute, type RequestParts } from "../http/route-checks.ts";
import { checkNotLocked, checkRecord, usedBy } from "./area-rules.ts";
import { actionOfBulk, type BulkRequest, bulkBody, bulkRoles } from "./bulk-requests.ts";
import { withConstraintCodes } from "./constraint-errors.ts";
import { type IdParams, idParams, type ListRequest, listQuery } from "./crud-requests.ts";
import type { NameResolver } from "./export-cells.ts";
import { exportFileName, exportStream } from "./list-export.ts";
import type { AreaRegistry, AreaRuntime } from "./registry.ts";

interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
  /** the server's clock: where listed records stand against their publication window */
  clock: () => number;
  /** the names of referenced records, for the CSV export (the lookups' sources, given by the app) */
  names: NameResolver;
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

function registerArea(
  app: FastifyInstance,
  { db, guard, registry, clock, names }: Options,
  runtime: AreaRuntime,
) {
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

  /** A delete with its checks (the account itself, version, lock, still used) and its history entry. */
  const deleteOne = async (request: FastifyRequest, id: number) => {
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
  };
  /** An edit of only the active field (bulk activate, deactivate), with the checks and history of an update. */
  const setActiveOne = async (request: FastifyRequest, id: number, values: Record<string, unknown>) => {
    await write(db, area, "update", async (tx) => {
      const previous = await store.get(tx, area, id, "update");
      if (!previous) throw notFound();
      checkNotLocked(area, previous, "update");
      await checkRecord(tx, registry, area, values, previous);
      const updated = await store.update(tx, area, id, values);
      if (updated) await audit(tx, request, "update", id, previous, updated);
    });
  };
  const route = (action: ActionName, parts: RequestParts) => guardedRoute(guard.roles(can(action)), parts);
  const byId = { params: idParams(area) };
  const idOf = (request: FastifyRequest) => (request.params as IdParams).id;
  /**
   * search, sort, publication and the view's filter of a list request, the same for its pages and its
   * export
   */
  const listFilter = (request: FastifyRequest) => {
    const { search, sort, publication, filters } = request.query as ListRequest;
    return {
      ...(search && { search }),
      ...(filters.length && { filters }),
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
      const { timeZone = campusTimeZone } = request.query as ListRequest;
      const lang = requestLang(request);
      const stream = await exportStream(db, store, area, listFilter(request), { lang, timeZone, names });
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(area)}"`)
        .header("cache-control", "no-store");
      return reply.send(stream);
    });
    app.get(base, route("list", { querystring: listQuery(area, { paged: true }) }), async (request) => {
      const { page, pageSize } = request.query as ListRequest;
      const { items, total } = await store.list(db, area, { page, pageSize, ...listFilter(request) });
      return success({ items, page, pageSize, total });
    });
  }
  registerBulk(app, guard, runtime, { deleteOne, setActiveOne });
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
      await deleteOne(request, id);
      request.log.info({ area: area.area, id, by: request.account?.id }, "record deleted");
      return success(null, message("removed", requestLang(request)));
    });
  }
}

/**
 * POST /api/<area>/bulk {action, ids}: the manifest's `bulk` actions on up to bulkLimit records, each
 * in its own transaction with the checks and history entry of its single write, so one record's refusal
 * (still used, locked, a rule) neither stops nor undoes the others. Answers each record's outcome in
 * the asked order: `{ id, ok: true }` or `{ id, ok: false, status, code, message }`.
 */
function registerBulk(
  app: FastifyInstance,
  guard: Guard,
  runtime: AreaRuntime,
  writes: {
    deleteOne: (request: FastifyRequest, id: number) => Promise<void>;
    setActiveOne: (request: FastifyRequest, id: number, values: Record<string, unknown>) => Promise<void>;
  },
) {
  const { spec: area } = runtime;
  const roles = bulkRoles(area);
  if (!area.bulk.length || !roles.length) return;
  const body = bulkBody(area);
  app.post(`/api/${area.area}/bulk`, guardedRoute(guard.roles(roles), { body }), async (request) => {
    const { action, ids, values } = request.body as BulkRequest;
    // A role may do only what its actions allow: deleting takes delete, (de)activating update.
    const allowed = new Set<number>(rolesFor(area, actionOfBulk(action)).map(roleId));
    if (!request.account?.roles.some((role) => allowed.has(role))) throw forbidden();
    const lang = requestLang(request);
    const results = [];
    for (const id of ids) {
      try {
        if (action === "delete") await writes.deleteOne(request, id);
        else await writes.setActiveOne(request, id, values);
        results.push({ id, ok: true as const });
      } catch (error) {
        if (!(error instanceof ApiError) || !error.errors) throw error;
        const code = Object.values(error.errors)[0]?.[0] ?? 9007;
        results.push({ id, ok: false as const, status: error.status, code, message: codeText(code, lang) });
      }
    }
    const done = results.filter((result) => result.ok).length;
    request.log.info(
      { area: area.area, action, done, refused: results.length - done, by: request.account?.id },
      "bulk action",
    );
    return success({ action, done, refused: results.length - done, results });
  });
}

export async function crudPlugin(app: FastifyInstance, options: Options) {
  for (const runtime of options.registry.all) registerArea(app, options, runtime);
}
