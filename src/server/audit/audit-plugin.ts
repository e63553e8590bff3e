/**
 * GET /api/audit: the history for admins, newest first, 10 a page, filtered by area and record, by the
 * account that made the change and by a time range (`from`, `to`: ISO dates or date-times).
 */
import type { FastifyInstance } from "fastify";
import { pageSize } from "../../shared/list-page.ts";
import type { Guard } from "../auth/guard.ts";
import { isRecordId } from "../commands/command-handler.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { success } from "../http/envelope.ts";
import { type AuditFilter, auditPage } from "./audit-log.ts";

interface Options {
  db: Database;
  guard: Guard;
}

function id(raw: unknown, field: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = typeof raw === "string" && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isRecordId(value)) throw ApiError.code(9006, field);
  return value;
}

function time(raw: unknown, field: string): string | undefined {
  if (raw === undefined) return undefined;
  const valid = typeof raw === "string" && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw);
  if (!valid || Number.isNaN(Date.parse(raw))) throw ApiError.code(9006, field);
  return raw;
}

function readFilter(query: Record<string, unknown>): AuditFilter {
  const page =
    typeof query.page === "string" && /^[1-9][0-9]{0,5}$/.test(query.page) ? Number(query.page) : 1;
  if (query.page !== undefined && String(page) !== query.page) throw ApiError.code(9005, "page");
  const area = query.area;
  if (area !== undefined && (typeof area !== "string" || !/^[a-z_]{1,64}$/.test(area)))
    throw ApiError.code(9006, "area");
  const filter: AuditFilter = { page };
  const set = <K extends keyof AuditFilter>(key: K, value: AuditFilter[K] | undefined) => {
    if (value !== undefined) filter[key] = value;
  };
  set("area", area as string | undefined);
  set("recordId", id(query.record_id, "record_id"));
  set("userId", id(query.user_id, "user_id"));
  set("from", time(query.from, "from"));
  set("to", time(query.to, "to"));
  return filter;
}

export async function auditPlugin(app: FastifyInstance, { db, guard }: Options) {
  app.get("/api/audit", { preHandler: guard.roles(["admin"]) }, async (request) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    const { items, total } = await auditPage(db, filter);
    return success({ items, page: filter.page, pageSize, total });
  });
}
