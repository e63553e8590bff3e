/**
 * The demo campus of a medical university in Łódź: labels, news, events, communication records,
 * beacons, parking and the indoor map of two buildings. Seeds only an empty database (no area
 * record and no map feature) and is deterministic: every date is fixed in the data.
 *
 * The records are data, `manifests/seed/<area>.yaml` (seed-data.ts), created in the order of
 * `seedOrder` so that ids stay the same; a seed file of an area it does not name is created at the
 * end. What is code stays here and in campus-map.ts: the app accounts (not records of an area's
 * table, and reused when they exist) and the map features, drawn between the beacons they place and
 * the notifications that point at their rooms.
 *
 * Map categories need an icon, advertisements a video and route notifications an audio file: with
 * `files` these files are put in that store (the server's: DATA_DIR/uploads or the bucket); without it
 * those records are left out and counted under `skipped_needs_upload`.
 */
import { areas } from "../../../generated/areas.ts";
import { quote, tabledAreas } from "../../shared/area-columns.ts";
import { AreaRegistry } from "../areas/registry.ts";
import { createAccount, findByLogin } from "../auth/accounts.ts";
import { roleId } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { publishSeededMap } from "../publishing/releases.ts";
import { beaconPlaces, campusMap, type MapRefs } from "./campus-map.ts";
import type { Floor } from "./campus-plan.ts";
import { insertFeatures } from "./map-writer.ts";
import { storeUpload } from "./media.ts";
import { recordWriter } from "./record-writer.ts";
import { type SeedContext, type SeedIds, seedArea, seedAreas } from "./seed-data.ts";

/** Accounts of the mobile app (role "user", no console password): authors of SOS reports and opinions. */
export const appUsers = {
  anna: { name: "Anna Kowalska", email: "anna.kowalska@student.umed.example" },
  jan: { name: "Jan Nowak", email: "jan.nowak@student.umed.example" },
  maria: { name: "Maria Wiśniewska", email: "maria.wisniewska@student.umed.example" },
  tom: { name: "Tom Becker", email: "tom.becker@student.umed.example" },
};

/**
 * The step that draws the map: after the map categories and beacons it points at, before the
 * notifications that point at its rooms.
 */
const map = "map";

/** The areas whose seed files are created, in this order (then those of areas named nowhere here). */
const namedOrder = [
  "campus",
  "category",
  "category_geo",
  "article",
  "event",
  "button",
  "email_sms",
  "parking_legend",
  "parking",
  "beacons",
  map,
  "commercial",
  "notification",
  "sos",
  "rating",
];

/** The steps of the seed: the areas of `namedOrder` that have a seed file, the map, then other seed files. */
function steps(): string[] {
  const files = seedAreas();
  return [...namedOrder, ...files.filter((area) => !namedOrder.includes(area))].filter(
    (step) => step === map || files.includes(step),
  );
}

/** The areas in the order their seed files are created; every area's records share one id sequence. */
export const seedOrder = (): string[] => steps().filter((step) => step !== map);

/**
 * The app accounts, as `user.<key>` in `ids`; reused when they already exist (accounts are not part of
 * the emptiness test).
 */
async function ensureAppUsers(db: Queryable, ids: SeedIds): Promise<number> {
  let created = 0;
  for (const [key, user] of Object.entries(appUsers)) {
    const existing = await findByLogin(db, user.email);
    if (existing) ids.set(`user.${key}`, existing.id);
    else {
      ids.set(
        `user.${key}`,
        (await createAccount(db, { ...user, roles: [roleId("user")], password: null })).id,
      );
      created++;
    }
  }
  return created;
}

/** The map features, with the categories and beacons seeded before; its rooms become `room.<key>`. */
async function seedMap(db: Queryable, ids: SeedIds): Promise<number> {
  const categories: MapRefs["categories"] = {};
  for (const [name, id] of ids)
    if (name.startsWith("category_geo.") && id !== null) categories[name.slice(13)] = id;
  const beacons = await db.query<{ id: number; name: string; mac: string; floor: Floor }>(
    "SELECT id, name, mac, floor FROM beacons ORDER BY id",
  );
  const placed = beacons.flatMap((beacon) => {
    const place = beaconPlaces.get(beacon.name);
    return place ? [{ ...beacon, place }] : [];
  });
  const count = await insertFeatures(db, campusMap({ categories, beacons: placed }));
  const rooms = await db.query<{ id: number; key: string }>(
    "SELECT id, properties->>'key' AS key FROM map_feature WHERE type = 'room'",
  );
  for (const room of rooms) ids.set(`room.${room.key}`, room.id);
  return count;
}

async function seedEmpty(db: Queryable, files: FileStore | undefined): Promise<Record<string, number>> {
  const context: SeedContext = {
    records: recordWriter(db, new AreaRegistry()),
    ids: new Map(),
    ...(files && { upload: (file) => storeUpload(db, files, file) }),
  };
  const appUserCount = await ensureAppUsers(db, context.ids);
  let skipped = 0;
  let mapFeatures = 0;
  for (const step of steps()) {
    if (step === map) mapFeatures = await seedMap(db, context.ids);
    else skipped += await seedArea(context, step);
  }
  await publishSeededMap(db, "Demo campus");
  return {
    ...context.records.counts,
    map_feature: mapFeatures,
    app_user: appUserCount,
    ...(skipped && { skipped_needs_upload: skipped }),
  };
}

/** Seeds the demo campus into an empty database; null when it already holds records or map features. */
export async function seedDemo(
  db: Database,
  options: { files?: FileStore } = {},
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('seed:demo'))");
    const tables = ["map_feature", ...tabledAreas(areas).map((a) => quote(a.area))];
    const [state] = await tx.query<{ busy: boolean }>(
      `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${t})`).join(" OR ")} AS busy`,
    );
    if (state?.busy) return null;
    return seedEmpty(tx, options.files);
  });
}
