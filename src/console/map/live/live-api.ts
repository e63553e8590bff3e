/**
 * The live calls of the editor (docs/live-editing.md), through the typed client: a ticket for the
 * floor's stream and the editor's presence. They run in the background, unasked: failures are quiet
 * (tried again by their callers), except that a token no longer good signs out as everywhere.
 */
import { api } from "../../api/client.ts";
import { Failure, handleFailure, unwrap } from "../../api/failures.ts";
import type { PresenceAnswer } from "./presence-sender.ts";

/** spec §8's 401 and 403 go through the failure handler; anything else is tried again later */
function signOutOrForbidden(error: unknown) {
  if (!(error instanceof Failure)) throw error;
  if (error.status === 401 || error.status === 403) handleFailure(error.status, { message: error.message });
}

/** A ticket for `floor`'s stream, good once and for 30 s; null when none could be had. */
export async function liveTicket(floor: string): Promise<string | null> {
  try {
    const call = api.POST("/api/map/live/ticket", { body: { profile: floor } });
    return (await unwrap<{ ticket: string }>(call, { quiet: true })).data.ticket;
  } catch (error) {
    signOutOrForbidden(error);
    return null;
  }
}

/** The selection on the floor of `stream`, and a sign of life. */
export async function sendPresence(stream: string, selected: number[]): Promise<PresenceAnswer> {
  try {
    await unwrap(api.POST("/api/map/presence", { body: { stream, selected } }), { quiet: true });
    return "ok";
  } catch (error) {
    signOutOrForbidden(error);
    if (error instanceof Failure && error.status === 429) return "soon";
    if (error instanceof Failure && error.status === 404) return "gone";
    return "failed";
  }
}
