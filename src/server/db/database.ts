/**
 * One query interface over embedded PGlite and a PostgreSQL server, so that the same SQL and
 * migrations run on both.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** runs `work` in one transaction, rolled back when it throws */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
}

// Both drivers return bigint columns (count(*)) as strings; callers convert explicitly.
function pgliteDatabase(db: PGlite): Database {
  let queue: Promise<unknown> = Promise.resolve();
  const run = async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    query: run,
    // PGlite is one connection: transactions are serialised so statements of others cannot interleave.
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const next = queue.then(() =>
        db.transaction(async (tx) =>
          work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never }),
        ),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    close: () => db.close(),
  };
}

function postgresDatabase(pool: pg.Pool): Database {
  return {
    kind: "postgres",
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `databaseUrl` set: a pool on that server; otherwise PGlite in `dataDir/pg`, or in memory for "memory". */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | "memory";
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query("select 1");
    return postgresDatabase(pool);
  }
  if (options.dataDir === "memory") return pgliteDatabase(await PGlite.create());
  const dir = join(options.dataDir, "pg");
  mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir));
}
