/**
 * How a manifest field is held in its area's table (one table per area, a column per field): the
 * SQL type of the column and the expression a list sorts it by. Shared by the generator, which writes
 * the tables and their indexes, and the server, which reads and sorts them, so that both agree.
 */
import type { AreaSpec, FieldSpec } from "./area-spec.ts";

export type SqlType = "text" | "integer" | "numeric" | "boolean" | "date" | "timestamptz";

/** A double-quoted SQL identifier (area and field names are checked as [a-z][a-z0-9_]*). */
export const quote = (name: string) => `"${name}"`;

export function sqlType(field: Pick<FieldSpec, "type">): SqlType {
  switch (field.type) {
    case "integer":
    case "reference":
      return "integer";
    case "number":
      return "numeric";
    case "boolean":
      return "boolean";
    case "date":
      return "date";
    case "datetime":
      return "timestamptz";
    default:
      return "text";
  }
}

/** The list's sort expression of a column: texts case-insensitively, anything else by value. */
export function sortExpression(fields: readonly FieldSpec[], name: string): string {
  const field = fields.find((f) => f.name === name);
  return field && sqlType(field) === "text" ? `lower(${quote(name)})` : quote(name);
}

/** Areas with a table of their own: not views (they read their area's), not the accounts' area (app_user). */
export const tabledAreas = <A extends Pick<AreaSpec, "viewOf" | "store">>(areas: readonly A[]): A[] =>
  areas.filter((a) => !a.viewOf && a.store === "records");
