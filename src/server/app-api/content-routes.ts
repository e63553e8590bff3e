/**
 * The app's content calls, one per area whose manifest says `app` (GET /api/app/v1/<path>): a page of
 * the public records (active, inside their publication window; publication-window.ts), in the asked
 * language, with the manifest's fields only. Nothing about the request but its query shapes the
 * answer, and the order is total (ties by id), so every process answers the same bytes.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { quote, sqlType } from "../../shared/area-columns.ts";
import type { AppReadSpec, AreaSpec, Lang } from "../../shared/area-spec.ts";
import { campusTimeZone } from "../../shared/campus-time-zone.ts";
import { pageSize } from "../../shared/list-page.ts";
import { recordId } from "../../shared/record-id.ts";
import { publicSql } from "../areas/publication-window.ts";
import { selectList, tableOf, toRow } from "../areas/table-store.ts";
import { bind, pageWithTotal } from "../db/list-sql.ts";
import { ApiError } from "../http/api-error.ts";
import { type AppApiOptions, appApiBase, appLang } from "./app-api-config.ts";
import { sendCacheable } from "./cacheable-answer.ts";

interface AppQuery {
  lang: Lang;
  page: number;
  filters: Record<string, string>;
}

function readQuery(area: AreaSpec, app: AppReadSpec, request: FastifyRequest): AppQuery {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const page = query.page === undefined ? 1 : recordId(query.page);
  if (page === null) throw ApiError.code(9005, "page");
  const filters: Record<string, string> = {};
  for (const name of app.filters ?? []) {
    const value = query[name];
    if (value === undefined || value === "") continue;
    const allowed = area.fields.find((f) => f.name === name)?.values ?? [];
    if (typeof value !== "string" || !allowed.includes(value)) throw ApiError.code(9021, name);
    filters[name] = value;
  }
  return { lang: appLang(query.lang), page, filters };
}

/** ORDER BY of the manifest's `order`, ties by id, newest first. */
function orderSql(area: AreaSpec, order: string | undefined, now: Date, params: unknown[]): string {
  if (!order) return "id DESC";
  if (order.startsWith("upcoming:")) {
    const name = order.slice("upcoming:".length);
    const column = quote(name);
    const byDay = area.fields.some((f) => f.name === name && sqlType(f) === "date");
    const moment = bind(params, now.toISOString());
    const at = byDay
      ? `(${moment}::timestamptz AT TIME ZONE '${campusTimeZone}')::date`
      : `${moment}::timestamptz`;
    return `(${column} < ${at}) ASC, CASE WHEN ${column} >= ${at} THEN ${column} END ASC, ${column} DESC NULLS LAST, id DESC`;
  }
  const descending = order.startsWith("-");
  return `${quote(descending ? order.slice(1) : order)} ${descending ? "DESC" : "ASC"} NULLS LAST, id DESC`;
}

/** The record as the app gets it: the id and the manifest's fields, a translated one in `lang`. */
function appItem(area: AreaSpec, app: AppReadSpec, row: Record<string, unknown>, lang: Lang) {
  const item: Record<string, unknown> = { id: row.id };
  for (const name of app.fields) {
    const translated = area.fields.some((f) => f.translation?.of === name);
    // A text missing in English is shown in Polish, as the app would rather show than hide it.
    const value = translated ? (row[`${name}_${lang}`] ?? row[`${name}_pl`]) : row[name];
    if (value !== undefined && value !== null) item[name] = value;
  }
  return item;
}

export function registerContentRoutes(
  app: FastifyInstance,
  { db, registry, config, clock, answers }: AppApiOptions,
) {
  const policy = { maxAgeSeconds: config.cacheMaxAgeSeconds, store: answers };
  for (const { spec: area } of registry.all) {
    const read = area.app;
    if (!read) continue;
    app.get(`${appApiBase}/${read.path}`, async (request, reply) => {
      const { lang, page, filters } = readQuery(area, read, request);
      const now = new Date(clock());
      const params: unknown[] = [];
      const where = [publicSql(area, now, params)];
      const match = { ...filters, ...(read.lang && { [read.lang]: lang }) };
      for (const [name, value] of Object.entries(match))
        where.push(`${quote(name)} = ${bind(params, value)}`);
      for (const [name, values] of Object.entries(read.only ?? {}))
        where.push(`${quote(name)} = ANY(${bind(params, values)}::text[])`);
      // The order's parameters come after the filter's: the total is counted with the filter's alone.
      const filterParams = params.length;
      const { rows, total } = await pageWithTotal<Parameters<typeof toRow>[1]>(db, {
        columns: selectList(area),
        from: tableOf(area),
        filter: `WHERE ${where.join(" AND ")}`,
        order: orderSql(area, read.order, now, params),
        params,
        filterParams,
        page,
        size: pageSize,
      });
      const items = rows.map((row) => appItem(area, read, toRow(area, row), lang));
      return sendCacheable(request, reply, { items, page, pageSize, total }, policy);
    });
  }
}
