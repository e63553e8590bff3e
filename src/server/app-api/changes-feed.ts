/**
 * GET /api/app/v1/changes?since=<cursor> (docs/app-api.md#changes): what the app should read again
 * since its last poll, in one small answer: the ids per kind of the records written (the audit
 * history: created, changed, deleted), the records that crossed an end of their publication window in
 * between (they went live or ended without anyone writing), a newer map release, and the next cursor.
 *
 * The cursor holds three things: the database snapshot the last poll read with (the next poll lists
 * the audit entries that snapshot did not see: ids and times cannot tell this, as a transaction may
 * commit after a later one; so an entry is never missed and never comes twice), the moment it was made
 * (window crossings are counted from there, by the server's clock) and the latest release then.
 */
import { quote, sqlType } from "../../shared/area-columns.ts";
import type { AreaSpec } from "../../shared/area-spec.ts";
import { campusTimeZone } from "../../shared/campus-time-zone.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { latestReleaseNumber } from "../publishing/releases.ts";

export interface FeedCursor {
  /** the snapshot the poll read with (pg_snapshot's text: xmin:xmax:in-progress,…) */
  snapshot: string;
  /** milliseconds since the epoch, by the server's clock */
  at: number;
  release: number;
}

export interface Changes {
  cursor: string;
  /** the latest release, when it is newer than the cursor's; null otherwise */
  mapRelease: number | null;
  /** per kind (the app's call: articles, events, …), the ids to read again, ascending */
  changes: Record<string, number[]>;
  /** the kinds with more than idsPerKindMax ids: read their whole list again */
  reload: string[];
}

/** at most this many ids per kind: more, and the app reads the whole list again anyway */
export const idsPerKindMax = 100;

/** the longest cursor: a snapshot naming more transactions in progress is cut to its xmin */
export const cursorMaxLength = 512;

/**
 * A snapshot as the cursor keeps it. One with too many transactions in progress is kept as
 * "nothing from its xmin on was seen": entries may then come twice, but none is missed.
 */
function keptSnapshot(snapshot: string): string {
  if (snapshot.length <= 300) return snapshot;
  const xmin = snapshot.split(":")[0];
  return `${xmin}:${xmin}:`;
}

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${keptSnapshot(cursor.snapshot)}|${cursor.at}|${cursor.release}`).toString("base64url");
}

/** The cursor the app sent; anything else is refused (9022), never read as "from the start". */
export function decodeCursor(raw: string): FeedCursor {
  const text =
    raw.length <= cursorMaxLength && /^[A-Za-z0-9_-]+$/.test(raw)
      ? Buffer.from(raw, "base64url").toString()
      : "";
  const parts = /^(\d{1,20}:\d{1,20}:(?:\d{1,20}(?:,\d{1,20})*)?)\|(\d{1,15})\|(\d{1,9})$/.exec(text);
  if (!parts) throw ApiError.code(9022, "since");
  return { snapshot: parts[1] as string, at: Number(parts[2]), release: Number(parts[3]) };
}

/** The cursor of now: where the next poll starts. */
export async function currentCursor(db: Queryable, now: number): Promise<FeedCursor> {
  const [row] = await db.query<{ snapshot: string }>("SELECT pg_current_snapshot()::text AS snapshot");
  return { snapshot: row?.snapshot ?? "1:1:", at: now, release: (await latestReleaseNumber(db)) ?? 0 };
}

/**
 * A kind of the feed: the app's name for an audited area, and how to find its records that crossed a
 * moment without anyone writing (an area's publication window, a closure's start or end).
 */
export interface FeedKind {
  kind: string;
  area?: AreaSpec;
  /** at most `limit` ids whose window began or ended after `from` and by `to` */
  crossings?: (db: Queryable, from: Date, to: Date, limit: number) => Promise<number[]>;
}

/** The ids of `area` whose window began or ended after `from` and by `to`. */
async function windowCrossings(db: Queryable, area: AreaSpec, from: Date, to: Date): Promise<number[]> {
  const schedule = area.schedule;
  if (!schedule) return [];
  const start = quote(schedule.from);
  const end = quote(schedule.until);
  const byDay = area.fields.some((f) => f.name === schedule.from && sqlType(f) === "date");
  // A date-only window starts with its first day and ends when the day after its last begins.
  const sql = byDay
    ? `WITH d AS (SELECT ($1::timestamptz AT TIME ZONE '${campusTimeZone}')::date AS a,
                         ($2::timestamptz AT TIME ZONE '${campusTimeZone}')::date AS b)
       SELECT id FROM ${quote(area.viewOf ?? area.area)}, d
       WHERE (${start} > d.a AND ${start} <= d.b) OR (${end} + 1 > d.a AND ${end} + 1 <= d.b)`
    : `SELECT id FROM ${quote(area.viewOf ?? area.area)}
       WHERE (${start} > $1 AND ${start} <= $2) OR (${end} > $1 AND ${end} <= $2)`;
  const rows = await db.query<{ id: number }>(`${sql} ORDER BY id LIMIT ${idsPerKindMax + 1}`, [
    from.toISOString(),
    to.toISOString(),
  ]);
  return rows.map((row) => row.id);
}

/**
 * What changed since `since` for the kinds the app reads: `kinds` maps an audited area to the app's
 * name for it (the area's `app.path`; parking lots as `parking`).
 */
export async function changesSince(
  db: Queryable,
  since: FeedCursor,
  now: number,
  kinds: Map<string, FeedKind>,
): Promise<Changes> {
  // One statement: the entries it sees and the snapshot it reports are the same, so the next poll
  // starts exactly where this one ends.
  const [read] = await db.query<{ snapshot: string; written: { area: string; ids: number[] }[] }>(
    `SELECT pg_current_snapshot()::text AS snapshot, (
       SELECT coalesce(json_agg(json_build_object('area', area, 'ids', ids)), '[]'::json) FROM (
         SELECT area, array_agg(DISTINCT record_id ORDER BY record_id) AS ids FROM audit_entry
         WHERE xact >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(xact, $1::pg_snapshot)
           AND area = ANY($2::text[]) AND record_id IS NOT NULL
         GROUP BY area) grouped) AS written`,
    [since.snapshot, [...kinds.keys()]],
  );
  const written = read?.written ?? [];
  const next = {
    snapshot: read?.snapshot ?? since.snapshot,
    at: now,
    release: (await latestReleaseNumber(db)) ?? 0,
  };
  const ids = new Map<string, Set<number>>();
  const add = (kind: string, found: number[]) => {
    const set = ids.get(kind) ?? new Set<number>();
    for (const id of found) set.add(id);
    ids.set(kind, set);
  };
  for (const row of written) {
    const kind = kinds.get(row.area)?.kind;
    if (kind) add(kind, row.ids);
  }
  for (const { kind, area, crossings } of kinds.values()) {
    const [from, to] = [new Date(since.at), new Date(now)];
    if (area) add(kind, await windowCrossings(db, area, from, to));
    if (crossings) add(kind, await crossings(db, from, to, idsPerKindMax + 1));
  }
  const kindsFound = [...ids.entries()]
    .filter(([, set]) => set.size > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const many = (set: Set<number>) => set.size > idsPerKindMax;
  return {
    cursor: encodeCursor(next),
    mapRelease: next.release > since.release ? next.release : null,
    changes: Object.fromEntries(
      kindsFound.filter(([, set]) => !many(set)).map(([kind, set]) => [kind, [...set].sort((a, b) => a - b)]),
    ),
    reload: kindsFound.filter(([, set]) => many(set)).map(([kind]) => kind),
  };
}
