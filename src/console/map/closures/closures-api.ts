/**
 * The calls of temporary closures (/api/map/closures): the list of current and planned ones, closing
 * a feature (its refusals by field, for the dialog to show beside each) and deleting a closure.
 */
import { api } from "../../api/client.ts";
import { Failure, type FieldErrors, handleFailure, unwrap } from "../../api/failures.ts";
import type { Closure } from "./closure-form.ts";

export async function fetchClosures(signal?: AbortSignal): Promise<Closure[]> {
  const { data } = await unwrap<Closure[]>(api.GET("/api/map/closures", { signal }));
  return data;
}

export type CloseOutcome =
  | { kind: "closed"; id: number }
  /** 404 or 422: the server's codes by field (feature_id, from, to, reason_pl, reason_en) */
  | { kind: "refused"; errors: FieldErrors }
  /** anything else (already handled: signed out, forbidden, a message) */
  | { kind: "failed" };

export async function closeFeature(body: {
  feature_id: number;
  from: string;
  to: string;
  reason_pl: string;
  reason_en: string;
}): Promise<CloseOutcome> {
  try {
    const { data } = await unwrap<{ id: number }>(api.POST("/api/map/closures", { body }), { quiet: true });
    return { kind: "closed", id: data.id };
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    if (error.status === 404 || error.status === 422) return { kind: "refused", errors: error.errors };
    if (!error.aborted) handleFailure(error.status, { message: error.message, errors: error.errors });
    return { kind: "failed" };
  }
}

export async function deleteClosure(id: number): Promise<void> {
  await unwrap(api.DELETE("/api/map/closures/{id}", { params: { path: { id: String(id) } } }));
}
