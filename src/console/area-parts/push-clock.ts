/** HH:mm, the clock a phone shows on a notification. */
const two = (n: number) => String(n).padStart(2, "0");

export function formatClock(iso: unknown): string | null {
  if (typeof iso !== "string" || !iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : `${two(d.getHours())}:${two(d.getMinutes())}`;
}
