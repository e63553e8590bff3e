/**
 * Idempotency keys in table idempotency_key (migrations 007, 030), one row per account and key. Each
 * step is one statement, so API processes sharing the database need no lock of their own: of two
 * requests claiming one key at once, PostgreSQL lets exactly one insert it. A claim names the process
 * holding it; a retry takes over the claim of a process that died, unless the claimed request's
 * writes had committed (`applied`, marked inside their transaction): then its answer was lost with
 * the process, and the retry is told so instead of running the writes again.
 */
import { randomBytes } from "node:crypto";
import { type Database, liveProcessSql, type Queryable } from "../db/database.ts";

/** how long a key and its answer are kept */
export const keptHours = 24;

/**
 * A claim older than this that never answered is abandoned even if its process lives: the database
 * was gone when it tried to let the key go. The next retry with the same request takes it over. Far
 * above the time any request runs once its body has arrived, which is when a key is claimed. A claim
 * of a process that died is abandoned at once.
 */
export const abandonedAfterSeconds = 60;

export interface Held {
  userId: number;
  key: string;
  claim: string;
}

export interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

export type Claimed =
  | { outcome: "claimed"; held: Held }
  | { outcome: "answered"; answer: Answer }
  | { outcome: "running" }
  | { outcome: "applied, answer lost" }
  | { outcome: "other request" };

interface Row {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  applied: boolean;
  alive: boolean;
}

// A row past its time is free again, whether or not the purge has come by yet. $7: this process.
const claimSql = (db: Database) => `
  INSERT INTO idempotency_key AS k (user_id, key, fingerprint, claim, holder) VALUES ($1, $2, $3, $4, $7)
  ON CONFLICT (user_id, key) DO UPDATE
    SET fingerprint = excluded.fingerprint, claim = excluded.claim, holder = excluded.holder,
        applied = false, status = NULL, content_type = NULL, body = NULL, created_at = now()
    WHERE k.created_at <= now() - make_interval(hours => $5)
       OR (k.status IS NULL AND NOT k.applied AND k.fingerprint = excluded.fingerprint
           AND (k.created_at <= now() - make_interval(secs => $6) OR NOT ${liveProcessSql(db, "k.holder", "$7")}))
  RETURNING 1`;

/**
 * Claims `key` for the request `fingerprint` stands for, or tells what holds it: the answer of the
 * same request, the same request still running, or another request.
 */
export async function claimKey(
  db: Database,
  { userId, key, fingerprint }: { userId: number; key: string; fingerprint: string },
): Promise<Claimed> {
  // A key let go or purged between the two statements is claimed on the next round.
  for (let round = 0; round < 3; round++) {
    const claim = randomBytes(16).toString("hex");
    const params = [userId, key, fingerprint, claim, keptHours, abandonedAfterSeconds, db.process];
    if ((await db.query(claimSql(db), params)).length)
      return { outcome: "claimed", held: { userId, key, claim } };
    const [row] = await db.query<Row>(
      `SELECT fingerprint, status, content_type, body, applied, ${liveProcessSql(db, "holder", "$3")} AS alive
       FROM idempotency_key WHERE user_id = $1 AND key = $2`,
      [userId, key, db.process],
    );
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { outcome: "other request" };
    if (row.status === null && row.applied && !row.alive) return { outcome: "applied, answer lost" };
    if (row.status === null) return { outcome: "running" };
    return {
      outcome: "answered",
      answer: { status: row.status, contentType: row.content_type, body: row.body ?? "" },
    };
  }
  return { outcome: "running" };
}

/** Marks the claimed request's writes as committed: called inside their transaction. */
export async function markApplied(tx: Queryable, { userId, key, claim }: Held): Promise<void> {
  await tx.query("UPDATE idempotency_key SET applied = true WHERE user_id = $1 AND key = $2 AND claim = $3", [
    userId,
    key,
    claim,
  ]);
}

/** Keeps the answer of the request holding the claim. */
export async function storeAnswer(
  db: Queryable,
  { userId, key, claim }: Held,
  answer: Answer,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_key SET status = $4, content_type = $5, body = $6
     WHERE user_id = $1 AND key = $2 AND claim = $3`,
    [userId, key, claim, answer.status, answer.contentType, answer.body],
  );
}

/** Lets the key go, so that a retry runs the request again. */
export async function releaseKey(db: Queryable, { userId, key, claim }: Held): Promise<void> {
  await db.query("DELETE FROM idempotency_key WHERE user_id = $1 AND key = $2 AND claim = $3", [
    userId,
    key,
    claim,
  ]);
}

/** Deletes the keys past their time and counts them. Several processes may purge at once. */
export async function purgeIdempotencyKeys(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `WITH gone AS (DELETE FROM idempotency_key WHERE created_at <= now() - make_interval(hours => $1) RETURNING 1)
     SELECT count(*) AS n FROM gone`,
    [keptHours],
  );
  return Number(row?.n ?? 0);
}
