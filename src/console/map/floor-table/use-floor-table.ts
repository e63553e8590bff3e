/**
 * The floor's table for a screen: the whole floor loaded into the session (not only the view), its
 * features of the types shown as rows (floor-rows.ts), the columns' filters and sort, the page, and
 * the selection shared with the map both ways (row-selection.ts): a row click selects on the map (a
 * plain click also zooms there), a selection made on the map shows its rows.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { typeLabelKey } from "../use-property-form.ts";
import {
  filterRows,
  floorRows,
  nextSort,
  rowMaker,
  sortRows,
  type TableSort,
  tableColumns,
} from "./floor-rows.ts";
import { clickRow, pageShowing, pageWithin } from "./row-selection.ts";

/** rows a page */
const pageSize = 50;

export interface RowModifiers {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export function useFloorTable(
  editor: MapEditor,
  state: EditorState,
  hidden: ReadonlySet<string>,
  focus: (keys: string[], zoom: boolean) => void,
) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "pl";
  const [sort, setSort] = useState<TableSort | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const anchor = useRef<string | null>(null);

  const { floor, release } = state;
  useEffect(() => {
    void floor;
    void release;
    void editor.loadFloor();
  }, [editor, floor, release]);

  const makeRow = useMemo(
    () =>
      rowMaker({
        lang,
        type: (type) => t(typeLabelKey(type)),
        enumValue: (name, value) => t(`enums.${name}.${value}`),
        yes: t("lists.yes"),
        no: t("lists.no"),
      }),
    [t, lang],
  );
  const revision = state.revision;
  const rows = useMemo(() => {
    void revision;
    return floorRows(editor.session.features(), hidden, makeRow);
  }, [editor, revision, hidden, makeRow]);
  const columns = useMemo(() => tableColumns(new Set(rows.map((row) => row.type))), [rows]);
  const shown = useMemo(
    () => sortRows(filterRows(rows, filters, lang), sort, lang),
    [rows, filters, sort, lang],
  );
  const order = useMemo(() => shown.map((row) => row.key), [shown]);
  const current = pageWithin(page, shown.length, pageSize);

  // A selection made on the map brings its rows into the page shown.
  const orderNow = useRef(order);
  orderNow.current = order;
  const selection = state.selection;
  useEffect(() => {
    setPage((at) => pageShowing(orderNow.current, selection, at, pageSize));
  }, [selection]);

  return {
    columns,
    rows: shown.slice((current - 1) * pageSize, current * pageSize),
    total: shown.length,
    /** the first and last row of the page shown, 1-based (0 when none) */
    first: Math.min((current - 1) * pageSize + 1, shown.length),
    last: Math.min(current * pageSize, shown.length),
    page: current,
    setPage,
    sort,
    onSort: (column: string) => {
      setSort(nextSort(sort, column));
      setPage(1);
    },
    filters,
    setFilter: (column: string, text: string) => {
      setFilters({ ...filters, [column]: text });
      setPage(1);
    },
    selected: new Set(selection),
    click: (key: string, modifiers: RowModifiers) => {
      const ctrl = modifiers.ctrlKey || modifiers.metaKey;
      const next = clickRow({
        order,
        selected: selection,
        anchor: anchor.current,
        key,
        ctrl,
        shift: modifiers.shiftKey,
      });
      anchor.current = next.anchor;
      focus(next.selected, !ctrl && !modifiers.shiftKey);
    },
  };
}

export type FloorTable = ReturnType<typeof useFloorTable>;
