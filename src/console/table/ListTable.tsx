/**
 * The lists' table: a server-paged, server-sorted table in PrimeReact DataTable's markup and classes,
 * so the theme draws it as before, without DataTable's JavaScript (51 KiB gzip of the list screen's
 * budget, issue 12). Headers of sortable columns sort on click, Enter or Space and say their order
 * with aria-sort; rows are striped. With `selection`, a first column of checkboxes selects rows (and
 * all the page's). Each cell carries its column's header (data-label): on a phone the rows are drawn
 * as cards (table.css), each value under its header.
 */
import "./table.css";
import { SortAltIcon } from "primereact/icons/sortalt";
import { SortAmountDownIcon } from "primereact/icons/sortamountdown";
import { SortAmountUpAltIcon } from "primereact/icons/sortamountupalt";
import type { ReactNode } from "react";
import { Paginator } from "./Paginator.tsx";

export interface TableColumn<R> {
  key: string;
  header: string;
  sortable?: boolean;
  headerClassName?: string;
  bodyClassName?: string;
  /** a stable hook for tests (data-column), e.g. to mask the seeding time in screenshots */
  dataColumn?: string;
  body: (row: R) => ReactNode;
}

/** Rows chosen with the checkboxes of the first column (bulk actions). */
export interface TableSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** selects the page's rows, or clears the selection when they all are */
  toggleAll: (ids: readonly number[]) => void;
  /** the checkbox's accessible name of a row, of all rows */
  rowLabel: (id: number) => string;
  allLabel: string;
}

export interface TableSort {
  column: string;
  descending: boolean;
}

export function SortHeader<R>({
  column,
  sort,
  onSort,
}: {
  column: TableColumn<R>;
  sort: TableSort | null;
  onSort: (column: string) => void;
}) {
  const sorted = sort?.column === column.key;
  const order = sorted ? (sort.descending ? "descending" : "ascending") : "none";
  const Icon = sorted ? (sort.descending ? SortAmountDownIcon : SortAmountUpAltIcon) : SortAltIcon;
  const classes = ["p-sortable-column", sorted && "p-highlight", column.headerClassName].filter(Boolean);
  return (
    <th
      className={classes.join(" ")}
      tabIndex={0}
      aria-sort={order}
      onClick={() => onSort(column.key)}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        onSort(column.key);
      }}
    >
      <div className="p-column-header-content">
        <span className="p-column-title">{column.header}</span>
        <span>
          <Icon className="p-sortable-column-icon" />
        </span>
      </div>
    </th>
  );
}

export function ListTable<R extends { id: number }>(props: {
  columns: TableColumn<R>[];
  rows: R[];
  busy: boolean;
  emptyMessage: string;
  sort: TableSort | null;
  onSort: (column: string) => void;
  page: number;
  pageSize: number;
  totalRecords: number;
  onPage: (page: number) => void;
  reportTemplate: string;
  /** the rows-per-page choice under the table */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  selection?: TableSelection;
}) {
  const { columns, rows, selection } = props;
  const ids = rows.filter((row) => row.id > 0).map((row) => row.id);
  const allSelected = ids.length > 0 && ids.every((id) => selection?.selected.has(id));
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div
      className="p-datatable p-component p-datatable-responsive-scroll p-datatable-striped"
      aria-busy={props.busy}
    >
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table">
          <thead className="p-datatable-thead">
            <tr>
              {selection && (
                <th className="selection-column">
                  <input
                    type="checkbox"
                    aria-label={selection.allLabel}
                    checked={allSelected}
                    disabled={ids.length === 0}
                    onChange={() => selection.toggleAll(ids)}
                  />
                </th>
              )}
              {columns.map((column) =>
                column.sortable ? (
                  <SortHeader key={column.key} column={column} sort={props.sort} onSort={props.onSort} />
                ) : (
                  <th key={column.key} className={column.headerClassName}>
                    <div className="p-column-header-content">
                      <span className="p-column-title">{column.header}</span>
                    </div>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={span}>{props.emptyMessage}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id} className={index % 2 === 1 ? "p-row-odd" : undefined}>
                  {selection && (
                    <td className="selection-column">
                      {row.id > 0 && (
                        <input
                          type="checkbox"
                          aria-label={selection.rowLabel(row.id)}
                          checked={selection.selected.has(row.id)}
                          onChange={() => selection.toggle(row.id)}
                        />
                      )}
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.bodyClassName}
                      data-column={column.dataColumn}
                      data-label={column.header}
                    >
                      {column.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator
        page={props.page}
        rows={props.pageSize}
        totalRecords={props.totalRecords}
        onPage={props.onPage}
        reportTemplate={props.reportTemplate}
        {...(props.pageSizes &&
          props.onPageSize && { pageSizes: props.pageSizes, onPageSize: props.onPageSize })}
      />
    </div>
  );
}
