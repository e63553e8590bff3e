/** Applies the numbered SQL files of db/migrations once each, in order, recording them in schema_migration. */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

const dir = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** the names of the migrations this code has, in the order they apply */
export function migrationNames(): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

/** `until`: only the migrations up to that name (tests of a migration start from the schema before it). */
export async function migrate(db: Database, options: { until?: string } = {}): Promise<string[]> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migration")).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const name of migrationNames()) {
    if (done.has(name)) continue;
    if (options.until && name > options.until) break;
    const sql = readFileSync(join(dir, name), "utf8");
    await db.transaction(async (tx) => {
      // Several servers may start at once on one PostgreSQL: the lock makes one apply, the others wait.
      if (db.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock(4242)");
      const again = await tx.query("SELECT 1 FROM schema_migration WHERE name = $1", [name]);
      if (again.length) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migration (name) VALUES ($1)", [name]);
      applied.push(name);
    });
  }
  return applied;
}

/**
 * Statements end with a semicolon at the end of a line, except inside a dollar-quoted body ($$ … $$,
 * a function's), whose own statements end that way too. Our migrations hold no other semicolons.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.replace(/^\s*--.*$/gm, "").split("\n")) {
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join("\n").replace(/;\s*$/, "").trim());
      current = [];
    }
  }
  statements.push(current.join("\n").trim());
  return statements.filter(Boolean);
}
