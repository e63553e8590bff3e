/**
 * Which of a record's actions its area's locks (manifests' `locked`) refuse, and with what code: the
 * server refuses them (src/server/areas/area-rules.ts), the console does not offer them and says why.
 */
import type { AreaSpec, LockSpec } from "./area-spec.ts";

/** What a lock may refuse: an update, a delete, or one of the area's commands by name. */
export type LockedAction = "update" | "delete" | { command: string };

/** A lock holds while its field is set: not empty, and not false (a directory account's flag). */
export const lockHolds = (lock: LockSpec, record: Record<string, unknown>): boolean => {
  const value = record[lock.when];
  if (value === null || value === undefined || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
};

const codeFor = (lock: LockSpec, action: LockedAction): number | undefined =>
  typeof action === "string" ? lock[action] : lock.commands?.[action.command];

/** The code refusing `action` on `record`, with the field whose lock refuses it; none: allowed. */
export function lockOn(
  area: Pick<AreaSpec, "locked">,
  record: Record<string, unknown>,
  action: LockedAction,
): { code: number; field: string } | undefined {
  for (const lock of area.locked ?? []) {
    const code = codeFor(lock, action);
    if (code !== undefined && lockHolds(lock, record)) return { code, field: lock.when };
  }
  return undefined;
}
