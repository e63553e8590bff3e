/**
 * /cms/sos/send_push: a push reply to an SOS report in the generated form of the sos.push command,
 * with a preview of how it shows on a phone.
 */
import type { UiSchema } from "@rjsf/utils";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { recordId } from "../../../shared/record-id.ts";
import { PushPreview } from "../../area-parts/PushPreview.tsx";
import { GeneratedForm } from "../../widgets/GeneratedForm.tsx";
import { SosReportWidget } from "./SosReportWidget.tsx";
import { useSosPush } from "./use-sos-push.ts";
import "../../area-parts/special.css";

const sosField: UiSchema = { "ui:widget": SosReportWidget };

export function SosSendPushScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { form } = useSosPush({ sosId: recordId(params.get("sos")), sosField });
  const [previewOpen, setPreviewOpen] = useState(false);
  const text = (field: string) => (typeof form.values[field] === "string" ? String(form.values[field]) : "");

  return (
    <section className="special-page">
      <h1>{t("special.sos.title")}</h1>
      <div className="special-form special-card">
        <GeneratedForm form={form} idPrefix="sos">
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
            <Button type="submit" icon="pi pi-send" label={t("special.common.send")} loading={form.saving} />
          </div>
        </GeneratedForm>
      </div>
      <PushPreview
        visible={previewOpen}
        onHide={() => setPreviewOpen(false)}
        title={text("title")}
        body={text("body")}
      />
    </section>
  );
}
