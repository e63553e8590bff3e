/**
 * GET /api/app/v1/parking (docs/app-api.md#parking): the public parking lots with their occupancy as
 * the parking system last reported it (PUT /api/integrations/parking), and the legend of free
 * percentages, texts in the asked language. Each lot names the legend entry its free percentage
 * falls in (the entries' ranges are whole percents: 10.3 % falls in the one holding 10).
 */
import type { FastifyInstance } from "fastify";
import { publicSql } from "../areas/publication-window.ts";
import { type AppApiOptions, appApiBase, appLang } from "./app-api-config.ts";
import { sendCacheable } from "./cacheable-answer.ts";

interface LotRow {
  id: number;
  name: string;
  campus_name: string | null;
  count_all: number | null;
  taken: number | null;
  total_real: number | null;
  free: number | null;
  percent_free: number | null;
}

interface LegendRow {
  id: number;
  from_percent: number;
  to_percent: number;
  title: string;
  description: string | null;
}

/** The legend entry holding `percent` (whole percents, rounded down), the first by range when they overlap. */
const entryOf = (legend: LegendRow[], percent: number | null) =>
  percent === null
    ? null
    : (legend.find((e) => e.from_percent <= Math.floor(percent) && Math.floor(percent) <= e.to_percent)?.id ??
      null);

export function registerParkingCall(
  app: FastifyInstance,
  { db, registry, config, clock, answers }: AppApiOptions,
) {
  const policy = { maxAgeSeconds: config.cacheMaxAgeSeconds, store: answers };
  const lots = registry.get("parking").spec;

  app.get(`${appApiBase}/parking`, async (request, reply) => {
    const lang = appLang((request.query as Record<string, unknown> | undefined)?.lang);
    const params: unknown[] = [];
    const visible = publicSql(lots, new Date(clock()), params);
    // An English text missing is shown in Polish, as the content calls do.
    const text = (name: string) => `coalesce(nullif(${name}_${lang}, ''), ${name}_pl)`;
    const [lotRows, legend] = await Promise.all([
      db.query<LotRow>(
        `SELECT id, ${text("name")} AS name, ${text("campus_name")} AS campus_name, count_all, taken,
           total_real, free, percent_free::float8 AS percent_free
         FROM parking WHERE ${visible} ORDER BY name, id`,
        params,
      ),
      db.query<LegendRow>(
        `SELECT id, from_percent, to_percent, ${text("title")} AS title, ${text("description")} AS description
         FROM parking_legend ORDER BY from_percent, to_percent, id`,
      ),
    ]);
    const items = lotRows.map((lot) => ({ ...lot, legend_id: entryOf(legend, lot.percent_free) }));
    return sendCacheable(request, reply, { lots: items, legend }, policy);
  });
}
