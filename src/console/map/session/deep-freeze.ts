/**
 * Freezes a JSON-like value all the way down, in place. For values nobody else holds (features just
 * parsed from an answer): the session takes them as they are, where `frozenCopy` would allocate a
 * second copy of every coordinate of a floor for the collector to throw away.
 *
 * Written for a floor's 35,000 coordinate pairs: indexed loops and `for…in` instead of
 * `Object.values`, whose array per object made freezing a floor cost as much as parsing it, and no
 * call for the numbers and strings at the leaves. JSON's objects inherit nothing enumerable, so
 * `for…in` sees their own members only.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeMember(value[i]);
  } else {
    for (const name in value) freezeMember(value[name]);
  }
  return Object.freeze(value);
}

function freezeMember(member: unknown) {
  if (typeof member === "object" && member !== null) deepFreeze(member);
}
