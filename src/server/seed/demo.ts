/**
 * The demo campus of a medical university in Łódź: labels, news, events, communication records,
 * beacons, parking and the indoor map of two buildings. Seeds only an empty database (no area
 * record and no map feature) and is deterministic: every date is an offset from a fixed day.
 *
 * The records that are plain data live in `manifests/seed/<area>.yaml` (seed-data.ts) and are created
 * here in their place in the order below, so ids stay the same; a seed file of an area this module
 * does not name is created at the end. What is code stays here: generated map features, beacons,
 * parking occupancy, media files, app accounts.
 *
 * Map categories need an icon, advertisements a video and route notifications an audio file: with
 * `dataDir` these files are written under `dataDir/uploads`; without it those records are left out
 * and counted under `skipped_needs_upload`.
 */
import { areas } from "../../../generated/areas.ts";
import { quote, tabledAreas } from "../../shared/area-columns.ts";
import { AreaRegistry } from "../areas/registry.ts";
import { createAccount, findByLogin } from "../auth/accounts.ts";
import { roleId } from "../auth/guard.ts";
import type { Database, Queryable } from "../db/database.ts";
import { campusMap, toLonLat } from "./campus-map.ts";
import {
  type AppUserKey,
  appUsers,
  commercials,
  notifications,
  ratings,
  sosReports,
} from "./communication.ts";
import { at } from "./dates.ts";
import { beacons, parkingLots, parkingRecord } from "./facilities.ts";
import { insertFeatures } from "./map-writer.ts";
import { advertisementWebm, chimeWav, iconPng, storeUpload } from "./media.ts";
import { recordWriter } from "./record-writer.ts";
import { type SeedIds, seedArea, seedAreas } from "./seed-data.ts";
import { type MapCategoryKey, mapCategories } from "./taxonomy.ts";

type Ids<K extends string> = Partial<Record<K, number>>;

