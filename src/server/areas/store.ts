/** What the generic CRUD handler needs from the place an area's records live. */
import type { AreaSpec } from "../../shared/area-spec.ts";
import type { Queryable } from "../db/database.ts";
import type { ListSort } from "./list-sort.ts";

export type Row = { id: number; created_at: string; updated_at: string } & Record<string, unknown>;

export { pageSize } from "../../shared/list-page.ts";

export interface ListQuery {
  page: number;
  search?: string;
  where?: Record<string, string>;
  /** a sortable column (checked by parseSort); without it newest first */
  sort?: ListSort;
  /** rows a page; the list's 10 unless said (the CSV export reads larger pages) */
  pageSize?: number;
}

/** ORDER BY of a list: the column's expression in the asked direction, equal values by id (stable paging). */
export function orderBy(expression: string | undefined, sort: ListSort | undefined): string {
  if (!expression || !sort) return "id DESC";
  return `${expression} ${sort.descending ? "DESC NULLS LAST" : "ASC NULLS LAST"}, id ${sort.descending ? "DESC" : "ASC"}`;
}

/** The parts of one list query; table and column names come from the manifests, never the request. */
export interface PageQuery {
  columns: string;
  from: string;
  /** `WHERE …` or empty */
  filter: string;
  order: string;
  params: unknown[];
  page: number;
  size: number;
}

/**
 * One page of a list and the list's total, in one statement (one round trip, one snapshot). The total
 * is a subquery the database runs once, not `count(*) OVER ()`, which would read and sort every row
 * of the list before the page: so an index on the list's order gives the page in a few entries. Past
 * the last page there is no row to carry the total, which is then counted alone.
 */
export async function pageWithTotal<T>(db: Queryable, q: PageQuery): Promise<{ rows: T[]; total: number }> {
  const count = `SELECT count(*) AS n FROM ${q.from} ${q.filter}`;
  const rows = await db.query<T & { total: string }>(
    `SELECT ${q.columns}, (${count}) AS total FROM ${q.from} ${q.filter}
     ORDER BY ${q.order} LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    q.params,
  );
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  const [counted] = q.page === 1 ? [{ n: "0" }] : await db.query<{ n: string }>(count, q.params);
  return { rows, total: Number(counted?.n ?? 0) };
}

export interface Store {
  list(db: Queryable, area: AreaSpec, query: ListQuery): Promise<{ items: Row[]; total: number }>;
  /** `lock`: the row is locked FOR UPDATE or FOR SHARE until the transaction ends */
  get(db: Queryable, area: AreaSpec, id: number, lock?: "update" | "share"): Promise<Row | null>;
  create(db: Queryable, area: AreaSpec, data: Record<string, unknown>): Promise<Row>;
  update(db: Queryable, area: AreaSpec, id: number, data: Record<string, unknown>): Promise<Row | null>;
  remove(db: Queryable, area: AreaSpec, id: number): Promise<boolean>;
  /** ids of records of `area` whose `field` equals `value` (unique checks, references in use) */
  countWhere(
    db: Queryable,
    area: AreaSpec,
    match: Record<string, unknown>,
    exceptId?: number,
  ): Promise<number>;
}

/** Escapes LIKE wildcards so that a search for "50%" finds the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
