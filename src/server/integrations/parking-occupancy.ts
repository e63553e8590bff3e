/**
 * The parking system's report of a lot, read and turned into the lot's counts (spec §3: all, taken,
 * total real, free, percent free; docs/app-api.md#parking-feed). Pure.
 */
import type { FieldErrors } from "../http/api-error.ts";

/** One lot as the parking system reports it. */
export interface LotReport {
  system_id: string;
  parking_lot_id: string;
  /** spaces taken now */
  taken: number;
  /** spaces in use now (fewer than the lot has when some are closed) */
  total: number;
}

/** The counts a lot keeps (manifests/areas/parking.yaml). */
export interface Occupancy {
  count_all: number;
  taken: number;
  total_real: number;
  free: number;
  percent_free: number;
}

/** At most this many lots in one report: a city's parking system has a few hundred. */
export const maxLots = 1000;
/** The largest count believed: more spaces than the largest car parks have is a broken report. */
const maxSpaces = 100_000;
const maxIdLength = 255;

/**
 * The counts of a lot from a report, given its former size (`countAll`, null before the first):
 * - taken: as reported;
 * - total_real: `total` as reported, the spaces in use now;
 * - count_all: all the lot's spaces, the largest total reported so far (a report with a row of
 *   spaces closed does not make the lot smaller; one with more spaces makes it larger);
 * - free: total_real − taken, 0 when more cars are in than spaces (parked in the aisles);
 * - percent_free: free out of total_real in %, to a tenth; 0 when the lot has no space in use.
 */
export function occupancyOf(report: LotReport, countAll: number | null): Occupancy {
  const free = Math.max(0, report.total - report.taken);
  return {
    count_all: Math.max(countAll ?? 0, report.total),
    taken: report.taken,
    total_real: report.total,
    free,
    percent_free: report.total > 0 ? Math.round((1000 * free) / report.total) / 10 : 0,
  };
}

const isId = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && value.length <= maxIdLength;
const isCount = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= maxSpaces;

/**
 * The reports of a body, or the codes of what is wrong with it, by entry (`3.taken`): 3312 not a
 * list of 1 to `maxLots` entries, 3313 an entry that is not an object, 3314 system_id, 3315
 * parking_lot_id, 3316 taken, 3317 total, 3318 a lot reported twice. Other keys of an entry are
 * ignored, so the parking system may send more than it is asked.
 */
export function readLotReports(body: unknown): { reports: LotReport[] } | { errors: FieldErrors } {
  if (!Array.isArray(body) || body.length === 0 || body.length > maxLots)
    return { errors: { general: [3312] } };
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const reports: LotReport[] = [];
  body.forEach((entry: unknown, i) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      errors[String(i)] = [3313];
      return;
    }
    const { system_id, parking_lot_id, taken, total } = entry as Record<string, unknown>;
    const checks: [string, boolean, number][] = [
      ["system_id", isId(system_id), 3314],
      ["parking_lot_id", isId(parking_lot_id), 3315],
      ["taken", isCount(taken), 3316],
      ["total", isCount(total), 3317],
    ];
    const wrong = checks.filter(([, ok]) => !ok);
    for (const [name, , code] of wrong) errors[`${i}.${name}`] = [code];
    if (wrong.length) return;
    const report = { system_id, parking_lot_id, taken, total } as LotReport;
    const key = JSON.stringify([report.system_id, report.parking_lot_id]);
    if (seen.has(key)) errors[`${i}.parking_lot_id`] = [3318];
    seen.add(key);
    reports.push(report);
  });
  return Object.keys(errors).length ? { errors } : { reports };
}
