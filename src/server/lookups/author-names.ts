/**
 * Names of the people who wrote opinions or SOS reports (GET /api/author_names): staff see who wrote
 * what without reading the users area, which is the admin's alone. Only accounts that are the author
 * of at least one opinion (area rating) or SOS report (area sos) are answered, and only their id,
 * name and e-mail; any other id asked for is left out of the answer.
 */
import type { Queryable } from "../db/database.ts";

export interface AuthorName {
  id: number;
  name: string;
  email: string;
}

/** the areas whose records name their author in their `user_id` column */
export const authoredAreas = ["rating", "sos"] as const;

/** At most this many ids per call: a list page shows 10 rows. */
export const authorIdsLimit = 100;

export function authorNames(db: Queryable, ids: readonly number[]): Promise<AuthorName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<AuthorName>(
    `SELECT u.id, u.name, u.email FROM app_user u
     WHERE u.id = ANY($1::int[])
       AND (${authoredAreas.map((area) => `EXISTS (SELECT 1 FROM ${area} r WHERE r.user_id = u.id)`).join(" OR ")})
     ORDER BY u.id`,
    [ids],
  );
}
