/**
 * The modal in which staff answer a report or an opinion (spec §2 modals): what is answered above the
 * generated form of the command (sos.push, rating.respond), Cancel and Send below. The SOS list's
 * reply and the opinions list's reply differ only in what they show above the form and in the command
 * behind `form`.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type FormBehaviour, GeneratedForm } from "../widgets/GeneratedForm.tsx";
import "./special.css";

export function ReplyDialog(props: {
  formId: string;
  header: string;
  open: boolean;
  onHide: () => void;
  form: FormBehaviour;
  sendIcon?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { formId, form } = props;
  return (
    <Dialog
      header={props.header}
      visible={props.open}
      onHide={props.onHide}
      className="special-dialog"
      footer={
        <div className="special-actions">
          <Button type="button" label={t("special.common.cancel")} text onClick={props.onHide} />
          <Button
            type="submit"
            form={formId}
            icon={props.sendIcon}
            label={t("special.common.send")}
            loading={form.saving}
          />
        </div>
      }
    >
      <div className="special-form">
        {props.children}
        <GeneratedForm form={form} idPrefix={formId} formId={formId} />
      </div>
    </Dialog>
  );
}
