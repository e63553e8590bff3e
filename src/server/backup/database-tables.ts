/**
 * What a backup reads of the database and a restore writes back, found in the catalogue rather than
 * listed, so that a table a migration adds is in every backup: the tables of the current schema in
 * an order where each comes after those its foreign keys point at, each with the columns that hold
 * data (a generated column is computed again) and its primary key (rows are read in its order, so a
 * row pointing at an earlier one of its own table, a release's rollback_of, is restored after it),
 * and the sequences.
 */
import type { Queryable } from "../db/database.ts";

export interface TablePlan {
  name: string;
  /** the columns written: all but generated ones */
  columns: string[];
  primaryKey: string[];
}

/** migrate() makes and fills this one itself */
export const migrationTable = "schema_migration";

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function tablePlans(db: Queryable): Promise<TablePlan[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> $1
     ORDER BY c.relname`,
    [migrationTable],
  );
  const columns = await db.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_generated = 'NEVER'
     ORDER BY table_name, ordinal_position`,
  );
  const keys = await db.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey::int2[])
     WHERE i.indisprimary AND c.relnamespace = current_schema()::regnamespace
     ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await db.query<{ from: string; to: string }>(
    `SELECT f.relname AS from, t.relname AS to
     FROM pg_constraint k JOIN pg_class f ON f.oid = k.conrelid JOIN pg_class t ON t.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace AND f.relname <> t.relname`,
  );
  const plans = tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
  }));
  return dependencyOrder(plans, references);
}

/** Tables with those they reference first; alphabetical among equals, so two backups list them alike. */
function dependencyOrder(plans: TablePlan[], references: { from: string; to: string }[]): TablePlan[] {
  const ordered: TablePlan[] = [];
  const placed = new Set<string>();
  const names = new Set(plans.map((plan) => plan.name));
  while (ordered.length < plans.length) {
    const ready = plans.filter(
      (plan) =>
        !placed.has(plan.name) &&
        references.every((r) => r.from !== plan.name || placed.has(r.to) || !names.has(r.to)),
    );
    if (!ready.length) throw new Error("the tables' foreign keys form a cycle: no order to restore them in");
    for (const plan of ready) {
      ordered.push(plan);
      placed.add(plan.name);
    }
  }
  return ordered;
}

export async function sequenceNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace
     ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}

/** the last migration applied: the schema version a backup is of */
export async function schemaVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ name: string | null }>(`SELECT max(name) AS name FROM ${migrationTable}`);
  if (!row?.name) throw new Error("the database has no migration applied");
  return row.name;
}
