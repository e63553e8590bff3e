/**
 * The floor's table under the map (its own chunk, loaded when first opened): a header per column that
 * sorts, a filter per column, a page of rows in PrimeReact DataTable's markup (the theme draws it, as
 * the lists' table), the selected rows highlighted. A row click selects its feature on the map (Ctrl
 * adds, Shift a range); the behaviour is in use-floor-table.ts.
 */
import "../../table/table.css";
import "./floor-table.css";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { SortHeader, type TableColumn } from "../../table/ListTable.tsx";
import { Paginator } from "../../table/Paginator.tsx";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { type FloorRow, typeColumn } from "./floor-rows.ts";
import { pageSize, useFloorTable } from "./use-floor-table.ts";

interface Props {
  editor: MapEditor;
  state: EditorState;
  hidden: ReadonlySet<string>;
  onFocus: (keys: string[], zoom: boolean) => void;
}

export default function FloorTablePanel({ editor, state, hidden, onFocus }: Props) {
  const { t } = useTranslation();
  const table = useFloorTable(editor, state, hidden, onFocus);
  const columns: TableColumn<FloorRow>[] = table.columns.map((name) => ({
    key: name,
    header: name === typeColumn ? t("mapEditor.properties.type") : t(`map.properties.${name}`),
    sortable: true,
    body: (row) => row.cells[name] ?? "",
  }));
  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    table.click(key, event);
  };
  return (
    <section className="map-floor-table" aria-labelledby="map-floor-table-title">
      <h2 id="map-floor-table-title" className="map-visually-hidden">
        {t("mapEditor.table.title")}
      </h2>
      <div className="p-datatable p-component p-datatable-sm p-datatable-striped p-datatable-gridlines">
        <div className="p-datatable-wrapper">
          <table className="p-datatable-table" aria-rowcount={table.total}>
            <thead className="p-datatable-thead">
              <tr>
                {columns.map((column) => (
                  <SortHeader key={column.key} column={column} sort={table.sort} onSort={table.onSort} />
                ))}
              </tr>
              <tr className="map-floor-table-filters">
                {columns.map((column) => (
                  <th key={column.key}>
                    <input
                      className="p-inputtext p-component p-inputtext-sm"
                      aria-label={t("mapEditor.table.filter", { column: column.header })}
                      value={table.filters[column.key] ?? ""}
                      onChange={(event) => table.setFilter(column.key, event.target.value)}
                    />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="p-datatable-tbody">
              {table.rows.length === 0 ? (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={columns.length}>{t("lists.noData")}</td>
                </tr>
              ) : (
                table.rows.map((row, index) => {
                  const selected = table.selected.has(row.key);
                  const classes = [index % 2 === 1 && "p-row-odd", selected && "p-highlight"].filter(Boolean);
                  return (
                    <tr
                      key={row.key}
                      data-key={row.key}
                      className={classes.join(" ") || undefined}
                      aria-selected={selected}
                      tabIndex={0}
                      onClick={(event) => table.click(row.key, event)}
                      onKeyDown={onKeyDown(row.key)}
                    >
                      {columns.map((column) => (
                        <td key={column.key}>{column.body(row)}</td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        <Paginator
          page={table.page}
          rows={pageSize}
          totalRecords={table.total}
          onPage={table.setPage}
          reportTemplate={t("lists.pageReport")}
        />
      </div>
    </section>
  );
}
