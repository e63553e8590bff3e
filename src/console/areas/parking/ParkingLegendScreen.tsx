/** /cms/parking_lots/legend: the parking occupancy ranges with add, edit and delete in place. */
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { ConfirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LegendBar } from "./LegendBar.tsx";
import { LegendDialog } from "./LegendDialog.tsx";
import { useLegendForm } from "./use-legend-form.ts";
import { type LegendEntry, useParkingLegend } from "./use-parking-legend.ts";
import "../../area-parts/special.css";

export function ParkingLegendScreen() {
  const { t, i18n } = useTranslation();
  const legend = useParkingLegend();
  const form = useLegendForm(legend.save);
  const [deleting, setDeleting] = useState<LegendEntry | null>(null);
  const lang = i18n.language === "en" ? "en" : "pl";

  const actions = (entry: LegendEntry) => (
    <div className="special-row-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        text
        aria-label={`${t("special.common.edit")}: ${entry[`title_${lang}`]}`}
        onClick={() => form.start(entry)}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        severity="danger"
        aria-label={`${t("special.common.delete")}: ${entry[`title_${lang}`]}`}
        onClick={() => setDeleting(entry)}
      />
    </div>
  );

  return (
    <section className="special-page">
      <div className="special-heading">
        <h1>{t("special.legend.title")}</h1>
        <div className="special-actions">
          <Link to="/cms/parking_lots" className="p-button p-button-text">
            {t("special.legend.toLots")}
          </Link>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t("special.legend.add")}
            onClick={() => form.start(null)}
          />
        </div>
      </div>
      <p className="special-intro">{t("special.legend.intro")}</p>
      <div className="special-card">
        <LegendBar entries={legend.entries} />
      </div>
      <div className="special-card">
        <DataTable
          value={legend.entries}
          loading={legend.loading}
          dataKey="id"
          emptyMessage={t("special.common.noData")}
          stripedRows
          size="small"
        >
          <Column
            header={t("special.legend.range")}
            body={(entry: LegendEntry) => `${entry.from_percent}–${entry.to_percent}%`}
          />
          <Column field={`title_${lang}`} header={t(`resources.parking_legend.fields.title_${lang}`)} />
          <Column
            field={`description_${lang}`}
            header={t(`resources.parking_legend.fields.description_${lang}`)}
            className="legend-description"
            headerClassName="legend-description"
          />
          <Column header={t("special.common.actions")} body={actions} className="special-actions-column" />
        </DataTable>
      </div>
      <LegendDialog form={form} />
      <ConfirmDialog
        visible={deleting !== null}
        onHide={() => setDeleting(null)}
        header={t("special.legend.confirmHeader")}
        message={
          deleting &&
          t("special.legend.confirmDelete", {
            from: deleting.from_percent,
            to: deleting.to_percent,
            title: deleting[`title_${lang}`],
          })
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("special.common.delete")}
        rejectLabel={t("special.common.cancel")}
        acceptClassName="p-button-danger"
        accept={() => deleting && void legend.remove(deleting)}
      />
    </section>
  );
}
