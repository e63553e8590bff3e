/**
 * The SQL that takes the database from one schema model (the last migration's, from the committed
 * snapshot) to the next (the manifests'): new tables, columns, constraints and indexes; renames the
 * manifests ask for (`renamedFrom`); column drops they allow (`dropFields`). A change that would lose
 * data without the manifest saying so is refused with a SchemaChangeRefused naming the way out.
 */
import { quote } from "../../src/shared/area-columns.ts";
import type { ColumnModel, NamedSql, SchemaModel, TableModel } from "./schema-model.ts";

/** What the manifests say about changes that the models alone cannot tell from a loss. */
export interface SchemaHints {
  /** new table -> the table it was (an area's `renamedFrom`) */
  renamedTables?: Record<string, string>;
  /** table -> new column -> the column it was (a field's `renamedFrom`) */
  renamedColumns?: Record<string, Record<string, string>>;
  /** table -> columns whose data may be dropped (an area's `dropFields`) */
  droppedColumns?: Record<string, string[]>;
}

export class SchemaChangeRefused extends Error {}

const q = quote;

export const columnSql = (c: ColumnModel) => `${q(c.name)} ${c.type}`;
const checkName = (table: string, column: string) => `${table}_${column}_check`;
const uniqueName = (table: string, column: string) => `${table}_${column}_key`;
const foreignName = (table: string, column: string) => `${table}_${column}_fkey`;

/** Every named constraint of a table but its foreign keys: name -> definition. */
function constraints(table: TableModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of table.columns) {
    if (c.check) out.set(checkName(table.name, c.name), `CHECK (${c.check})`);
    if (c.unique) out.set(uniqueName(table.name, c.name), `UNIQUE (${q(c.name)})`);
  }
  for (const check of table.checks) out.set(check.name, `CHECK (${check.sql})`);
  return out;
}

function foreignKeys(table: TableModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of table.columns) {
    if (!c.references) continue;
    out.set(
      foreignName(table.name, c.name),
      `FOREIGN KEY (${q(c.name)}) REFERENCES ${q(c.references.table)} (id) ON DELETE ${c.references.onDelete.toUpperCase()}`,
    );
  }
  return out;
}

const indexSql = (table: string, index: NamedSql) =>
  `CREATE INDEX ${q(index.name)} ON ${q(table)} ${index.sql}`;

/**
 * One id sequence for every area's table, as the one table of records had: an id names one record
 * whatever its area (the audit history, and the API answering "not found" for another area's id).
 */
export const idSequence = "area_record_id";

/** CREATE TABLE of a new table with its own constraints and indexes (foreign keys come after all tables). */
export function createTable(table: TableModel): string[] {
  const lines = [
    `id integer PRIMARY KEY DEFAULT nextval('${idSequence}')`,
    ...table.columns.map(columnSql),
    "created_at timestamptz NOT NULL DEFAULT now()",
    "updated_at timestamptz NOT NULL DEFAULT now()",
    "version integer NOT NULL DEFAULT 1",
    ...[...constraints(table)].map(([name, sql]) => `CONSTRAINT ${q(name)} ${sql}`),
  ];
  return [
    `CREATE TABLE ${q(table.name)} (\n  ${lines.join(",\n  ")}\n)`,
    `CREATE TRIGGER ${q(`${table.name}_version`)} BEFORE UPDATE ON ${q(table.name)} FOR EACH ROW EXECUTE FUNCTION bump_version()`,
    ...table.indexes.map((index) => indexSql(table.name, index)),
  ];
}

/** Whether values of `from` all convert to `to` without loss. */
const widens = (from: string, to: string) =>
  from === to || to === "text" || (from === "integer" && to === "numeric");

