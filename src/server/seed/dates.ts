/**
 * Every date of the demo campus is an offset from one fixed day, the start of the 2026/27 academic
 * year, so that two seeds give the same rows whenever they run.
 */

export const baseDay = "2026-09-01";

const dayMs = 86_400_000;
const base = Date.parse(`${baseDay}T00:00:00Z`);

/** YYYY-MM-DD of the day `offset` days after the base day */
export function day(offset: number): string {
  return new Date(base + offset * dayMs).toISOString().slice(0, 10);
}

/** The last Sunday of a month (0-based), as a day of the month: Europe switches summer time then. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Whether Warsaw keeps summer time (UTC+2) at this wall-clock time; winter time is UTC+1. */
function summerTime(year: number, month: number, date: number, hour: number): boolean {
  if (month > 2 && month < 9) return true;
  if (month < 2 || month > 9) return false;
  const switchDay = lastSunday(year, month);
  // The switch happens at 02:00 (March) and 03:00 (October) local time.
  const afterSwitch = date > switchDay || (date === switchDay && hour >= (month === 2 ? 2 : 3));
  return month === 2 ? afterSwitch : !afterSwitch;
}

/** ISO instant (UTC) of the Warsaw wall-clock time `hhmm` on day `offset` after the base day. */
export function at(offset: number, hhmm: string): string {
  const [y, m, d] = day(offset).split("-").map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(":").map(Number) as [number, number];
  const utcOffset = summerTime(y, m - 1, d, hour) ? 2 : 1;
  return new Date(Date.UTC(y, m - 1, d, hour - utcOffset, minute)).toISOString();
}
