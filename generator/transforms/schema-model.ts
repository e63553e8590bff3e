/**
 * The database schema the area manifests describe: one table per area (views and the accounts' area
 * excepted), a typed column per field, the constraints the database can hold by itself (references,
 * unique values, enumeration values, bounds, two-field order) and the indexes of the lists. Pure
 * data, so that it can be compared with the committed snapshot of the last migration
 * (generated/schema-model.json) and turned into SQL (schema-ddl.ts).
 */
import { quote, type SqlType, sortExpression, sqlType, tabledAreas } from "../../src/shared/area-columns.ts";
import type { AreaSpec, FieldSpec, RuleSpec } from "../../src/shared/area-spec.ts";

export type { SqlType };

export interface ColumnModel {
  name: string;
  type: SqlType;
  /** the field's own CHECK (enumeration values, bounds), without the column's NULL */
  check?: string;
  unique?: boolean;
  /** a reference: the referenced table and what a delete of the referenced row does */
  references?: { table: string; onDelete: "restrict" | "set null" };
}

export interface NamedSql {
  name: string;
  sql: string;
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
  /** row rules the database checks (CHECK expressions) */
  checks: NamedSql[];
  /**
   * list indexes: `sql` is what follows `ON <table>`, e.g. `(lower("name"), id)`, or for a searched
   * column `USING gin ("name" gin_trgm_ops)`
   */
  indexes: NamedSql[];
}

export interface SchemaModel {
  tables: TableModel[];
}

/** The table of the accounts' area, which has no table of its own (src/server/auth/accounts.ts). */
export const accountsTable = "app_user";

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

const isText = (field: FieldSpec) => sqlType(field) === "text" && field.type !== "enum";

/** The CHECK of one field's values: enumeration values, number bounds, text length. */
export function fieldCheck(field: FieldSpec): string | undefined {
  const column = quote(field.name);
  if (field.type === "enum" && field.values?.length)
    return `${column} IN (${field.values.map(literal).join(", ")})`;
  const bounds: string[] = [];
  if (field.type === "integer" || field.type === "number") {
    if (field.min !== undefined) bounds.push(`${column} >= ${field.min}`);
    if (field.max !== undefined) bounds.push(`${column} <= ${field.max}`);
  } else if (isText(field) && field.max !== undefined) {
    bounds.push(`char_length(${column}) <= ${field.max}`);
  }
  return bounds.length ? bounds.join(" AND ") : undefined;
}

/** The CHECK of a row rule, where it is one the database can hold exactly as the server does. */
export function ruleCheck(rule: RuleSpec): string | undefined {
  const [a, b] = rule.fields;
  // Two ordered values: the later not below the earlier (unset values are not compared).
  if (rule.kind === "ordered" && a && b && rule.fields.length === 2)
    return `${quote(a)} IS NULL OR ${quote(b)} IS NULL OR ${quote(a)} <= ${quote(b)}`;
  return undefined;
}

/** The table a reference to `area` points at. */
function targetTable(area: string, all: AreaSpec[]): string {
  const target = all.find((a) => a.area === area);
  if (target?.store === "users") return accountsTable;
  return target?.viewOf ?? area;
}

function column(field: FieldSpec, all: AreaSpec[]): ColumnModel {
  // A read-only field is written by another system (the app, the parking system), which this server
  // does not validate on write either: the database takes its values as they come.
  const check = field.readOnly ? undefined : fieldCheck(field);
  const target = field.ref ? all.find((a) => a.area === field.ref) : undefined;
  return {
    name: field.name,
    type: sqlType(field),
    ...(check && { check }),
    ...(field.unique && { unique: true }),
    ...(field.ref && {
      references: {
        table: targetTable(field.ref, all),
        // A target whose manifest refuses deleting a record in use (codes.inUse) is protected by the
        // database; others clear the reference, as their records never refused a delete.
        onDelete: target?.codes.inUse ? "restrict" : "set null",
      },
    }),
  };
}

function indexes(area: AreaSpec, all: AreaSpec[]): NamedSql[] {
  const out = new Map<string, string>();
  const add = (name: string, sql: string) => out.set(`${area.area}_${name}_idx`, sql);
  const columns = new Set(area.fields.map((f) => f.name));
  // References: the database looks them up on every delete of the referenced record.
  for (const field of area.fields) if (field.ref) add(field.name, `(${quote(field.name)})`);
  // Sorted columns of the area's list and of its views.
  for (const view of [area, ...all.filter((a) => a.viewOf === area.area)]) {
    for (const name of view.sortable.filter((c) => columns.has(c)))
      add(`${name}_sort`, `(${sortExpression(area.fields, name)}, id)`);
    // Searched text columns: the list's search is `ILIKE '%…%'`, which a trigram index answers
    // (pg_trgm, migration 016) where a b-tree cannot.
    for (const name of view.search) {
      const field = area.fields.find((f) => f.name === name);
      if (field && sqlType(field) === "text")
        add(`${name}_search`, `USING gin (${quote(name)} gin_trgm_ops)`);
    }
    if (view.where) {
      const keys = Object.keys(view.where).filter((c) => columns.has(c));
      if (keys.length) add(keys.join("_"), `(${keys.map(quote).join(", ")}, id)`);
    }
  }
  if (area.sortable.includes("created_at")) add("created_at_sort", "(created_at, id)");
  if (area.sortable.includes("updated_at")) add("updated_at_sort", "(updated_at, id)");
  // The groups of "at most N active" rules, counted on every write.
  for (const rule of area.rules.filter((r) => r.kind === "maxActive"))
    add(rule.fields.join("_"), `(${rule.fields.map(quote).join(", ")})`);
  return [...out].map(([name, sql]) => ({ name, sql })).sort((x, y) => x.name.localeCompare(y.name));
}

export function tableModel(area: AreaSpec, all: AreaSpec[]): TableModel {
  const checks = area.rules
    .map((rule, i) => ({ rule, i, sql: ruleCheck(rule) }))
    .filter((r): r is { rule: RuleSpec; i: number; sql: string } => r.sql !== undefined)
    .map(({ rule, sql }) => ({ name: `${area.area}_${rule.kind}_${rule.fields.join("_")}_check`, sql }));
  return {
    name: area.area,
    columns: area.fields.map((f) => column(f, all)),
    checks,
    indexes: indexes(area, all),
  };
}

export function schemaModel(areas: AreaSpec[]): SchemaModel {
  return {
    tables: tabledAreas(areas)
      .map((a) => tableModel(a, areas))
      .sort((x, y) => x.name.localeCompare(y.name)),
  };
}
