/**
 * The audit history: who did what to which record, and the values before and after of the fields that
 * changed. Writes are recorded in the transaction that makes them where the caller has one, so a
 * change is never kept without its entry. Passwords are never recorded, not even hashed.
 */
import type { FieldSpec } from "../../shared/area-spec.ts";
import { pageSize } from "../../shared/list-page.ts";
import type { Account } from "../auth/account.ts";
import type { Queryable } from "../db/database.ts";
import type { Row } from "../db/record-store.ts";

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface AuditEvent {
  by: Pick<Account, "id" | "name"> | null;
  area: string;
  recordId: number | null;
  /** create, update, delete, a command's name, or "save" for the map */
  action: string;
  changes: Changes | Record<string, unknown>;
}

const recorded = (fields: FieldSpec[]) => fields.filter((field) => field.type !== "password");

/** The fields whose value differs between `before` and `after` (null for a record created or deleted). */
export function fieldChanges(fields: FieldSpec[], before: Row | null, after: Row | null): Changes {
  const changes: Changes = {};
  for (const { name } of recorded(fields)) {
    const was = before?.[name] ?? null;
    const is = after?.[name] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[name] = { before: was, after: is };
  }
  return changes;
}

/** The fields of a command's body worth keeping: all but passwords. */
export function commandChanges(fields: FieldSpec[], body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    recorded(fields)
      .filter((f) => f.name in body)
      .map((f) => [f.name, body[f.name]]),
  );
}

export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_entry (user_id, user_name, area, record_id, action, changes)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      event.by?.id ?? null,
      event.by?.name ?? null,
      event.area,
      event.recordId,
      event.action,
      JSON.stringify(event.changes),
    ],
  );
}

export interface AuditFilter {
  area?: string;
  recordId?: number;
  userId?: number;
  /** create, update, delete, a command's name, save, … (AuditEvent.action) */
  action?: string;
  /** ISO date-times, inclusive */
  from?: string;
  to?: string;
  page: number;
}

export interface AuditRow {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  area: string;
  record_id: number | null;
  action: string;
  changes: Record<string, unknown>;
}

/** A page of entries matching `filter`, newest first, and how many match in all. */
export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ items: AuditRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  if (filter.area !== undefined) add("area = ?", filter.area);
  if (filter.recordId !== undefined) add("record_id = ?", filter.recordId);
  if (filter.userId !== undefined) add("user_id = ?", filter.userId);
  if (filter.action !== undefined) add("action = ?", filter.action);
  if (filter.from !== undefined) add("at >= ?::timestamptz", filter.from);
  if (filter.to !== undefined) add("at <= ?::timestamptz", filter.to);
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const rows = await db.query<Omit<AuditRow, "at" | "id"> & { id: string; at: Date; total: string }>(
    `SELECT id, at, user_id, user_name, area, record_id, action, changes, count(*) OVER () AS total
     FROM audit_entry ${clause} ORDER BY at DESC, id DESC
     LIMIT ${pageSize} OFFSET ${(filter.page - 1) * pageSize}`,
    params,
  );
  const total = rows.length
    ? Number(rows[0]?.total)
    : Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM audit_entry ${clause}`, params))[0]?.n ?? 0,
      );
  return {
    items: rows.map(({ total: _total, id, at, ...row }) => ({
      id: Number(id),
      at: at.toISOString(),
      ...row,
    })),
    total,
  };
}
