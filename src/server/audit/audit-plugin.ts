/**
 * GET /api/audit: the history for admins, newest first, 10 a page, filtered by area and record, by the
 * account that made the change, by the action (create, update, delete, a command, save, …) and by a time range (`from`, `to`: ISO dates or date-times).
 */
import type { FastifyInstance } from "fastify";
import { pageSize } from "../../shared/list-page.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import { guardedQuery, idParam, patternParam, type QueryValues, queryOf } from "../http/query-params.ts";
import { type AuditFilter, auditPage } from "./audit-log.ts";

interface Options {
  db: Database;
  guard: Guard;
}

/** An ISO date or date-time that names an instant. */
const instant = patternParam(
  /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
  (raw) => !Number.isNaN(Date.parse(raw)),
);

const auditQuery = {
  page: idParam(9005),
  area: patternParam(/^[a-z_]{1,64}$/),
  record_id: idParam(),
  user_id: idParam(),
  action: patternParam(/^[a-z_]{1,64}$/),
  from: instant,
  to: instant,
};

/** The filter of a checked query: only what was given. */
function filterOf(query: QueryValues<typeof auditQuery>): AuditFilter {
  const filter: AuditFilter = { page: query.page ?? 1 };
  if (query.area) filter.area = query.area;
  if (query.record_id) filter.recordId = query.record_id;
  if (query.user_id) filter.userId = query.user_id;
  if (query.action) filter.action = query.action;
  if (query.from) filter.from = query.from;
  if (query.to) filter.to = query.to;
  return filter;
}

export async function auditPlugin(app: FastifyInstance, { db, guard }: Options) {
  const route = guardedQuery(guard.roles(rolesOf("GET", "/api/audit")), auditQuery);
  app.get("/api/audit", route, async (request) => {
    const filter = filterOf(queryOf(request, auditQuery));
    const { items, total } = await auditPage(db, filter);
    return success({ items, page: filter.page, pageSize, total });
  });
}