/** The app accounts, reused when they already exist (accounts are not part of the emptiness test). */
async function ensureAppUsers(db: Queryable): Promise<{ ids: Record<AppUserKey, number>; created: number }> {
  const ids = {} as Record<AppUserKey, number>;
  let created = 0;
  for (const [key, user] of Object.entries(appUsers) as [AppUserKey, (typeof appUsers)[AppUserKey]][]) {
    const existing = await findByLogin(db, user.email);
    if (existing) ids[key] = existing.id;
    else {
      ids[key] = (await createAccount(db, { ...user, roles: [roleId("user")], password: null })).id;
      created++;
    }
  }
  return { ids, created };
}

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo data names an unknown ${what}`);
  return value;
};

async function seedEmpty(db: Queryable, dataDir: string | undefined): Promise<Record<string, number>> {
  const records = recordWriter(db, new AreaRegistry());
  let skipped = 0;
  const users = await ensureAppUsers(db);

  const seedIds: SeedIds = new Map();
  const seeded = new Set<string>();
  /** The records of manifests/seed/<area>.yaml, when there is such a file. */
  const fromData = async (area: string) => {
    seeded.add(area);
    if (seedAreas().includes(area)) await seedArea(records, area, seedIds);
  };

  await fromData("campus");
  await fromData("category");
  const placeIds: Ids<MapCategoryKey> = {};
  for (const [key, category] of Object.entries(mapCategories) as [
    MapCategoryKey,
    (typeof mapCategories)[MapCategoryKey],
  ][]) {
    if (!dataDir) {
      skipped++;
      seedIds.set(`category_geo.${key}`, null);
      continue;
    }
    const icon = await storeUpload(db, dataDir, {
      name: `demo-icon-${key.replaceAll("_", "-")}.png`,
      kind: "icon",
      mime: "image/png",
      bytes: iconPng(category.color),
    });
    placeIds[key] = await records.create("category_geo", {
      ...category,
      icon,
      visible: true,
      icon_visible: true,
      lang: "pl",
    });
    seedIds.set(`category_geo.${key}`, placeIds[key]);
  }

  for (const area of ["article", "event", "button", "email_sms", "parking_legend"]) await fromData(area);
  for (const lot of parkingLots) await records.insert("parking", parkingRecord(lot), at(-30, "06:00"));

  const placedBeacons = [];
  for (const { place, ...beacon } of beacons()) {
    placedBeacons.push({ ...beacon, place, id: await records.create("beacons", beacon) });
  }
  const mapFeatures = await insertFeatures(db, campusMap({ categories: placeIds, beacons: placedBeacons }));
  const roomRows = await db.query<{ id: number; key: string }>(
    "SELECT id, properties->>'key' AS key FROM map_feature WHERE type = 'room'",
  );
  const roomIds = new Map(roomRows.map((r) => [r.key, r.id]));

  for (const [i, ad] of commercials.entries()) {
    if (!dataDir) {
      skipped++;
      continue;
    }
    const video = await storeUpload(db, dataDir, {
      name: `demo-ad-${i + 1}.webm`,
      kind: "video",
      mime: "video/webm",
      bytes: advertisementWebm(),
    });
    const beacon = required(
      placedBeacons.find((b) => b.name === ad.beacon),
      `beacon ${ad.beacon}`,
    );
    await records.create("commercial", {
      name: ad.name,
      lang: ad.lang,
      status: ad.status,
      video,
      beacon_id: beacon.id,
    });
  }

  for (const [i, { room, chime, sent_at, ...notification }] of notifications.entries()) {
    if (chime && !dataDir) {
      skipped++;
      continue;
    }
    const file =
      chime && dataDir
        ? await storeUpload(db, dataDir, {
            name: `demo-route-${i + 1}.wav`,
            kind: "audio",
            mime: "audio/wav",
            bytes: chimeWav(chime),
          })
        : undefined;
    const id = await records.create("notification", {
      ...notification,
      ...(room && { location_id: required(roomIds.get(room), `room ${room}`) }),
      ...(file && { file }),
    });
    // sent_at is read-only: only the push sender sets it, after the record exists.
    if (sent_at) await db.query("UPDATE notification SET sent_at = $2 WHERE id = $1", [id, sent_at]);
  }

  for (const report of sosReports) {
    const [lon, lat] = toLonLat(report.at);
    await records.insert(
      "sos",
      {
        user_id: report.user ? users.ids[report.user] : null,
        message: report.message,
        lon,
        lat,
        floor: report.floor,
        ...(report.reply && {
          reply_title: report.reply.title,
          reply_body: report.reply.body,
          replied_at: report.reply.at,
        }),
      },
      report.created,
    );
  }
  for (const rating of ratings) {
    await records.insert(
      "rating",
      {
        text: rating.text,
        user_id: rating.user ? users.ids[rating.user] : null,
        answered: Boolean(rating.reply),
        ...(rating.reply && {
          reply_title: rating.reply.title,
          reply_body: rating.reply.body,
          replied_at: rating.reply.at,
        }),
      },
      rating.created,
    );
  }

  // Demo data of areas named nowhere above (an area added with a manifest and a seed file only).
  for (const area of seedAreas()) if (!seeded.has(area)) await fromData(area);

  return {
    ...records.counts,
    map_feature: mapFeatures,
    app_user: users.created,
    ...(skipped && { skipped_needs_upload: skipped }),
  };
}

/** Seeds the demo campus into an empty database; null when it already holds records or map features. */
export async function seedDemo(
  db: Database,
  options: { dataDir?: string } = {},
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('seed:demo'))");
    const tables = ["map_feature", ...tabledAreas(areas).map((a) => quote(a.area))];
    const [state] = await tx.query<{ busy: boolean }>(
      `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${t})`).join(" OR ")} AS busy`,
    );
    if (state?.busy) return null;
    return seedEmpty(tx, options.dataDir);
  });
}
