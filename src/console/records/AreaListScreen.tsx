/**
 * The generated list of an area (spec §2): the manifest's columns, server pagination (pages of src/shared/list-page.ts, rows per
 * page chosen), search and filters where the manifest declares them, a publication filter where it has a schedule, Add / Edit /
 * Delete as the user's role and the area allow, bulk actions on selected rows (BulkBar.tsx), and the areas' own row and header
 * actions (row-actions.tsx). The list's state is in the address (list-address.ts).
 */
import "./area-list.css";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dropdown } from "primereact/dropdown";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { consoleColumns } from "../../../generated/console.ts";
import { type Lang, type PublicationState, publicationStates } from "../../shared/area-spec.ts";
import { pageSize, pageSizes } from "../../shared/list-page.ts";
import { lockOn } from "../../shared/record-locks.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { dropdownLabels } from "../shared/dropdown-labels.ts";
import { session } from "../state/session.ts";
import { ListTable, type TableColumn } from "../table/ListTable.tsx";
import { areaAccess } from "./area-access.ts";
import { BulkBar } from "./BulkBar.tsx";
import { ListCell, type ListColumn } from "./ListCell.tsx";
import { ListFilters } from "./ListFilters.tsx";
import { namedRecord, recordTitle } from "./record-title.ts";
import { listHeaderActions, rowActions } from "./row-actions.tsx";
import { type Row, sortParam, useAreaList } from "./use-area-list.ts";
import { useChoiceNames } from "./use-choice-names.ts";
import { useListExport } from "./use-list-export.ts";

const placeholderRows = (rows: number): Row[] =>
  Array.from({ length: rows }, (_, index) => ({ id: -1 - index }));

