/**
 * What the generic CRUD handler needs from the place an area's records live: the areas' tables
 * (areas/table-store.ts) and the accounts (auth/accounts.ts) both keep this contract.
 */
import type { AreaSpec, PublicationState } from "../../shared/area-spec.ts";
import type { Queryable } from "./database.ts";

export type Row = { id: number; created_at: string; updated_at: string } & Record<string, unknown>;

/** A list's order: one of the area's sortable columns (checked by areas/list-sort.ts). */
export interface ListSort {
  column: string;
  descending: boolean;
}

/**
 * A list's filter by a manifest's `filters` field (checked by areas/crud-requests.ts): one value, or a
 * range with both ends included (days YYYY-MM-DD of a date field, instants of a datetime one).
 */
export type ListFilter =
  | { column: string; equals: string | number | boolean }
  | { column: string; from?: string; to?: string };

export interface ListQuery {
  page: number;
  search?: string;
  filters?: ListFilter[];
  where?: Record<string, string>;
  /** a sortable column (checked by parseSort); without it newest first */
  sort?: ListSort;
  /** rows a page; the list's 10 unless said (the CSV export reads larger pages) */
  pageSize?: number;
  /**
   * the moment an area with a schedule is listed at: each row says where it stands then
   * (`publication`), and `publication` keeps only the rows that stand there
   */
  at?: { now: Date; publication?: PublicationState };
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
