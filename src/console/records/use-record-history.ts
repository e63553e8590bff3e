/**
 * A record's history for admins (GET /api/audit for the area and id): entries newest first, a page of
 * 10 at a time ("more" appends the next), filtered by the account that made the change and by days.
 * A new filter starts again from the first page; the previous request is aborted.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { paths } from "../../../generated/api-types.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";

type AuditPage = NonNullable<
  paths["/api/audit"]["get"]["responses"]["200"]["content"]["application/json"]["data"]
>;
export type HistoryEntry = AuditPage["items"][number];

export interface HistoryFilter {
  userId: number | null;
  /** whole days in local time, inclusive */
  from: Date | null;
  to: Date | null;
}

const startOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate());
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);

/** The query of page `page` for `filter`. */
export function historyQuery(area: string, recordId: number, filter: HistoryFilter, page: number) {
  return {
    area,
    record_id: recordId,
    page,
    ...(filter.userId !== null && { user_id: filter.userId }),
    ...(filter.from && { from: startOfDay(filter.from).toISOString() }),
    ...(filter.to && { to: endOfDay(filter.to).toISOString() }),
  };
}

/** The most pages of history a restore reads (10 entries each): a record changed a thousand times since. */
const restorePages = 100;

/** Every entry of the record's history from `at` on (the entry of `at` included), oldest pages last. */
export async function historySince(area: string, recordId: number, at: string): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (let page = 1; page <= restorePages; page++) {
    const query = { area, record_id: recordId, from: at, page };
    const { data } = await unwrap<AuditPage>(api.GET("/api/audit", { params: { query } }));
    entries.push(...data.items);
    if (entries.length >= data.total || data.items.length === 0) return entries;
  }
  throw new Error(`more than ${restorePages} pages of history since ${at}`);
}

export function useRecordHistory(area: string, recordId: number) {
  const [filter, setFilter] = useState<HistoryFilter>({ userId: null, from: null, to: null });
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    const query = historyQuery(area, recordId, filter, page);
    unwrap<AuditPage>(api.GET("/api/audit", { params: { query }, signal: current.signal }))
      .then(({ data }) => {
        setEntries((shown) => (page === 1 ? data.items : [...shown, ...data.items]));
        setTotal(data.total);
        setLoading(false);
      })
      .catch(() => {
        if (!current.signal.aborted) setLoading(false);
      });
    return () => current.abort();
  }, [area, recordId, filter, page]);

  const changeFilter = useCallback((change: Partial<HistoryFilter>) => {
    setPage(1);
    setFilter((current) => ({ ...current, ...change }));
  }, []);

  return {
    entries,
    total,
    loading,
    filter,
    changeFilter,
    more: entries.length < total ? () => setPage((current) => current + 1) : null,
  };
}
