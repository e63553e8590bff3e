/**
 * The SQL of a list page, shared by every store of records (the areas' tables, accounts) and the
 * look-ups: the order, one page with its total, a search pattern. Table and column names come from
 * the manifests, never the request.
 */
import type { Queryable } from "./database.ts";
import type { ListSort } from "./record-store.ts";

/** ORDER BY of a list: the column's expression in the asked direction, equal values by id (stable paging). */
export function orderBy(expression: string | undefined, sort: ListSort | undefined): string {
  if (!expression || !sort) return "id DESC";
  return `${expression} ${sort.descending ? "DESC NULLS LAST" : "ASC NULLS LAST"}, id ${sort.descending ? "DESC" : "ASC"}`;
}

/** The parts of one list query. */
export interface PageQuery {
  columns: string;
  from: string;
  /** `WHERE …` or empty */
  filter: string;
  order: string;
  params: unknown[];
  /** the first of `params` that `filter` uses, when `columns` use more: the total is counted with these */
  filterParams?: number;
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
  const counting = q.params.slice(0, q.filterParams ?? q.params.length);
  const [counted] = q.page === 1 ? [{ n: "0" }] : await db.query<{ n: string }>(count, counting);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Adds `value` to a statement's `params`; its placeholder (`$n`). */
export function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** Escapes LIKE wildcards so that a search for "50%" finds the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
