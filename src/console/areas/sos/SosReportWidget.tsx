/**
 * The report an SOS push answers (the sos.push command's `sos_id`) as a widget of its generated form:
 * reports newest first with "load more", those answered or without a signed-in author disabled, and
 * the chosen report's message quoted below.
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";
import { formatDateTime } from "../../shared/format.ts";
import { type SosReport, useSosChoices } from "./use-sos-choices.ts";
import "../../area-parts/special.css";

export function SosReportWidget({ id, label, value, disabled, onChange, rawErrors = [] }: WidgetProps) {
  const { t } = useTranslation();
  // The report the screen was opened for (?sos=) is read even when it is on a later page.
  const [preselected] = useState<number | null>(typeof value === "number" ? value : null);
  const reports = useSosChoices(preselected);

  const describeReport = (report: SosReport) =>
    [
      `#${report.id}`,
      formatDateTime(report.created_at),
      report.floor ? t("special.sos.floor", { floor: t(`enums.floor.${report.floor}`) }) : null,
      report.user_id === null ? `(${t("special.sos.anonymous")})` : null,
      report.replied_at ? `(${t("special.sos.replied")})` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  const option = (report: SosReport | null) =>
    report && (
      <span className="special-option">
        <span>{describeReport(report)}</span>
        <small>{report.message}</small>
      </span>
    );
  const chosen = reports.choices.find((report) => report.id === value);

  return (
    <>
      <Dropdown
        pt={dropdownLabels(label)}
        inputId={id}
        value={value ?? null}
        options={reports.choices}
        optionValue="id"
        optionLabel="message"
        optionDisabled={(report: SosReport) => Boolean(report.replied_at) || report.user_id === null}
        itemTemplate={option}
        valueTemplate={(report: SosReport | null) =>
          report ? describeReport(report) : t("special.sos.reportPlaceholder")
        }
        placeholder={t("special.sos.reportPlaceholder")}
        emptyMessage={t("special.common.noData")}
        disabled={disabled}
        onChange={(event) => onChange(event.value ?? undefined)}
        invalid={rawErrors.length > 0}
        aria-describedby={ariaDescribedByIds(id)}
        panelFooterTemplate={
          reports.hasMore ? (
            <Button
              type="button"
              text
              className="special-load-more"
              label={t("special.common.loadMore")}
              loading={reports.loading}
              onClick={reports.loadMore}
            />
          ) : null
        }
      />
      {chosen?.message && <blockquote className="special-quote">{chosen.message}</blockquote>}
    </>
  );
}
