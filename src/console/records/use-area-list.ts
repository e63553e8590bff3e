/**
 * One page of an area's records (spec §7: GET /api/<area>?page=N&pageSize=…[&search=][&sort=][&filters]),
 * 10 a page from page 1 unless another size is chosen, the search debounced, the sort and the filters
 * done by the server over all pages (a new sort, filter or size starts at page 1). The state lives in
 * the page's address (list-address.ts). Delete (spec §2: after a delete the list reloads at page 1) and
 * the bulk actions (POST /api/<area>/bulk) over the selected rows.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { AreaSpec, BulkAction, Lang, PublicationState } from "../../shared/area-spec.ts";
import { basedOn, deleteJson, getJson, postJson } from "../api/area-calls.ts";
import { Failure } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { debounce } from "../shared/timing.ts";
import { notify } from "../state/notices.ts";
import { type ListState, listQueryOf, listStateParams, nextSort, readListState } from "./list-address.ts";

import { saveMessage } from "./record-title.ts";

export { type ListSortState, nextSort, sortParam } from "./list-address.ts";

export type Row = { id: number } & Record<string, unknown>;

interface ListPage {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

/** One record's outcome of a bulk action, as the server answers it. */
export type BulkOutcome = { id: number; ok: true } | { id: number; ok: false; code: number; message: string };

export interface BulkReport {
  action: BulkAction;
  done: number;
  refused: number;
  results: BulkOutcome[];
}

export const searchDebounceMs = 400;

export function useAreaList(area: string, writeArea: string, spec: AreaSpec) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(spec, params), [spec, params]);
  const [searchText, setSearchText] = useState(state.search);
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState({ items: [] as Row[], total: 0, loading: true });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [report, setReport] = useState<BulkReport | null>(null);
  const query = JSON.stringify(listQueryOf(state));

  /** A new state in the address: a change of view adds a history entry (back returns to it). */
  const change = useCallback(
    (next: (current: ListState) => ListState) =>
      setParams((current) => listStateParams(next(readListState(spec, current)))),
    [setParams, spec],
  );

  // The address changed by the back button or a link: the search box shows its search.
  useEffect(() => setSearchText(state.search), [state.search]);

  useEffect(() => {
    // `reloads` asks for the same page again after a delete or a bulk action.
    void reloads;
    const controller = new AbortController();
    setResult((current) => ({ ...current, loading: true }));
    getJson<ListPage>(`/api/${area}`, { params: { query: JSON.parse(query) }, signal: controller.signal })
      .then(({ data }) => setResult({ items: data.items, total: data.total, loading: false }))
      .catch(() => {
        // A failure is shown by api/failures.ts; an aborted load has been replaced by a newer one.
        if (!controller.signal.aborted) setResult({ items: [], total: 0, loading: false });
      });
    return () => controller.abort();
  }, [area, query, reloads]);

  // Another page, filter or order shows other rows: the selection is of the rows shown.
  useEffect(() => {
    void query;
    setSelected(new Set());
  }, [query]);

  const applySearch = useMemo(
    () =>
      debounce(
        (text: string) => change((current) => ({ ...current, search: text.trim(), page: 1 })),
        searchDebounceMs,
      ),
    [change],
  );
  useEffect(() => () => applySearch.cancel(), [applySearch]);

  const changeSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    [applySearch],
  );

  const setPage = useCallback((page: number) => change((current) => ({ ...current, page })), [change]);
  const setPageSize = useCallback(
    (pageSize: number) => change((current) => ({ ...current, pageSize, page: 1 })),
    [change],
  );
  const sortBy = useCallback(
    (column: string) => change((current) => ({ ...current, sort: nextSort(current.sort, column), page: 1 })),
    [change],
  );
  const filterPublication = useCallback(
    (publication: PublicationState | null) => change((current) => ({ ...current, publication, page: 1 })),
    [change],
  );
  /** Sets (or, empty, clears) the filter parameters given. */
  const filterBy = useCallback(
    (values: Record<string, string>) =>
      change((current) => ({ ...current, filters: { ...current.filters, ...values }, page: 1 })),
    [change],
  );

  const reload = useCallback(() => {
    change((current) => ({ ...current, page: 1 }));
    setReloads((count) => count + 1);
  }, [change]);

  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: readonly number[]) => {
    setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));
  }, []);

  /** Deletes the row as it was listed: changed by someone else since, it is refused (412) and listed again. */
  const remove = useCallback(
    async (row: Row) => {
      const { id, version } = row;
      try {
        await deleteJson(`/api/${writeArea}/{id}`, {
          params: { path: { id } },
          headers: basedOn(version),
        });
        const item = i18n.t(`resources.${area}.itemName`);
        notify("success", saveMessage(i18n.t, areaSpec(area), item, row, "removed", i18n.language as Lang));
        reload();
      } catch (error) {
        // shown by api/failures.ts
        if (error instanceof Failure && error.status === 412) reload();
      }
    },
    [area, writeArea, reload],
  );

  /** The bulk action on the selected rows: its report stays shown (refusals per record) until the next one. */
  const runBulk = useCallback(
    async (action: BulkAction) => {
      const ids = [...selected];
      if (!ids.length) return;
      try {
        const { data } = await postJson<BulkReport>(`/api/${writeArea}/bulk`, { body: { action, ids } });
        setReport(data);
        notify(
          data.refused ? "info" : "success",
          i18n.t("listTools.bulkDone", { done: data.done, refused: data.refused }),
        );
        setSelected(new Set());
        setReloads((count) => count + 1);
      } catch {
        // shown by api/failures.ts
      }
    },
    [selected, writeArea],
  );

  return {
    ...result,
    ...state,
    searchText,
    changeSearch,
    setPage,
    setPageSize,
    sortBy,
    filterPublication,
    filterBy,
    reload,
    remove,
    selected,
    toggle,
    toggleAll,
    runBulk,
    report,
    clearReport: () => setReport(null),
  };
}
