/** Beacons as choices (GET /api/beacon_basic): a beacon has one identifying name, in no language. */
import type { Lang } from "../../shared/area-spec.ts";
import type { Queryable } from "../db/database.ts";
import { type Choice, sortByName } from "./choices.ts";

export async function beaconChoices(db: Queryable, lang: Lang): Promise<Choice[]> {
  const rows = await db.query<{ id: number; name: string | null }>("SELECT id, name FROM beacons");
  return sortByName(
    rows.map((row) => ({ id: row.id, name: row.name?.trim() || `#${row.id}` })),
    lang,
  );
}
