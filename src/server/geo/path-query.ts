/**
 * The query of GET /api/routing/path: `from` and `to`, map feature ids (3001 on the field when
 * missing or not an id), and `accessible`, "true" or "false" (3007 otherwise; absent means false).
 */
import { ApiError, type FieldErrors } from "../http/api-error.ts";

export interface PathQuery {
  from: number;
  to: number;
  /** only a step-free path */
  accessible: boolean;
}

const maxId = 2_147_483_647;

function readId(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= maxId ? id : null;
}

export function readPathQuery(query: Record<string, unknown>): PathQuery {
  const from = readId(query.from);
  const to = readId(query.to);
  const accessible =
    query.accessible === undefined || query.accessible === "false"
      ? false
      : query.accessible === "true"
        ? true
        : undefined;
  const errors: FieldErrors = {};
  if (from === null) errors.from = [3001];
  if (to === null) errors.to = [3001];
  if (accessible === undefined) errors.accessible = [3007];
  if (from === null || to === null || accessible === undefined) throw ApiError.fields(errors);
  return { from, to, accessible };
}
