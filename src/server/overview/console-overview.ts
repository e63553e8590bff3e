/**
 * What waits for staff, in one read (the console's home, /cms): the SOS reports not answered yet and
 * the opinions that can still be answered (their counts and the newest few), the deliveries waiting
 * or failed per area, and what the map's draft changes against its latest release, per floor.
 * Anonymous opinions are left out: they cannot be answered (6708), so they never stop waiting.
 */
import type { Queryable } from "../db/database.ts";
import { changesBetween, countChanges, draft, latestRelease } from "../publishing/map-states.ts";
import { latestReleaseNumber } from "../publishing/releases.ts";

/** how many of the newest waiting reports and opinions the overview lists */
export const newestShown = 5;
/** how long a failed delivery is shown for: older ones were seen or retried already */
export const failedDays = 7;

export interface WaitingItem {
  id: number;
  created_at: string;
  text: string | null;
}

export interface DeliveryCount {
  area: string;
  queued: number;
  failed: number;
}

export interface FloorChanges {
  floor: string;
  added: number;
  changed: number;
  removed: number;
}

export interface ConsoleOverview {
  sos: { open: number; newest: WaitingItem[] };
  opinions: { unanswered: number; newest: WaitingItem[] };
  deliveries: DeliveryCount[];
  draft: { release: number | null; floors: FloorChanges[] };
}

type WaitingRow = { id: number; created_at: Date; text: string | null; total: string };

/** The newest `newestShown` rows of `sql` (which selects id, created_at, text) and how many there are. */
async function waiting(db: Queryable, sql: string): Promise<{ count: number; newest: WaitingItem[] }> {
  const rows = await db.query<WaitingRow>(
    `SELECT id, created_at, text, count(*) OVER () AS total FROM (${sql}) AS w
     ORDER BY created_at DESC, id DESC LIMIT ${newestShown}`,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    newest: rows.map(({ id, created_at, text }) => ({ id, created_at: created_at.toISOString(), text })),
  };
}

async function deliveryCounts(db: Queryable): Promise<DeliveryCount[]> {
  const rows = await db.query<{ area: string; queued: string; failed: string }>(
    `SELECT m.area,
            count(*) FILTER (WHERE d.state = 'queued') AS queued,
            count(*) FILTER (WHERE d.state = 'failed') AS failed
     FROM delivery d JOIN outbox_message m ON m.id = d.message_id
     WHERE d.state = 'queued' OR (d.state = 'failed' AND d.updated_at > now() - make_interval(days => $1))
     GROUP BY m.area ORDER BY m.area`,
    [failedDays],
  );
  return rows.map((row) => ({ area: row.area, queued: Number(row.queued), failed: Number(row.failed) }));
}

async function draftChanges(db: Queryable): Promise<ConsoleOverview["draft"]> {
  const counts = countChanges(await changesBetween(db, latestRelease, draft));
  const floors = Object.entries(counts)
    .map(([floor, perFloor]) => ({ floor, ...perFloor }))
    .sort((a, b) => a.floor.localeCompare(b.floor, "en", { numeric: true }));
  return { release: await latestReleaseNumber(db), floors };
}

export async function consoleOverview(db: Queryable): Promise<ConsoleOverview> {
  const sos = await waiting(db, "SELECT id, created_at, message AS text FROM sos WHERE replied_at IS NULL");
  const opinions = await waiting(
    db,
    `SELECT id, created_at, text FROM rating
     WHERE answered IS NOT TRUE AND replied_at IS NULL AND user_id IS NOT NULL`,
  );
  return {
    sos: { open: sos.count, newest: sos.newest },
    opinions: { unanswered: opinions.count, newest: opinions.newest },
    deliveries: await deliveryCounts(db),
    draft: await draftChanges(db),
  };
}
