/**
 * Deep equality of JSON-like values, blind to the order of object keys (forms rebuild property
 * objects) and to keys holding `undefined` (JSON drops them, so the server never sees a difference).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const names = Object.keys(left).filter((name) => left[name] !== undefined);
  if (names.length !== Object.keys(right).filter((name) => right[name] !== undefined).length) return false;
  return names.every((name) => jsonEqual(left[name], right[name]));
}
