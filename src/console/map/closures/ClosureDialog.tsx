/**
 * "Close temporarily" (issue 33): the window, from and to in local time, and the reason in Polish and
 * English, for the one selected door, connector, stairs or route. The checks and the sending are the
 * closures hook's (use-closures.ts); this only lays the form out and shows what is wrong.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ClosureField,
  type ClosureForm,
  type ClosureFormErrors,
  initialForm,
  reasonMaxLength,
} from "./closure-form.ts";

interface Props {
  /** the feature's title, as the selection panel shows it */
  title: string;
  onSubmit: (form: ClosureForm) => Promise<ClosureFormErrors>;
  onClose: () => void;
}

/** The form's fields in order: the window, then the reasons. */
const fields: { name: ClosureField; multiline: boolean }[] = [
  { name: "from", multiline: false },
  { name: "to", multiline: false },
  { name: "reasonPl", multiline: true },
  { name: "reasonEn", multiline: true },
];

export function ClosureDialog({ title, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialForm(new Date()));
  const [errors, setErrors] = useState<ClosureFormErrors>({});
  const [sending, setSending] = useState(false);
  const set = (field: ClosureField) => (value: string) => setForm((was) => ({ ...was, [field]: value }));
  const problem = (field: ClosureField | "feature") => {
    const key = errors[field];
    return key ? t(`mapEditor.closures.errors.${key}`) : null;
  };
  const general = problem("feature");

  const footer = (
    <div className="map-dialog-actions">
      <Button
        type="button"
        label={t("mapEditor.closures.cancel")}
        outlined
        severity="secondary"
        onClick={onClose}
      />
      <Button
        type="submit"
        form="map-closure-form"
        icon="pi pi-ban"
        label={t("mapEditor.closures.submit")}
        severity="danger"
        loading={sending}
      />
    </div>
  );
  return (
    <Dialog
      visible
      modal
      header={t("mapEditor.closures.dialogTitle", { title })}
      footer={footer}
      onHide={onClose}
      className="map-dialog"
    >
      <form
        id="map-closure-form"
        className="map-closure-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setSending(true);
          try {
            setErrors(await onSubmit(form));
          } finally {
            setSending(false);
          }
        }}
      >
        {general && (
          <p className="map-closure-error" role="alert">
            {general}
          </p>
        )}
        {fields.map(({ name, multiline }) => {
          const id = `map-closure-${name}`;
          const message = problem(name);
          const input = {
            id,
            value: form[name],
            invalid: message !== null,
            "aria-describedby": message ? `${id}-error` : undefined,
          };
          return (
            <div key={name} className="map-closure-field">
              <label htmlFor={id}>{t(`mapEditor.closures.fields.${name}`)}</label>
              {multiline ? (
                <InputTextarea
                  {...input}
                  rows={2}
                  maxLength={reasonMaxLength}
                  onChange={(event) => set(name)(event.target.value)}
                />
              ) : (
                <InputText
                  {...input}
                  type="datetime-local"
                  onChange={(event) => set(name)(event.target.value)}
                />
              )}
              {message && (
                <small id={`${id}-error`} className="map-closure-error">
                  {message}
                </small>
              )}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
}
