/**
 * Where the names of a list's reference columns come from (spec §2: staff read names, not ids):
 * a `lookup:<call>` source is the lookup of that name; `area:beacons` is GET /api/beacon_basic;
 * `area:user` (the author of an opinion or SOS report) is GET /api/author_names for the ids on the
 * page, since the users area itself is the admin's alone; and a lookup whose whole list is cut short
 * (the rooms: a campus has hundreds) is asked for the ids on the page (`GET /api/rooms?ids=`).
 */
export type NameSource =
  | { kind: "lookup"; call: string }
  | { kind: "ids"; call: string }
  | { kind: "authors" }
  | { kind: "none" };

const areaLookups: Record<string, string> = { beacons: "beacon_basic" };
/** lookups that answer at most a few dozen of their choices, and the names of the ids asked for */
const lookupsByIds = new Set(["rooms"]);

export function nameSourceOf(source: string | undefined): NameSource {
  if (!source) return { kind: "none" };
  if (source.startsWith("lookup:")) {
    const call = source.slice("lookup:".length);
    return lookupsByIds.has(call) ? { kind: "ids", call } : { kind: "lookup", call };
  }
  if (source === "area:user") return { kind: "authors" };
  const area = source.startsWith("area:") ? source.slice("area:".length) : "";
  const call = areaLookups[area];
  return call ? { kind: "lookup", call } : { kind: "none" };
}

/** The distinct positive ids of `field` in `rows`, ascending, as the `ids` parameter wants them. */
export function idsParameter(rows: readonly Record<string, unknown>[], fields: readonly string[]): string {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field];
      if (typeof value === "number" && Number.isInteger(value) && value > 0) ids.add(value);
    }
  }
  return [...ids].sort((a, b) => a - b).join(",");
}
