/**
 * When a delivery that failed for now is tried again: exponential backoff from 5 seconds, doubled at
 * each attempt up to an hour, a little earlier at random so that deliveries failed together do not
 * come back together, and never before the provider's Retry-After. After `maxAttempts` the delivery
 * fails for good (about 43 minutes of trying, longer when the provider asks to wait).
 */

export const maxAttempts = 10;
const baseMs = 5_000;
const capMs = 60 * 60 * 1000;

/** The wait after the `attempts`-th attempt failed (attempts counts from 1). */
export function retryDelayMs(attempts: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(exponential * (1 - 0.2 * random()));
  return Math.max(jittered, retryAfterMs);
}

/** Retry-After (RFC 9110): delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
