/**
 * A record as it was right after one entry of its history: its values now, with every change made
 * since that entry taken back, newest first (each change's `before`). Fields no later entry changed
 * keep their value, so a record older than its history (a seeded one) restores as well. Entries that
 * are not field changes (a command's body) take nothing back.
 */
export interface HistoryChange {
  id: number;
  changes: unknown;
}

type Change = { before: unknown; after: unknown };
const isChange = (value: unknown): value is Change =>
  typeof value === "object" && value !== null && "before" in value && "after" in value;

/** `now`'s values as they were after entry `entryId`; `entries` may come in any order. */
export function valuesAfter<T extends Record<string, unknown>>(
  now: T,
  entries: HistoryChange[],
  entryId: number,
): T {
  const values: Record<string, unknown> = { ...now };
  const later = entries.filter((entry) => entry.id > entryId).sort((a, b) => b.id - a.id);
  for (const entry of later)
    for (const [field, change] of Object.entries((entry.changes ?? {}) as Record<string, unknown>))
      if (isChange(change) && field in values) values[field] = change.before;
  return values as T;
}
