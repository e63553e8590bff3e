/**
 * The audit screen's behaviour (admins): a page of GET /api/audit for the filters in the address,
 * newest first; a new filter starts from page 1, the previous request is aborted. Deleted records'
 * entries are there too: the only place their history can be read.
 */
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { paths } from "../../../generated/api-types.ts";
import { api } from "../api/client.ts";
import { unwrap } from "../api/failures.ts";
import { type AuditFilter, auditFilterOf, auditRequestOf, auditSearchOf } from "./audit-query.ts";
import type { HistoryEntry } from "./use-record-history.ts";

type AuditPage = NonNullable<
  paths["/api/audit"]["get"]["responses"]["200"]["content"]["application/json"]["data"]
>;

export function useAuditHistory() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = auditFilterOf(params);
  const search = auditSearchOf(filter, page).toString();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const current = auditFilterOf(new URLSearchParams(search));
    setLoading(true);
    const query = auditRequestOf(current.filter, current.page);
    unwrap<AuditPage>(api.GET("/api/audit", { params: { query }, signal: controller.signal }))
      .then(({ data }) => {
        setEntries(data.items);
        setTotal(data.total);
        setPageSize(data.pageSize);
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [search]);

  const changeFilter = useCallback(
    (change: Partial<AuditFilter>) => setParams(auditSearchOf({ ...filter, ...change }, 1)),
    [filter, setParams],
  );
  const goTo = useCallback((target: number) => setParams(auditSearchOf(filter, target)), [filter, setParams]);

  return { filter, page, entries, total, pageSize, loading, changeFilter, goTo };
}
