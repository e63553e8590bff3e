/**
 * The map's revision (migration 011): what the caches derived from the map (floors, the routing
 * network) compare to know they are still current.
 */
import type { Queryable } from "../db/database.ts";

/** Moves on with every committed change of the map's features. */
export async function mapRevision(db: Queryable): Promise<number> {
  const [row] = await db.query<{ revision: string }>("SELECT revision::text AS revision FROM map_revision");
  return Number(row?.revision ?? 0);
}
