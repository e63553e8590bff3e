/**
 * The body of POST /api/map/closures, `{feature_id, from, to, reason_pl, reason_en}`, read with every
 * refusal at once: feature_id not an id (3400), from or to not a date-time with its offset (3403), to
 * not after from (3404), a reason missing or longer than reasonMaxLength (3406). Whether the feature
 * exists and may be closed, and whether the window is already over, need the database and the clock:
 * the route checks those (closures-plugin.ts).
 */
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import type { ClosureInput } from "./closure-store.ts";

export const reasonMaxLength = 500;

/**
 * An ISO 8601 date-time with its offset (Z or ±hh:mm): a time without one would be read in the
 * server's zone, which the person closing a door does not see.
 */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function readMoment(raw: unknown): Date | null {
  if (typeof raw !== "string" || !dateTime.test(raw)) return null;
  // Date would roll 30 February over into March: the day must be one of its month's.
  const [year, month, day] = raw.slice(0, 10).split("-").map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const moment = new Date(raw);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

function readReason(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const reason = raw.trim();
  return reason && reason.length <= reasonMaxLength ? reason : null;
}

export function readClosureBody(body: unknown): ClosureInput {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw ApiError.code(9001);
  const raw = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const featureId = raw.feature_id;
  const validId = typeof featureId === "number" && Number.isInteger(featureId) && featureId >= 1;
  if (!validId || featureId > 2147483647) errors.feature_id = [3400];
  const from = readMoment(raw.from);
  const to = readMoment(raw.to);
  if (!from) errors.from = [3403];
  if (!to) errors.to = [3403];
  else if (from && to <= from) errors.to = [3404];
  const reasonPl = readReason(raw.reason_pl);
  const reasonEn = readReason(raw.reason_en);
  if (reasonPl === null) errors.reason_pl = [3406];
  if (reasonEn === null) errors.reason_en = [3406];
  if (Object.keys(errors).length) throw ApiError.fields(errors);
  return {
    featureId: featureId as number,
    from: from as Date,
    to: to as Date,
    reasonPl: reasonPl as string,
    reasonEn: reasonEn as string,
  };
}
