/** The add/edit form of one legend range, the parking_legend area's generated form in a dialog. */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import { GeneratedForm } from "../../widgets/GeneratedForm.tsx";
import type { useLegendForm } from "./use-legend-form.ts";

type Form = ReturnType<typeof useLegendForm>;

export function LegendDialog({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t(form.editing === null ? "special.legend.addTitle" : "special.legend.editTitle")}
      visible={form.open}
      onHide={form.close}
      className="special-dialog"
      footer={
        <div className="special-actions">
          <Button type="button" label={t("special.common.cancel")} text onClick={form.close} />
          <Button
            type="submit"
            form="legend-form"
            label={t("special.common.save")}
            loading={form.form.saving}
          />
        </div>
      }
    >
      <GeneratedForm form={form.form} idPrefix="legend" formId="legend-form" />
    </Dialog>
  );
}
