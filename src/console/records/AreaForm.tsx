/**
 * The generated form of an area (rjsf + PrimeReact): the record's fields in the grid, Save and
 * Cancel. Used by the create/edit screens and by the dialog that adds a record from another form.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppPreview } from "../area-parts/AppPreview.tsx";
import type { FormValues } from "../forms/form-validation.ts";
import { areaSpec } from "../shared/area-specs.ts";
import type { FormContext } from "../widgets/ChoiceWidget.tsx";
import { FormSkeleton } from "../widgets/FormSkeleton.tsx";
import { GeneratedForm } from "../widgets/GeneratedForm.tsx";
import { RecordConflictDialog } from "./RecordConflictDialog.tsx";
import { RecordHistoryDialog } from "./RecordHistoryDialog.tsx";
import { useAreaForm } from "./use-area-form.ts";
import "../widgets/forms.css";

export interface AreaFormProps {
  area: string;
  basePath: string;
  id?: string;
  onSaved: (record: FormValues) => void;
  onCancel: () => void;
  /** the form's heading; a dialog shows the title in its own header instead */
  showTitle?: boolean;
  /** keeps the ids of a form in a dialog apart from the form behind it */
  idPrefix?: string;
}

/** The dialog that adds a record of another area (spec §2: the category modal) and stays on the form. */
function CreateDialog({
  area,
  onCreated,
  onClose,
}: {
  area: string;
  onCreated: (record: FormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      modal
      onHide={onClose}
      header={t("forms.add", { item: t(`resources.${area}.itemName`) })}
      className="create-dialog"
    >
      {/* A submit inside the portal must not reach the form behind the dialog. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <AreaForm
          area={area}
          basePath={areaSpec(area).console?.path ?? area}
          onSaved={onCreated}
          onCancel={onClose}
          idPrefix={`${area}_dialog`}
        />
      </div>
    </Dialog>
  );
}

const formContext: FormContext = { CreateDialog };

export function AreaForm({
  area,
  basePath,
  id,
  onSaved,
  onCancel,
  showTitle = false,
  idPrefix,
}: AreaFormProps) {
  const { t } = useTranslation();
  const form = useAreaForm({ area, basePath, id, onSaved, onLoadFailed: onCancel });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const preview = form.model.spec.preview;
  if (form.loading) return <FormSkeleton />;
  return (
    <>
      {showTitle && (
        <div className="form-heading">
          <h1>{form.title}</h1>
          <div className="form-heading-actions">
            {preview && (
              <Button
                type="button"
                icon="pi pi-mobile"
                label={t("forms.preview.open")}
                outlined
                onClick={() => setPreviewOpen(true)}
              />
            )}
            {id && form.historyShown && (
              <Button
                type="button"
                icon="pi pi-history"
                label={t("forms.history.open")}
                outlined
                onClick={() => setHistoryOpen(true)}
              />
            )}
          </div>
        </div>
      )}
      {previewOpen && preview && (
        <AppPreview
          spec={{ ...form.model.spec, preview }}
          values={form.values}
          onHide={() => setPreviewOpen(false)}
        />
      )}
      {historyOpen && id && (
        <RecordHistoryDialog
          area={form.model.spec.area}
          recordId={Number(id)}
          label={form.label}
          onClose={() => setHistoryOpen(false)}
          onRestore={async (entry) => {
            if (await form.restore(entry)) setHistoryOpen(false);
          }}
        />
      )}
      {form.conflict && (
        <RecordConflictDialog
          conflict={form.conflict}
          label={form.label}
          onTakeTheirs={form.takeTheirs}
          onKeepMine={form.keepMine}
        />
      )}
      {form.lockedReason && (
        <div className="form-locked" role="status">
          <span className="pi pi-lock" aria-hidden="true" />
          <span>
            <strong>{t("records.readOnly")}:</strong> {form.lockedReason}
          </span>
        </div>
      )}
      <div className={form.readOnly ? "form-readonly" : undefined}>
        <GeneratedForm form={form} formContext={formContext} idPrefix={idPrefix ?? `${area}_form`}>
          <div className="form-actions">
            {form.readOnly ? (
              <Button type="button" label={t("records.back")} icon="pi pi-arrow-left" onClick={onCancel} />
            ) : (
              <>
                <Button type="submit" label={t("forms.save")} icon="pi pi-check" loading={form.saving} />
                <Button
                  type="button"
                  label={t("forms.cancel")}
                  severity="secondary"
                  outlined
                  onClick={onCancel}
                />
              </>
            )}
          </div>
        </GeneratedForm>
      </div>
    </>
  );
}
