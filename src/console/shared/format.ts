/** How list cells show values (spec §5, §9): cut text, DD-MM-YYYY dates in local time, initials. */

export const textLimit = 50;

/** Long text is cut at 50 characters plus an ellipsis. Counts characters, not UTF-16 units. */
export function cutText(value: string, limit = textLimit): string {
  const characters = Array.from(value);
  return characters.length > limit ? `${characters.slice(0, limit).join("")}…` : value;
}

const two = (value: number) => String(value).padStart(2, "0");

// A bare YYYY-MM-DD is a calendar day, not UTC midnight: read it as a local date so it never shifts.
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = calendarDay.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD-MM-YYYY in local time; a value that is not a date is shown as it is. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** DD-MM-YYYY HH:mm:ss in local time; a value that is not a date is shown as it is. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}

/** The avatar's letters: first letters of the first and last words ("Anna Maria Nowak" -> "AN"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${Array.from(first)[0]}${last ? Array.from(last)[0] : ""}`.toUpperCase();
}
