/**
 * /cms/map/imdf (admins): an IMDF archive uploaded into the map, with the upload's progress and the
 * import's report (features by type and floor, every feature left out with its id and reason), and
 * the whole map downloaded as an IMDF zip. The work is in useImdfImport, useImdfExport and reportTable.
 */
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { ProgressBar } from "primereact/progressbar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { mapTypes } from "../../../shared/map-types.ts";
import { type ImportReport, reportTable } from "./imdf-report.ts";
import { useImdfExport } from "./use-imdf-export.ts";
import { useImdfImport } from "./use-imdf-import.ts";
import "../../area-parts/special.css";

function Report({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "pl";
  const table = reportTable(report);
  return (
    <>
      <div className="special-card" aria-live="polite">
        <h2>{t("imdf.report.title")}</h2>
        <p>{t("imdf.report.summary", { ...report, total: table.total, skipped: report.skipped.length })}</p>
        <DataTable
          value={table.rows}
          dataKey="type"
          size="small"
          pt={{ table: { "aria-label": t("imdf.report.counts") } }}
        >
          <Column
            header={t("imdf.report.type")}
            body={(row) => mapTypes[row.type]?.label[lang] ?? row.type}
          />
          {table.floors.map((floor) => (
            <Column
              key={floor}
              header={t("imdf.report.floor", { floor: t(`enums.floor.${floor}`) })}
              body={(row) => row.byFloor[floor] ?? ""}
            />
          ))}
          <Column header={t("imdf.report.total")} field="total" />
        </DataTable>
      </div>
      <div className="special-card">
        <h2>{t("imdf.report.skipped", { count: report.skipped.length })}</h2>
        <DataTable
          value={report.skipped}
          size="small"
          paginator={report.skipped.length > 10}
          rows={10}
          emptyMessage={t("imdf.report.noneSkipped")}
          pt={{ table: { "aria-label": t("imdf.report.skippedList") } }}
        >
          <Column header={t("imdf.report.id")} field="id" />
          <Column header={t("imdf.report.imdfType")} field="feature_type" />
          <Column
            header={t("imdf.report.reason")}
            body={(s) => (s.detail ? `${s.reason} (${s.detail})` : s.reason)}
          />
        </DataTable>
      </div>
    </>
  );
}

export function ImdfScreen() {
  const { t } = useTranslation();
  const { state, start } = useImdfImport();
  const exporter = useImdfExport();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const working = state.step === "uploading" || state.step === "importing";

  return (
    <section className="special-page">
      <div className="special-heading">
        <h1>{t("imdf.title")}</h1>
        <div className="special-actions">
          <Link to="/cms/map/p0" className="p-button p-button-text">
            {t("imdf.toMap")}
          </Link>
          <Button
            type="button"
            icon="pi pi-download"
            label={t("imdf.export")}
            loading={exporter.busy}
            onClick={exporter.download}
          />
        </div>
      </div>
      <p className="special-intro">{t("imdf.intro")}</p>
      <form
        className="special-card special-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) start(file, replace);
        }}
      >
        <div className="special-field">
          <label htmlFor="imdf-archive">{t("imdf.archive")}</label>
          <input
            id="imdf-archive"
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="special-pair" style={{ alignItems: "center" }}>
          <Checkbox
            inputId="imdf-replace"
            checked={replace}
            onChange={(event) => setReplace(!!event.checked)}
          />
          <label htmlFor="imdf-replace">{t("imdf.replace")}</label>
        </div>
        <div>
          <Button type="submit" icon="pi pi-upload" label={t("imdf.import")} disabled={!file || working} />
        </div>
        {state.step === "uploading" && (
          <ProgressBar value={state.progress} aria-label={t("imdf.uploading")} />
        )}
        {state.step === "importing" && (
          <>
            <ProgressBar mode="indeterminate" aria-label={t("imdf.importing")} style={{ height: "6px" }} />
            <p role="status">{t("imdf.importing")}</p>
          </>
        )}
        {state.step === "refused" && (
          <p className="special-field-error" role="alert">
            {t("imdf.refused", { message: state.message })}
          </p>
        )}
      </form>
      {state.step === "done" && <Report report={state.report} />}
    </section>
  );
}
