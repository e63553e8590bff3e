/**
 * A lock named by a text, held until the transaction ends: every API process on the database takes
 * the same one, so what one account or address does is decided one request at a time.
 */
import type { Queryable } from "./database.ts";

export async function lockFor(tx: Queryable, name: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [name]);
}
