/**
 * One page of an area's records (spec §7: GET /api/<area>?page=N[&search=][&sort=][&publication=]),
 * 10 a page from page 1, the search debounced, the sort and the publication filter done by the server
 * over all pages (a new sort or filter starts at page 1), and delete (spec §2: after a delete the list
 * reloads at page 1).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Lang, PublicationState } from "../../shared/area-spec.ts";
import { basedOn, deleteJson, getJson } from "../api/area-calls.ts";
import { Failure } from "../api/failures.ts";
import { i18n } from "../i18n/i18n.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { debounce } from "../shared/timing.ts";
import { notify } from "../state/notices.ts";
import { saveMessage } from "./record-title.ts";

export type Row = { id: number } & Record<string, unknown>;

interface ListPage {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

export const searchDebounceMs = 400;

/** A sortable column and its direction, as the API's `sort` parameter reads them. */
export interface ListSortState {
  column: string;
  descending: boolean;
}

export const sortParam = (sort: ListSortState | null) =>
  sort ? `${sort.descending ? "-" : ""}${sort.column}` : undefined;

/** A click on a header: ascending first, then descending, then the default order again. */
export function nextSort(current: ListSortState | null, column: string): ListSortState | null {
  if (current?.column !== column) return { column, descending: false };
  return current.descending ? null : { column, descending: true };
}

export function useAreaList(area: string, writeArea: string) {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ListSortState | null>(null);
  /** where the listed records stand against their publication window (areas with a schedule) */
  const [publication, setPublication] = useState<PublicationState | null>(null);
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState({ items: [] as Row[], total: 0, loading: true });

  useEffect(() => {
    // `reloads` asks for the same page again after a delete.
    void reloads;
    const controller = new AbortController();
    setResult((current) => ({ ...current, loading: true }));
    const sorted = sortParam(sort);
    const query = {
      page,
      ...(search && { search }),
      ...(sorted && { sort: sorted }),
      ...(publication && { publication }),
    };
    getJson<ListPage>(`/api/${area}`, { params: { query }, signal: controller.signal })
      .then(({ data }) => setResult({ items: data.items, total: data.total, loading: false }))
      .catch(() => {
        // A failure is shown by api/failures.ts; an aborted load has been replaced by a newer one.
        if (!controller.signal.aborted) setResult({ items: [], total: 0, loading: false });
      });
    return () => controller.abort();
  }, [area, page, search, sort, publication, reloads]);

  const applySearch = useMemo(
    () =>
      debounce((text: string) => {
        setSearch(text.trim());
        setPage(1);
      }, searchDebounceMs),
    [],
  );
  useEffect(() => () => applySearch.cancel(), [applySearch]);

  const changeSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    [applySearch],
  );

  const sortBy = useCallback((column: string) => {
    setSort((current) => nextSort(current, column));
    setPage(1);
  }, []);

  const filterPublication = useCallback((state: PublicationState | null) => {
    setPublication(state);
    setPage(1);
  }, []);

  const reload = useCallback(() => {
    setPage(1);
    setReloads((count) => count + 1);
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

  return {
    ...result,
    page,
    setPage,
    searchText,
    search,
    changeSearch,
    sort,
    sortBy,
    publication,
    filterPublication,
    reload,
    remove,
  };
}