function alterTable(before: TableModel, after: TableModel, hints: SchemaHints): string[] {
  const t = q(after.name);
  const out: string[] = [];
  const renamed = hints.renamedColumns?.[after.name] ?? {};
  const dropped = new Set(hints.droppedColumns?.[after.name] ?? []);
  const oldColumns = new Map(before.columns.map((c) => [c.name, c]));
  const kept = new Set<string>();
  const oldConstraints = constraints(before);
  const newConstraints = constraints(after);
  // Constraints and indexes that change are dropped first and added again after the columns change.
  for (const [name, sql] of oldConstraints)
    if (newConstraints.get(name) !== sql) out.push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${q(name)}`);
  const oldIndexes = new Map(before.indexes.map((i) => [i.name, i.sql]));
  for (const [name, sql] of oldIndexes)
    if (!after.indexes.some((i) => i.name === name && i.sql === sql))
      out.push(`DROP INDEX IF EXISTS ${q(name)}`);
  for (const column of after.columns) {
    const from = renamed[column.name];
    const old = oldColumns.get(column.name) ?? (from ? oldColumns.get(from) : undefined);
    if (!old) {
      if (from)
        throw new SchemaChangeRefused(
          `${after.name}.${column.name}: renamedFrom '${from}' names no column of ${before.name}`,
        );
      out.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(column)}`);
      continue;
    }
    kept.add(old.name);
    if (old.name !== column.name)
      out.push(`ALTER TABLE ${t} RENAME COLUMN ${q(old.name)} TO ${q(column.name)}`);
    if (old.type !== column.type) {
      if (!widens(old.type, column.type))
        throw new SchemaChangeRefused(
          `${after.name}.${column.name}: changing ${old.type} to ${column.type} may lose values; add a new field (and list the old one in dropFields when its data may go)`,
        );
      out.push(
        `ALTER TABLE ${t} ALTER COLUMN ${q(column.name)} TYPE ${column.type} USING ${q(column.name)}::${column.type}`,
      );
    }
  }
  for (const old of before.columns) {
    if (kept.has(old.name)) continue;
    if (!dropped.has(old.name))
      throw new SchemaChangeRefused(
        `${before.name}.${old.name}: the field is gone from the manifest and its column would be dropped with its data; give the field that replaces it \`renamedFrom: ${old.name}\`, or list it in the area's \`dropFields\` to drop its data`,
      );
    out.push(`ALTER TABLE ${t} DROP COLUMN ${q(old.name)}`);
  }
  // Added constraints are NOT VALID where PostgreSQL allows it: new and changed rows are checked, rows
  // already stored stay as they are (a migration never fails on old data).
  for (const [name, sql] of newConstraints)
    if (oldConstraints.get(name) !== sql)
      out.push(
        `ALTER TABLE ${t} ADD CONSTRAINT ${q(name)} ${sql}${sql.startsWith("CHECK") ? " NOT VALID" : ""}`,
      );
  for (const index of after.indexes)
    if (oldIndexes.get(index.name) !== index.sql) out.push(indexSql(after.name, index));
  return out;
}

/** The statements from `before` to `after`; none when the models agree. */
export function schemaChanges(before: SchemaModel, after: SchemaModel, hints: SchemaHints = {}): string[] {
  const out: string[] = [];
  const oldTables = new Map(before.tables.map((t) => [t.name, t]));
  const keptTables = new Set<string>();
  const pairs: [TableModel | undefined, TableModel][] = [];
  for (const table of after.tables) {
    const from = hints.renamedTables?.[table.name];
    const old = oldTables.get(table.name) ?? (from ? oldTables.get(from) : undefined);
    if (from && !old) throw new SchemaChangeRefused(`${table.name}: renamedFrom '${from}' names no table`);
    if (old) keptTables.add(old.name);
    pairs.push([old, table]);
  }
  for (const old of before.tables) {
    if (!keptTables.has(old.name))
      throw new SchemaChangeRefused(
        `${old.name}: the area is gone from the manifests and its table would be dropped with its records; give the area that replaces it \`renamedFrom: ${old.name}\`, or drop the table by a hand-written migration and remove it from generated/schema-model.json in the same commit`,
      );
  }
  // Foreign keys are dropped first and added last, so that tables may refer to each other in any order.
  for (const [old, table] of pairs) {
    if (!old) continue;
    const oldKeys = foreignKeys(old);
    const newKeys = foreignKeys({ ...table, name: old.name, columns: table.columns });
    for (const [name, sql] of oldKeys)
      if (newKeys.get(name) !== sql || old.name !== table.name)
        out.push(`ALTER TABLE ${q(old.name)} DROP CONSTRAINT IF EXISTS ${q(name)}`);
  }
  if (pairs.some(([old]) => !old)) out.push(`CREATE SEQUENCE IF NOT EXISTS ${q(idSequence)}`);
  for (const [old, table] of pairs) {
    if (!old) {
      out.push(...createTable(table));
      continue;
    }
    if (old.name !== table.name) {
      out.push(`ALTER TABLE ${q(old.name)} RENAME TO ${q(table.name)}`);
      out.push(
        `ALTER TRIGGER ${q(`${old.name}_version`)} ON ${q(table.name)} RENAME TO ${q(`${table.name}_version`)}`,
      );
    }
    out.push(...alterTable(old, table, hints));
  }
  for (const [old, table] of pairs) {
    const oldKeys = old && old.name === table.name ? foreignKeys(old) : new Map<string, string>();
    for (const [name, sql] of foreignKeys(table))
      if (oldKeys.get(name) !== sql)
        out.push(`ALTER TABLE ${q(table.name)} ADD CONSTRAINT ${q(name)} ${sql}${old ? " NOT VALID" : ""}`);
  }
  return out;
}
