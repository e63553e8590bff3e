/**
 * Releases of the map (migration 023): publishing the draft as release n + 1, publishing an earlier
 * release's content again (a rollback), and the list of releases. A publish writes only what changed:
 * the latest rows of changed and removed features are closed at the new release, and the new states
 * of added and changed features are added from it. Publishes and rollbacks take one lock, so two at
 * once make two releases one after the other, each against the one before.
 */
import { pageSize } from "../../shared/list-page.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import {
  type ChangeCounts,
  changedBetweenReleases,
  changesBetween,
  countChanges,
  draft,
  type FeatureChange,
  latestRelease,
  releaseState,
} from "./map-states.ts";

export interface Author {
  id: number;
  name: string;
}

/** Who published a release: the account's id is null once the account is deleted, its name stays. */
export interface Publisher {
  id: number | null;
  name: string;
}

export interface ReleaseSummary {
  number: number;
  publishedAt: string;
  author: Publisher | null;
  comment: string;
  counts: ChangeCounts;
  /** the release whose content this one published again; null for a publish of the draft */
  rollbackOf: number | null;
}

/** The number of the latest release; null before the first publish. */
export async function latestReleaseNumber(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ number: number | null }>("SELECT max(number) AS number FROM map_release");
  return row?.number ?? null;
}

/** 1521 (404) on `field` unless release `number` exists. */
export async function refuseUnknownRelease(db: Queryable, number: number, field: string): Promise<void> {
  const [row] = await db.query("SELECT 1 FROM map_release WHERE number = $1", [number]);
  if (!row) throw ApiError.code(1521, field);
}

/**
 * Writes release `number` (the latest + 1) as `target` (the draft, or an earlier release) differs from
 * the latest release: `changes` are those differences, `rows` selects the target's rows of the features
 * to add.
 */
async function writeRelease(
  tx: Queryable,
  number: number,
  changes: FeatureChange[],
  rows: { sql: string; params: unknown[] },
  meta: { by: Author | null; comment: string; rollbackOf: number | null },
): Promise<{ number: number; counts: ChangeCounts }> {
  const counts = countChanges(changes);
  await tx.query(
    `INSERT INTO map_release (number, author_id, author_name, comment, counts, rollback_of)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      number,
      meta.by?.id ?? null,
      meta.by?.name ?? null,
      meta.comment,
      JSON.stringify(counts),
      meta.rollbackOf,
    ],
  );
  const closed = changes.filter((c) => c.change !== "added").map((c) => c.id);
  const opened = changes.filter((c) => c.change !== "removed").map((c) => c.id);
  if (closed.length)
    await tx.query(
      "UPDATE map_release_feature SET until_release = $1 WHERE until_release IS NULL AND id = ANY($2::int[])",
      [number, closed],
    );
  if (opened.length) {
    const at = rows.params.length;
    await tx.query(
      `INSERT INTO map_release_feature (id, version, floor, type, geometry, properties, source, bbox,
         answer_line, from_release)
       SELECT id, version, floor, type, geometry, properties, source, bbox, answer_line, $${at + 1}
       FROM (${rows.sql}) AS target WHERE id = ANY($${at + 2}::int[])`,
      [...rows.params, number, opened],
    );
  }
  return { number, counts };
}

const lock = "SELECT pg_advisory_xact_lock(hashtext('map:release'))";

/** Publishes the draft as the next release; 1520 (409) when it holds nothing the latest does not. */
export async function publishDraft(
  tx: Queryable,
  by: Author | null,
  comment: string,
): Promise<{ number: number; counts: ChangeCounts }> {
  await tx.query(lock);
  const changes = await changesBetween(tx, latestRelease, draft);
  if (!changes.length) throw ApiError.code(1520);
  return writeRelease(
    tx,
    ((await latestReleaseNumber(tx)) ?? 0) + 1,
    changes,
    { sql: "SELECT * FROM map_feature", params: [] },
    { by, comment, rollbackOf: null },
  );
}

/**
 * A seeded map (the demo campus, SEED_DEMO=imdf:…) is release 1: published when there is no release
 * yet and the draft holds features.
 */
export async function publishSeededMap(tx: Queryable, comment: string): Promise<void> {
  await tx.query(lock);
  if ((await latestReleaseNumber(tx)) !== null) return;
  const [row] = await tx.query("SELECT 1 FROM map_feature LIMIT 1");
  if (row) await publishDraft(tx, null, comment);
}

/**
 * Publishes release `number`'s content again as the next release (the draft is left as it is);
 * 1521 (404) for an unknown release, 1523 (409) when the latest release already holds that content.
 */
export async function rollBackTo(
  tx: Queryable,
  number: number,
  by: Author | null,
  comment: string,
): Promise<{ number: number; counts: ChangeCounts }> {
  await tx.query(lock);
  await refuseUnknownRelease(tx, number, "number");
  const latest = (await latestReleaseNumber(tx)) ?? number;
  const changes = await changesBetween(
    tx,
    changedBetweenReleases(latestRelease, number, latest),
    changedBetweenReleases(releaseState(number), number, latest),
  );
  if (!changes.length) throw ApiError.code(1523, "number");
  return writeRelease(
    tx,
    latest + 1,
    changes,
    {
      sql: `SELECT * FROM map_release_feature
            WHERE from_release <= $1 AND (until_release IS NULL OR until_release > $1)`,
      params: [number],
    },
    { by, comment, rollbackOf: number },
  );
}

/** A page of releases, newest first, and how many there are. */
export async function releasesPage(
  db: Queryable,
  page: number,
): Promise<{ items: ReleaseSummary[]; total: number }> {
  const rows = await db.query<{
    number: number;
    published_at: Date;
    author_id: number | null;
    author_name: string | null;
    comment: string;
    counts: ChangeCounts;
    rollback_of: number | null;
  }>(
    `SELECT number, published_at, author_id, author_name, comment, counts, rollback_of
     FROM map_release ORDER BY number DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await db.query<{ n: string }>("SELECT count(*) AS n FROM map_release");
  return {
    items: rows.map((row) => ({
      number: row.number,
      publishedAt: row.published_at.toISOString(),
      author: row.author_name === null ? null : { id: row.author_id, name: row.author_name },
      comment: row.comment,
      counts: row.counts,
      rollbackOf: row.rollback_of,
    })),
    total: Number(count?.n ?? 0),
  };
}
