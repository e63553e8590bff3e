/**
 * Freezes a JSON-like value all the way down, in place. For values nobody else holds (features just
 * parsed from an answer): the session takes them as they are, where `frozenCopy` would allocate a
 * second copy of every coordinate of a floor for the collector to throw away.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}
