/**
 * Temporary closures of map features (migration 031): a door, a connector, a stairs line or a route
 * closed from one moment to another, with the reason in Polish and English. A closure is operational,
 * not a map change: it names the feature by its stable id, so it holds on the draft and on every
 * release alike, without a publish. "Now" is the server's clock (AppOptions.clock), as for
 * publication windows. Ended closures stay in the table as history and are listed nowhere.
 */
import type { Lang } from "../../shared/area-spec.ts";
import type { Queryable } from "../db/database.ts";
import { latestRelease } from "../publishing/map-states.ts";

/** The area of the closures' audit entries, which the app's changes feed reports as `closures`. */
export const closuresArea = "map_closure";

export interface ClosureInput {
  featureId: number;
  from: Date;
  to: Date;
  reasonPl: string;
  reasonEn: string;
}

/** A closure as staff list it (GET /api/map/closures). */
export interface Closure {
  id: number;
  feature: ClosedFeature;
  from: string;
  to: string;
  /** in force at the moment of the list (otherwise planned) */
  current: boolean;
  reason_pl: string;
  reason_en: string;
  author: string | null;
}

export interface ClosedFeature {
  id: number;
  type: string;
  floor: string;
  key: string | null;
  name_pl: string | null;
  name_en: string | null;
}

interface ClosureRow {
  id: number;
  feature_id: number;
  starts_at: Date;
  ends_at: Date;
  reason_pl: string;
  reason_en: string;
  author_name: string | null;
  type: string | null;
  floor: string | null;
  properties: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const featureOf = (row: ClosureRow): ClosedFeature => ({
  id: row.feature_id,
  type: row.type ?? "",
  floor: row.floor ?? "",
  key: text(row.properties?.key),
  name_pl: text(row.properties?.name_pl),
  name_en: text(row.properties?.name_en),
});

/** The feature of `id` as the draft has it, else as the latest release does; null when neither has it. */
export async function closableFeature(
  db: Queryable,
  id: number,
): Promise<{ id: number; type: string; floor: string } | null> {
  const [row] = await db.query<{ id: number; type: string; floor: string }>(
    `SELECT id, type, floor FROM map_feature WHERE id = $1
     UNION ALL SELECT id, type, floor FROM (${latestRelease.sql}) AS released WHERE id = $1
     LIMIT 1`,
    [id],
  );
  return row ?? null;
}

export async function insertClosure(
  tx: Queryable,
  input: ClosureInput,
  by: { id: number; name: string } | null,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO map_closure (feature_id, starts_at, ends_at, reason_pl, reason_en, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.featureId,
      input.from.toISOString(),
      input.to.toISOString(),
      input.reasonPl,
      input.reasonEn,
      by?.id ?? null,
      by?.name ?? null,
    ],
  );
  if (!row) throw new Error("the closure's insert returned nothing");
  return row.id;
}

/** Deletes closure `id`; answers what it was (for the audit), null when there is none. */
export async function deleteClosure(
  tx: Queryable,
  id: number,
): Promise<{ feature_id: number; from: string; to: string } | null> {
  const [row] = await tx.query<{ feature_id: number; starts_at: Date; ends_at: Date }>(
    "DELETE FROM map_closure WHERE id = $1 RETURNING feature_id, starts_at, ends_at",
    [id],
  );
  return row ? { feature_id: row.feature_id, from: iso(row.starts_at), to: iso(row.ends_at) } : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The closures not yet ended at `now` (in force or planned), soonest first, each with its feature as
 * the draft has it (else as the latest release does).
 */
export async function openClosures(db: Queryable, now: number): Promise<Closure[]> {
  const rows = await db.query<ClosureRow>(
    `SELECT c.id, c.feature_id, c.starts_at, c.ends_at, c.reason_pl, c.reason_en, c.author_name,
            coalesce(d.type, r.type) AS type, coalesce(d.floor, r.floor) AS floor,
            coalesce(d.properties, r.properties) AS properties
     FROM map_closure c
     LEFT JOIN map_feature d ON d.id = c.feature_id
     LEFT JOIN (${latestRelease.sql}) AS r ON r.id = c.feature_id
     WHERE c.ends_at > $1 ORDER BY c.starts_at, c.id`,
    [new Date(now).toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    feature: featureOf(row),
    from: iso(row.starts_at),
    to: iso(row.ends_at),
    current: new Date(row.starts_at).getTime() <= now,
    reason_pl: row.reason_pl,
    reason_en: row.reason_en,
    author: row.author_name,
  }));
}

/** A closure in force as the app lists it (GET /api/app/v1/closures): the reason in one language. */
export interface AppClosure {
  id: number;
  feature: { id: number; type: string; floor: string; key: string | null; name: string | null };
  from: string;
  to: string;
  reason: string;
}

/** The closures in force at `now` of features the latest release has, soonest ending first. */
export async function currentReleasedClosures(db: Queryable, now: number, lang: Lang): Promise<AppClosure[]> {
  const rows = await db.query<ClosureRow>(
    `SELECT c.id, c.feature_id, c.starts_at, c.ends_at, c.reason_pl, c.reason_en, c.author_name,
            r.type, r.floor, r.properties
     FROM map_closure c JOIN (${latestRelease.sql}) AS r ON r.id = c.feature_id
     WHERE c.starts_at <= $1 AND c.ends_at > $1 ORDER BY c.ends_at, c.id`,
    [new Date(now).toISOString()],
  );
  return rows.map((row) => {
    const feature = featureOf(row);
    return {
      id: row.id,
      feature: {
        id: feature.id,
        type: feature.type,
        floor: feature.floor,
        key: feature.key,
        // an English name missing is given in Polish, as the app's other calls do
        name: (lang === "en" ? feature.name_en : null) ?? feature.name_pl,
      },
      from: iso(row.starts_at),
      to: iso(row.ends_at),
      reason: lang === "en" ? row.reason_en : row.reason_pl,
    };
  });
}

/**
 * The features closed at `now`, and the next moment after it when a closure starts or ends (null
 * when none will): an answer that depends on the closures holds until then.
 */
export async function closuresInForce(
  db: Queryable,
  now: number,
): Promise<{ closed: number[]; nextChange: number | null }> {
  const at = new Date(now).toISOString();
  const [row] = await db.query<{ closed: number[] | null; next_change: Date | null }>(
    `SELECT (SELECT array_agg(DISTINCT feature_id ORDER BY feature_id) FROM map_closure
             WHERE starts_at <= $1 AND ends_at > $1) AS closed,
            (SELECT min(least(CASE WHEN starts_at > $1 THEN starts_at END, ends_at)) FROM map_closure
             WHERE ends_at > $1) AS next_change`,
    [at],
  );
  return {
    closed: row?.closed ?? [],
    nextChange: row?.next_change ? new Date(row.next_change).getTime() : null,
  };
}

/** At most `limit` closures that started or ended after `from` and by `to` (the app's changes feed). */
export async function closureCrossings(
  db: Queryable,
  from: Date,
  to: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM map_closure
     WHERE (starts_at > $1 AND starts_at <= $2) OR (ends_at > $1 AND ends_at <= $2) ORDER BY id LIMIT $3`,
    [from.toISOString(), to.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}
