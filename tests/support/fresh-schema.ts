/**
 * A fresh schema on the PostgreSQL server of `base`, for one test file, crash loop or benchmark,
 * selected through search_path, so that runs side by side on one database do not meet. The trigram
 * extension of migration 016 is one per database: it is made once in `public`, which the search path
 * names after the fresh schema, so that every schema finds its operator classes and dropping one
 * schema does not take the extension from the others.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

async function run(base: string, sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freshSchema(
  base: string,
  prefix: string,
  applicationName?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  try {
    await run(base, "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public");
  } catch (error) {
    // Two runs creating it at the same moment: one wins (23505 on the catalogue), which is all we need.
    if ((error as { code?: string }).code !== "23505") throw error;
  }
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema},public`);
  if (applicationName) url.searchParams.set("application_name", applicationName);
  return { url: url.toString(), drop: () => run(base, `DROP SCHEMA ${schema} CASCADE`) };
}
