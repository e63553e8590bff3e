/**
 * A deep copy of a JSON-like value, frozen all the way down. The session keeps only such copies, so
 * callers may go on mutating what they passed in, and undo steps and the merged view can share one
 * copy instead of copying features again on every step.
 */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) copy[name] = frozenCopy(item);
    return Object.freeze(copy) as T;
  }
  return value;
}
