/** /cms/sos/send_push: a push reply to an SOS report, with a preview of how it shows on a phone. */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { formatDateTime } from "../controllers/format.ts";
import { type SosReport, useSosChoices } from "../controllers/use-sos-choices.ts";
import { useSosPush } from "../controllers/use-sos-push.ts";
import { FieldError } from "../special/FieldError.tsx";
import { PushPreview } from "./PushPreview.tsx";
import "../special/special.css";
import { dropdownLabels } from "../special/dropdown-labels.ts";

function positiveId(raw: string | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function SosSendPushScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const preselectedId = positiveId(params.get("sos"));
  const reports = useSosChoices(preselectedId);
  const push = useSosPush(preselectedId);
  const [previewOpen, setPreviewOpen] = useState(false);
  const label = (field: string) => t(`resources.sos.commands.push.fields.${field}`);

  const describeReport = (report: SosReport) => {
    const parts = [
      `#${report.id}`,
      formatDateTime(report.created_at),
      report.floor ? t("special.sos.floor", { floor: t(`enums.floor.${report.floor}`) }) : null,
      report.user_id === null ? `(${t("special.sos.anonymous")})` : null,
      report.replied_at ? `(${t("special.sos.replied")})` : null,
    ];
    return parts.filter(Boolean).join(" · ");
  };
  const option = (report: SosReport | null) =>
    report && (
      <span className="special-option">
        <span>{describeReport(report)}</span>
        <small>{report.message}</small>
      </span>
    );
  const chosen = reports.choices.find((r) => r.id === push.sosId);

  return (
    <section className="special-page">
      <h1>{t("special.sos.title")}</h1>
      <form
        className="special-form special-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void push.submit();
        }}
      >
        <div className="special-field">
          <label id="sos-report-label" htmlFor="sos-report">
            {label("sos_id")}
          </label>
          <Dropdown
            pt={dropdownLabels(label("sos_id"))}
            inputId="sos-report"
            aria-labelledby="sos-report-label"
            value={push.sosId}
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
            onChange={(event) => push.setSosId(event.value as number)}
            invalid={Boolean(push.problems.sos_id)}
            aria-describedby="sos-report-error"
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
          <FieldError id="sos-report-error" problem={push.problems.sos_id} />
          {chosen?.message && <blockquote className="special-quote">{chosen.message}</blockquote>}
        </div>
        <div className="special-field">
          <label htmlFor="sos-title">{label("title")}</label>
          <InputText
            id="sos-title"
            value={push.title}
            onChange={(event) => push.setTitle(event.target.value)}
            invalid={Boolean(push.problems.title)}
            aria-describedby="sos-title-error"
          />
          <FieldError id="sos-title-error" problem={push.problems.title} />
        </div>
        <div className="special-field">
          <label htmlFor="sos-body">{label("body")}</label>
          <InputTextarea
            id="sos-body"
            value={push.body}
            rows={5}
            autoResize
            onChange={(event) => push.setBody(event.target.value)}
            invalid={Boolean(push.problems.body)}
            aria-describedby="sos-body-error"
          />
          <FieldError id="sos-body-error" problem={push.problems.body} />
        </div>
        <div className="special-actions">
          <Link to="/cms/sos" className="p-button p-button-text">
            {t("special.common.back")}
          </Link>
          <Button
            type="button"
            icon="pi pi-mobile"
            outlined
            label={t("special.common.preview")}
            onClick={() => setPreviewOpen(true)}
          />
          <Button type="submit" icon="pi pi-send" label={t("special.common.send")} loading={push.sending} />
        </div>
      </form>
      <PushPreview
        visible={previewOpen}
        onHide={() => setPreviewOpen(false)}
        title={push.title}
        body={push.body}
      />
    </section>
  );
}
