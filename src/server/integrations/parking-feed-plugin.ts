/**
 * PUT /api/integrations/parking: the parking system reports its lots' occupancy (docs/app-api.md#parking-feed).
 * It signs with `Authorization: Bearer <PARKING_FEED_TOKEN>`; the call is off (501, 3310) while the
 * token is not set. Each lot reported is matched by its system id and lot id: a known lot's counts
 * are updated (parking-occupancy.ts), each change audited; an unknown one is listed in the answer and
 * nothing is made of it. A lot whose counts did not change is not written, so its version (which a
 * staff edit's If-Match is checked against) moves only with real changes.
 */
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../audit/audit-log.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { signedWith } from "../http/bearer-token.ts";
import { success } from "../http/envelope.ts";
import { type LotReport, maxLots, type Occupancy, occupancyOf, readLotReports } from "./parking-occupancy.ts";

export interface Options {
  db: Database;
  /** PARKING_FEED_TOKEN; null: the call is off */
  token: string | null;
  /** the moment the lots are updated at (AppOptions.clock) */
  clock: () => number;
}

export const parkingFeedUrl = "/api/integrations/parking";

/** An entry of 1000 lots with long ids and every key is under 300 bytes. */
const bodyLimit = maxLots * 512;

interface LotRow extends Occupancy {
  id: number;
  system_id: string;
  parking_lot_id: string;
}

const countColumns = ["count_all", "taken", "total_real", "free", "percent_free"] as const;

/** The lots the reports name, locked until the update commits. */
function lotsOf(tx: Queryable, reports: LotReport[]): Promise<LotRow[]> {
  return tx.query<LotRow>(
    `SELECT id, system_id, parking_lot_id, count_all, taken, total_real, free, percent_free::float8 AS percent_free
     FROM parking
     WHERE (system_id, parking_lot_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
     ORDER BY id FOR UPDATE`,
    [reports.map((r) => r.system_id), reports.map((r) => r.parking_lot_id)],
  );
}

export async function parkingFeedPlugin(app: FastifyInstance, { db, token, clock }: Options) {
  app.put(
    parkingFeedUrl,
    {
      bodyLimit,
      // before the body is read: a caller without the token learns nothing of what it sent
      onRequest: async (request) => {
        if (token === null) throw ApiError.code(3310);
        if (!signedWith(request, token)) throw ApiError.code(3311);
      },
    },
    async (request) => {
      const read = readLotReports(request.body);
      if ("errors" in read) throw ApiError.fields(read.errors);
      const byLot = new Map(read.reports.map((r) => [JSON.stringify([r.system_id, r.parking_lot_id]), r]));
      const at = new Date(clock()).toISOString();
      const updated = await db.transaction(async (tx) => {
        const lots = await lotsOf(tx, read.reports);
        const answers = [];
        for (const lot of lots) {
          const report = byLot.get(JSON.stringify([lot.system_id, lot.parking_lot_id])) as LotReport;
          const counts = occupancyOf(report, lot.count_all);
          const changes = Object.fromEntries(
            countColumns
              .filter((name) => lot[name] !== counts[name])
              .map((name) => [name, { before: lot[name], after: counts[name] }]),
          );
          if (Object.keys(changes).length) {
            await tx.query(
              `UPDATE parking SET count_all = $2, taken = $3, total_real = $4, free = $5, percent_free = $6,
                 updated_at = $7::timestamptz WHERE id = $1`,
              [lot.id, ...countColumns.map((name) => counts[name]), at],
            );
            await recordAudit(tx, { by: null, area: "parking", recordId: lot.id, action: "feed", changes });
          }
          answers.push({
            id: lot.id,
            system_id: lot.system_id,
            parking_lot_id: lot.parking_lot_id,
            ...counts,
          });
        }
        return answers;
      });
      const known = new Set(updated.map((lot) => JSON.stringify([lot.system_id, lot.parking_lot_id])));
      const unknown = read.reports
        .filter((r) => !known.has(JSON.stringify([r.system_id, r.parking_lot_id])))
        .map(({ system_id, parking_lot_id }) => ({ system_id, parking_lot_id }));
      request.log.info({ updated: updated.length, unknown: unknown.length }, "parking occupancy reported");
      return success({ updated, unknown });
    },
  );
}
