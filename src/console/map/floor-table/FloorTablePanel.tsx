/**
 * The floor's table under the map: a header per column that sorts, a filter per column, a page of rows
 * in PrimeReact DataTable's markup (the theme draws it, as the lists' table), the selected rows
 * highlighted, and the page before and after. A row click selects its feature on the map (Ctrl adds,
 * Shift a range); the behaviour is in use-floor-table.ts.
 *
 * It does not reuse the lists' ListTable and Paginator (src/console/table/): a module the map and
 * the list screen shared went into a chunk of its own, which the list screen then loaded as one more
 * file, 0.4 KiB over its 250 KiB budget (bench/bundle-size.ts).
 */
import "./floor-table.css";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { EditorState, MapEditor } from "../editor/map-editor.ts";
import { typeColumn } from "./floor-rows.ts";
import { useFloorTable } from "./use-floor-table.ts";

interface Props {
  editor: MapEditor;
  state: EditorState;
  hidden: ReadonlySet<string>;
  onFocus: (keys: string[], zoom: boolean) => void;
}

export default function FloorTablePanel({ editor, state, hidden, onFocus }: Props) {
  const { t } = useTranslation();
  const table = useFloorTable(editor, state, hidden, onFocus);
  const columns = table.columns.map((name) => ({
    key: name,
    header: name === typeColumn ? t("mapEditor.properties.type") : t(`map.properties.${name}`),
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
                {columns.map((column) => {
                  const sorted = table.sort?.column === column.key ? table.sort : null;
                  const icon = sorted ? (sorted.descending ? "down" : "up-alt") : null;
                  return (
                    <th
                      key={column.key}
                      className={sorted ? "p-sortable-column p-highlight" : "p-sortable-column"}
                      tabIndex={0}
                      aria-sort={sorted ? (sorted.descending ? "descending" : "ascending") : "none"}
                      onClick={() => table.onSort(column.key)}
                      onKeyDown={(event) => {
                        if (event.key !== "Enter" && event.key !== " ") return;
                        event.preventDefault();
                        table.onSort(column.key);
                      }}
                    >
                      <div className="p-column-header-content">
                        <span className="p-column-title">{column.header}</span>
                        <span
                          className={`p-sortable-column-icon pi ${icon ? `pi-sort-amount-${icon}` : "pi-sort-alt"}`}
                          aria-hidden="true"
                        />
                      </div>
                    </th>
                  );
                })}
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
                        <td key={column.key}>{row.cells[column.key]}</td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        <div className="p-paginator p-paginator-bottom p-component">
          <button
            type="button"
            className="p-paginator-prev p-paginator-element p-link"
            aria-label={t("lists.previousPage")}
            disabled={table.page <= 1}
            onClick={() => table.setPage(table.page - 1)}
          >
            <span className="p-paginator-icon pi pi-angle-left" aria-hidden="true" />
          </button>
          <span aria-live="polite" className="p-paginator-current">
            {t("lists.pageReport")
              .replace("{first}", String(table.first))
              .replace("{last}", String(table.last))
              .replace("{totalRecords}", String(table.total))}
          </span>
          <button
            type="button"
            className="p-paginator-next p-paginator-element p-link"
            aria-label={t("lists.nextPage")}
            disabled={table.last >= table.total}
            onClick={() => table.setPage(table.page + 1)}
          >
            <span className="p-paginator-icon pi pi-angle-right" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
