/**
 * A record's publication window in SQL (the rule is ScheduleSpec's): where a record stands at a given
 * moment (`publication` of a list row, its filter) and whether it is public. The moment is a
 * parameter, never the database's now(): the server's clock decides (one clock for every process, and
 * one tests can set), and a date-only window is read in the campus's time zone.
 */
import { quote, sqlType } from "../../shared/area-columns.ts";
import { type AreaSpec, activeWhenOf, type ScheduleSpec } from "../../shared/area-spec.ts";
import { campusTimeZone } from "../../shared/campus-time-zone.ts";
import { bind } from "../db/list-sql.ts";

/** The record is active: the manifest's activeWhen (by default an active status; no status: always). */
function activeSql(area: AreaSpec, params: unknown[]): string {
  const when = Object.entries(activeWhenOf(area)).filter(([name]) =>
    area.fields.some((f) => f.name === name),
  );
  if (!when.length) return "TRUE";
  return when.map(([name, value]) => `${quote(name)} = ${bind(params, value)}`).join(" AND ");
}

/** The window has not begun, and it has ended, at `at` (a placeholder of a timestamptz). */
function windowSql(area: AreaSpec, schedule: ScheduleSpec, at: string) {
  const from = quote(schedule.from);
  const until = quote(schedule.until);
  const byDay = area.fields.some((f) => f.name === schedule.from && sqlType(f) === "date");
  if (byDay) {
    const today = `(${at}::timestamptz AT TIME ZONE '${campusTimeZone}')::date`;
    return { before: `${from} > ${today}`, after: `${until} < ${today}` };
  }
  return { before: `${from} > ${at}::timestamptz`, after: `${until} <= ${at}::timestamptz` };
}

/** The record's PublicationState at `now`, as an SQL expression; null for an area without a schedule. */
export function publicationSql(area: AreaSpec, now: Date, params: unknown[]): string | null {
  if (!area.schedule) return null;
  const at = bind(params, now.toISOString());
  const { before, after } = windowSql(area, area.schedule, at);
  return `CASE WHEN NOT (${activeSql(area, params)}) THEN 'hidden'
    WHEN ${before} THEN 'scheduled' WHEN ${after} THEN 'ended' ELSE 'live' END`;
}

/**
 * The record is public at `now`: active and inside its window. An area without a schedule: active.
 * Written as plain conditions (no CASE), so the database can use an index on status.
 */
export function publicSql(area: AreaSpec, now: Date, params: unknown[]): string {
  const active = activeSql(area, params);
  if (!area.schedule) return active;
  const at = bind(params, now.toISOString());
  const { before, after } = windowSql(area, area.schedule, at);
  const { from, until } = area.schedule;
  return `${active} AND (${quote(from)} IS NULL OR NOT (${before})) AND (${quote(until)} IS NULL OR NOT (${after}))`;
}
