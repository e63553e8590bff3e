/**
 * Beacon places and parking features stand for records of the beacons and parking areas, which staff
 * can only edit: saving such a feature links its record, creating it when none exists, so that those
 * areas grow from the map. Runs inside the save's transaction; the beacons table's UNIQUE (mac) keeps
 * a MAC address unique against the areas' own writes running at the same time.
 */

import type { Floor } from "../../shared/floor.ts";
import type { Queryable } from "../db/database.ts";
import type { FieldErrors } from "../http/api-error.ts";

/** A feature about to be written; `properties` is updated in place with the linked record's id. */
export interface PlacedFeature {
  /** its place in the request, for errors (`new.3`) */
  at: string;
  type: string;
  properties: Record<string, unknown>;
}

/** the code of "no such record" (manifests/map.yaml codes.ref) */
const noSuchRecord = 1604;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Inserts a record; with `conflict` (a unique column), none when a row already has its value. */
async function createRecord(
  tx: Queryable,
  area: "beacons" | "parking",
  data: Record<string, unknown>,
  conflict?: string,
): Promise<number | undefined> {
  const names = Object.keys(data);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${area} (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})
     ${conflict ? `ON CONFLICT (${conflict}) DO NOTHING` : ""} RETURNING id`,
    Object.values(data),
  );
  return row?.id;
}

/** The beacon of beacon_id, else of mac (created when no beacon has it); it is now on `floor`. */
async function linkBeacon(tx: Queryable, floor: Floor, feature: PlacedFeature, errors: FieldErrors) {
  const { properties } = feature;
  let beacon: { id: number; mac: string } | undefined;
  if (properties.beacon_id !== null && properties.beacon_id !== undefined) {
    [beacon] = await tx.query<{ id: number; mac: string }>("SELECT id, mac FROM beacons WHERE id = $1", [
      properties.beacon_id,
    ]);
    if (!beacon) {
      errors[`${feature.at}.properties.beacon_id`] = [noSuchRecord];
      return;
    }
  } else {
    const mac = String(properties.mac).toUpperCase();
    const find = () =>
      tx.query<{ id: number; mac: string }>("SELECT id, mac FROM beacons WHERE upper(mac) = $1", [mac]);
    [beacon] = await find();
    if (!beacon) {
      const name = text(properties.name_pl) ?? `Beacon ${String(properties.key)}`;
      const data = { name, floor, status: "active", mac, is_outside: false };
      const id = await createRecord(tx, "beacons", data, "mac");
      // Another write took the MAC address in the meantime: link that beacon.
      [beacon] = id === undefined ? await find() : [{ id, mac }];
      if (!beacon) throw new Error(`beacon ${mac} neither created nor found`);
    }
  }
  await tx.query(
    `UPDATE beacons SET floor = $2, updated_at = now()
     WHERE id = $1 AND floor IS DISTINCT FROM $2`,
    [beacon.id, floor],
  );
  properties.beacon_id = beacon.id;
  properties.mac = beacon.mac;
}

/** The parking lot of parking_lot_id (the feature's key when unset), created when missing. */
async function linkParking(tx: Queryable, feature: PlacedFeature) {
  const { properties } = feature;
  const lotId = text(properties.parking_lot_id) ?? String(properties.key);
  const [lot] = await tx.query<{ id: number }>("SELECT id FROM parking WHERE parking_lot_id = $1", [lotId]);
  if (!lot) {
    const name_pl = text(properties.name_pl) ?? lotId;
    await createRecord(tx, "parking", {
      name_pl,
      name_en: text(properties.name_en) ?? name_pl,
      parking_lot_id: lotId,
      status: "active",
    });
  }
  properties.parking_lot_id = lotId;
}

/** Links (or creates) the records of the beacon places and parking features among `features`. */
export async function linkPlacedRecords(
  tx: Queryable,
  floor: Floor,
  features: PlacedFeature[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const beacons = features.filter((f) => f.type === "beaconplace");
  const parkings = features.filter((f) => f.type === "parking");
  for (const feature of beacons) await linkBeacon(tx, floor, feature, errors);
  // Parking lots have no unique column: map saves that create lots take turns.
  if (parkings.length) await tx.query("SELECT pg_advisory_xact_lock(hashtext('link:parking'))");
  for (const feature of parkings) await linkParking(tx, feature);
  return errors;
}