export function AreaListScreen({ area, basePath }: { area: string; basePath: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { user } = useSnapshot(session);
  const spec = areaSpec(area);
  const access = areaAccess(area, basePath, user?.roles);
  const columns: readonly ListColumn[] = consoleColumns[area as keyof typeof consoleColumns] ?? [];
  const list = useAreaList(area, access.writeArea, spec);
  const names = useChoiceNames(columns, list.items);
  const exporter = useListExport(area);
  const [pending, setPending] = useState<Row | null>(null);
  const title = t(`resources.${area}.name`);
  const extraRowActions = rowActions[area];
  const headerActions = listHeaderActions[area];
  const searchId = `${area}-search`;

  /** the bulk actions the manifest offers and the user's role allows */
  const bulkActions = spec.bulk.filter((action) => (action === "delete" ? access.delete : access.edit));

  const header = (name: string) => {
    const key = `resources.${area}.fields.${name}`;
    return i18n.exists(key) ? t(key) : t(`lists.columns.${name}`);
  };

  // A locked record (a sent push) opens read-only, and is not offered for deletion (manifests' `locked`).
  const actions = (row: Row) => (
    <div className="row-actions">
      {extraRowActions?.(row, list.reload)}
      {access.edit && (
        <Link
          to={`/cms/${basePath}/modify/${row.id}`}
          className="p-button p-component p-button-text p-button-rounded p-button-icon-only"
          {...(lockOn(spec, row, "update")
            ? { "aria-label": t("records.showRow", { id: row.id }), title: t("records.show") }
            : { "aria-label": t("lists.editRow", { id: row.id }), title: t("lists.edit") })}
        >
          <span
            className={`p-button-icon pi ${lockOn(spec, row, "update") ? "pi-eye" : "pi-pencil"}`}
            aria-hidden="true"
          />
        </Link>
      )}
      {access.delete && !lockOn(spec, row, "delete") && (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={t("lists.deleteRow", { id: row.id })}
          title={t("lists.delete")}
          onClick={() => setPending(row)}
        />
      )}
    </div>
  );

  const tableColumns: TableColumn<Row>[] = columns.map((column) => ({
    key: column.name,
    header: header(column.name),
    sortable: spec.sortable.includes(column.name),
    bodyClassName: column.kind === "datetime" || column.kind === "date" ? "nowrap" : undefined,
    dataColumn: column.name,
    body: (row: Row) =>
      list.loading ? (
        <Skeleton height="1.2rem" />
      ) : (
        <ListCell column={column} value={row[column.name]} names={names} label={header(column.name)} />
      ),
  }));
  if (access.edit || access.delete || extraRowActions) {
    tableColumns.push({
      key: "actions",
      header: t("lists.actions"),
      headerClassName: "actions-column",
      bodyClassName: "actions-column",
      body: (row: Row) => (list.loading ? <Skeleton height="1.2rem" width="4rem" /> : actions(row)),
    });
  }

  return (
    <section className="area-list" aria-labelledby={`${area}-title`}>
      <div className="area-list-header">
        <h1 id={`${area}-title`}>{title}</h1>
        <div className="area-list-tools">
          {spec.search.length > 0 && (
            <IconField iconPosition="left">
              <InputIcon className="pi pi-search" aria-hidden="true" />
              <label htmlFor={searchId} className="sr-only">
                {t("lists.search")}
              </label>
              <InputText
                id={searchId}
                type="search"
                value={list.searchText}
                placeholder={t("lists.search")}
                onChange={(event) => list.changeSearch(event.target.value)}
              />
            </IconField>
          )}
          {spec.schedule && (
            <>
              <label htmlFor={`${area}-publication`} className="sr-only">
                {t("lists.columns.publication")}
              </label>
              <Dropdown
                pt={dropdownLabels(t("lists.columns.publication"))}
                inputId={`${area}-publication`}
                value={list.publication}
                options={publicationStates.map((state) => ({
                  value: state,
                  label: t(`enums.publication.${state}`),
                }))}
                placeholder={t("lists.publicationAny")}
                showClear
                onChange={(event) => list.filterPublication((event.value as PublicationState | null) ?? null)}
              />
            </>
          )}
          <ListFilters spec={spec} values={list.filters} onChange={list.filterBy} fieldLabel={header} />
          {headerActions?.()}
          {spec.export && (
            <Button
              type="button"
              icon="pi pi-download"
              label={t("lists.export")}
              loading={exporter.busy}
              disabled={exporter.busy}
              onClick={() =>
                void exporter.download({
                  search: list.search,
                  sort: sortParam(list.sort),
                  ...(list.publication && { publication: list.publication }),
                  filters: list.filters,
                })
              }
            />
          )}
          {exporter.received !== null && (
            <span className="area-list-export-progress" role="status">
              {t("lists.exporting", { count: exporter.received })}
            </span>
          )}
          {access.create && (
            <Link to={`/cms/${basePath}/modify`} className="p-button p-component">
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">{t("lists.add")}</span>
            </Link>
          )}
        </div>
      </div>
      <BulkBar
        actions={bulkActions}
        count={list.selected.size}
        onRun={(action) => void list.runBulk(action)}
        report={list.report}
        onCloseReport={list.clearReport}
      />
      <ListTable
        columns={tableColumns}
        rows={list.loading ? placeholderRows(list.items.length || pageSize) : list.items}
        busy={list.loading}
        emptyMessage={t("lists.noData")}
        // Sorted by the server over all pages (?sort=): asc, desc, then the default order again.
        sort={list.sort}
        onSort={list.sortBy}
        page={list.page}
        pageSize={list.pageSize}
        totalRecords={list.total}
        onPage={list.setPage}
        reportTemplate={t("lists.pageReport")}
        pageSizes={pageSizes}
        onPageSize={list.setPageSize}
        {...(bulkActions.length > 0 && {
          selection: {
            selected: list.selected,
            toggle: list.toggle,
            toggleAll: list.toggleAll,
            rowLabel: (id: number) => t("listTools.selectRow", { id }),
            allLabel: t("listTools.selectAll"),
          },
        })}
      />
      <ConfirmDialog
        visible={pending !== null}
        onHide={() => setPending(null)}
        header={t("lists.deleteTitle")}
        message={
          pending &&
          t("records.deleteQuestion", {
            name: namedRecord(t, t(`resources.${area}.itemName`), pending, recordTitle(spec, pending, lang)),
          })
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("lists.delete")}
        rejectLabel={t("lists.cancel")}
        acceptClassName="p-button-danger"
        accept={() => {
          if (pending) void list.remove(pending);
        }}
      />
    </section>
  );
}
