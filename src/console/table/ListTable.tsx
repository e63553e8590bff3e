/**
 * The lists' table: a server-paged, server-sorted table in PrimeReact DataTable's markup and classes,
 * so the theme draws it as before, without DataTable's JavaScript (51 KiB gzip of the list screen's
 * budget, issue 12). Headers of sortable columns sort on click, Enter or Space and say their order
 * with aria-sort; rows are striped.
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
}) {
  const { columns, rows } = props;
  return (
    <div
      className="p-datatable p-component p-datatable-responsive-scroll p-datatable-striped"
      aria-busy={props.busy}
    >
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table">
          <thead className="p-datatable-thead">
            <tr>
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
                <td colSpan={columns.length}>{props.emptyMessage}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id} className={index % 2 === 1 ? "p-row-odd" : undefined}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.bodyClassName} data-column={column.dataColumn}>
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
      />
    </div>
  );
}
