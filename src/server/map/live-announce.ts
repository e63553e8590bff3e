/**
 * A write of map features told to the live streams of every API process (docs/live-editing.md):
 * within the writing transaction, a NOTIFY on `map_saved` per floor written, naming the range of
 * kept versions (map_feature_change.seq) the transaction wrote there; PostgreSQL delivers it at
 * commit, to every process listening, this one included. The payload stays small whatever the size
 * of the save (NOTIFY takes at most 8000 bytes): each process reads the rows it names once, for all
 * its streams of the floor.
 */
import type { Queryable } from "../db/database.ts";

export const savedChannel = "map_saved";

export interface FloorWrite {
  floor: string;
  /** the first and last kept version (seq) the transaction wrote on the floor */
  from: number;
  to: number;
}

export interface MapWriteAnnouncement {
  /** the announcing process (Database.process) */
  process: number;
  floors: FloorWrite[];
}

export async function announceMapWrite(tx: Queryable, process: number): Promise<MapWriteAnnouncement> {
  const floors = await tx.query<FloorWrite>(
    `SELECT floor, min(seq)::float8 AS "from", max(seq)::float8 AS "to" FROM map_feature_change
      WHERE xact = pg_current_xact_id() GROUP BY floor ORDER BY floor`,
  );
  for (const write of floors) {
    await tx.query("SELECT pg_notify($1, $2)", [savedChannel, JSON.stringify({ process, ...write })]);
  }
  return { process, floors };
}

/** The payload of a notification on savedChannel, or null when it is not one. */
export function readAnnouncement(payload: string): (FloorWrite & { process: number }) | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { process, floor, from, to } = value;
    if (typeof process !== "number" || typeof floor !== "string") return null;
    if (typeof from !== "number" || typeof to !== "number") return null;
    return { process, floor, from, to };
  } catch {
    return null;
  }
}
