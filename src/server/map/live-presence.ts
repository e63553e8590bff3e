/**
 * Who has a floor open (map_presence, migration 034): one row per open live stream, written by the
 * process serving it, with the editor's selection and the last time the editor's browser said it was
 * there (POST /api/map/presence). An editor is present while the stream is open, its process alive
 * and its browser not quiet for longer than quietSeconds.
 */
import { randomUUID } from "node:crypto";
import { type Database, liveProcessSql, type Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";

/** a browser that sent no presence for this long is no longer shown (the console sends one every 10 s) */
export const quietSeconds = 30;
/** live streams one account may have open at once, over all processes (3442 beyond) */
export const maxStreamsPerAccount = 5;
/** the least time between two presences of one stream (3443 sooner) */
export const presenceIntervalMs = 250;
/** the most features one selection names (3445 beyond) */
export const maxSelected = 1000;

/** distinct on a light and a dark map; an editor's colour is the one of their account */
const palette = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#008080", "#f032e6", "#9a6324"];

export interface Editor {
  stream: string;
  account: { id: number; name: string };
  /** accounts have no picture yet: always null, for the console to show initials */
  avatar: string | null;
  colour: string;
  selected: number[];
}

/**
 * A new stream's row; 3442 when the account already has maxStreamsPerAccount open (rows of dead
 * processes not counted). One account's opens take turns, so two at once cannot both slip under.
 */
export function openPresence(db: Database, accountId: number, floor: string): Promise<Editor["stream"]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`map-live:${accountId}`]);
    const [row] = await tx.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM map_presence
        WHERE account_id = $1 AND ${liveProcessSql(db, "process", "$2")}`,
      [accountId, db.process],
    );
    if ((row?.open ?? 0) >= maxStreamsPerAccount) throw ApiError.code(3442);
    const stream = randomUUID();
    await tx.query(
      // seen long enough ago that the console's first presence, sent at once, is taken
      `INSERT INTO map_presence (stream, account_id, floor, process, colour, seen_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(secs => $6))`,
      [stream, accountId, floor, db.process, palette[accountId % palette.length], presenceIntervalMs / 1000],
    );
    return stream;
  });
}

export async function closePresence(db: Queryable, stream: string): Promise<void> {
  await db.query("DELETE FROM map_presence WHERE stream = $1", [stream]);
}

/**
 * The editor's selection and a sign of life; answers the stream's floor. 3444 when the account has
 * no such stream open, 3443 when its last presence was under presenceIntervalMs ago.
 */
export async function touchPresence(
  db: Queryable,
  accountId: number,
  stream: string,
  selected: number[],
): Promise<string> {
  const [row] = await db.query<{ floor: string; touched: boolean }>(
    `WITH mine AS (SELECT stream, floor, seen_at FROM map_presence WHERE stream = $1 AND account_id = $2),
     touched AS (
       UPDATE map_presence p SET selected = $3::jsonb, seen_at = now() FROM mine
        WHERE p.stream = mine.stream AND mine.seen_at <= now() - make_interval(secs => $4)
       RETURNING p.stream)
     SELECT mine.floor, EXISTS (SELECT 1 FROM touched) AS touched FROM mine`,
    [stream, accountId, JSON.stringify(selected), presenceIntervalMs / 1000],
  );
  if (!row) throw ApiError.code(3444, "stream");
  if (!row.touched) throw ApiError.code(3443);
  return row.floor;
}

/** The editors present on `floor`, in the order they opened it. */
export function floorPresence(db: Database, floor: string): Promise<Editor[]> {
  return db.query<Editor>(
    `SELECT p.stream, json_build_object('id', u.id, 'name', u.name) AS account, NULL AS avatar, p.colour,
            p.selected
       FROM map_presence p JOIN app_user u ON u.id = p.account_id
      WHERE p.floor = $1 AND p.seen_at > now() - make_interval(secs => $2)
        AND ${liveProcessSql(db, "p.process", "$3")}
      ORDER BY p.opened_at, p.stream`,
    [floor, quietSeconds, db.process],
  );
}

/** Rows left by processes that died (PostgreSQL only: a PGlite process that dies leaves no other). */
export async function forgetDeadPresence(db: Database): Promise<void> {
  await db.query(`DELETE FROM map_presence WHERE NOT ${liveProcessSql(db, "process", "$1")}`, [db.process]);
}
