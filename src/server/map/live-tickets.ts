/**
 * Tickets for the map's live stream (GET /api/map/live). An EventSource cannot send the bearer
 * token, and a token in a URL would sit in logs and the browser's history for its whole life; so the
 * console asks POST /api/map/live/ticket (with its token) for a ticket: random, good once, for one
 * floor and for ticketSeconds, and kept in the database as its SHA-256 only, so that any API process
 * takes it. A ticket in a logged URL is redacted (redacted-url.ts), and spent by then anyway.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.ts";

export const ticketSeconds = 30;

const digestOf = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export async function issueTicket(db: Queryable, accountId: number, floor: string): Promise<string> {
  const ticket = randomBytes(24).toString("base64url");
  await db.query(
    `INSERT INTO map_live_ticket (digest, account_id, floor, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [digestOf(ticket), accountId, floor, ticketSeconds],
  );
  // spent and expired tickets of anyone go with each new one: the table holds seconds of them
  await db.query("DELETE FROM map_live_ticket WHERE expires_at < now()");
  return ticket;
}

/** The account the ticket was issued to for `floor`, spending it; null when unknown, spent, expired or for another floor. */
export async function redeemTicket(db: Queryable, ticket: string, floor: string): Promise<number | null> {
  const [row] = await db.query<{ account_id: number; floor: string; live: boolean }>(
    `DELETE FROM map_live_ticket WHERE digest = $1 RETURNING account_id, floor, expires_at >= now() AS live`,
    [digestOf(ticket)],
  );
  return row?.live && row.floor === floor ? row.account_id : null;
}
