/**
 * SOS reports to reply to: GET /api/sos a page at a time (newest first, "load more" for older ones),
 * plus the report preselected by ?sos= even when it is on a later page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { components } from "../../../../generated/api-types.ts";
import { api } from "../../api/client.ts";
import { unwrap } from "../../api/failures.ts";

export type SosReport = components["schemas"]["SosRecord"];
type SosPage = components["schemas"]["SosPage"];

export function useSosChoices(preselectedId: number | null) {
  const [reports, setReports] = useState<SosReport[]>([]);
  const [preselected, setPreselected] = useState<SosReport | null>(null);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    unwrap<SosPage>(api.GET("/api/sos", { params: { query: { page } }, signal: current.signal }))
      .then(({ data }) => {
        setReports((known) => [
          ...known.filter((r) => !data.items.some((i) => i.id === r.id)),
          ...data.items,
        ]);
        setTotal(data.total);
        setLoading(false);
      })
      .catch(() => {
        if (!current.signal.aborted) setLoading(false);
      });
    return () => current.abort();
  }, [page]);

  useEffect(() => {
    if (preselectedId === null) return;
    const current = new AbortController();
    unwrap<SosReport>(
      api.GET("/api/sos/{id}", { params: { path: { id: preselectedId } }, signal: current.signal }),
    )
      .then(({ data }) => setPreselected(data))
      .catch(() => undefined);
    return () => current.abort();
  }, [preselectedId]);

  const loadMore = useCallback(() => setPage((p) => p + 1), []);
  const choices =
    preselected && !reports.some((r) => r.id === preselected.id) ? [preselected, ...reports] : reports;
  return { choices, loading, hasMore: reports.length < total, loadMore };
}
