/**
 * A record's id as a path or query writes it: 1 to 999,999,999 in decimal without a leading zero
 * (within PostgreSQL's integer, so no id can overflow a query).
 */
const digits = "[1-9][0-9]{0,8}";
export const recordIdPattern = `^${digits}$`;
/** Record ids separated by commas (`3,5,8`). */
export const recordIdListPattern = `^${digits}(,${digits})*$`;

const pattern = new RegExp(recordIdPattern);

/** The number, or null for anything else. */
export function recordId(raw: unknown): number | null {
  return typeof raw === "string" && pattern.test(raw) ? Number(raw) : null;
}
