/**
 * The modal in which staff answer a report or an opinion with a title and a body (spec §2 modals):
 * what is answered above the two fields, Cancel and Send below. The SOS list's reply and the opinions
 * list's reply differ only in what they show above the fields and in the command behind `draft`.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Problem } from "./checks.ts";
import { FieldError } from "./FieldError.tsx";
import "./special.css";

/** a reply being written: its texts, their problems and sending (use-sos-push, use-opinion-reply) */
export interface ReplyDraft {
  title: string;
  setTitle: (value: string) => void;
  body: string;
  setBody: (value: string) => void;
  problems: Partial<Record<"title" | "body", Problem>>;
  sending: boolean;
  submit: () => Promise<void>;
}

export function ReplyDialog(props: {
  formId: string;
  header: string;
  open: boolean;
  onHide: () => void;
  draft: ReplyDraft;
  /** the translation keys of the two fields' labels, by field */
  labelOf: (field: "title" | "body") => string;
  sendIcon?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { formId, draft } = props;
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
            loading={draft.sending}
          />
        </div>
      }
    >
      <form
        id={formId}
        className="special-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void draft.submit();
        }}
      >
        {props.children}
        <div className="special-field">
          <label htmlFor={`${formId}-title`}>{t(props.labelOf("title"))}</label>
          <InputText
            id={`${formId}-title`}
            value={draft.title}
            onChange={(event) => draft.setTitle(event.target.value)}
            invalid={Boolean(draft.problems.title)}
            aria-describedby={`${formId}-title-error`}
          />
          <FieldError id={`${formId}-title-error`} problem={draft.problems.title} />
        </div>
        <div className="special-field">
          <label htmlFor={`${formId}-body`}>{t(props.labelOf("body"))}</label>
          <InputTextarea
            id={`${formId}-body`}
            value={draft.body}
            rows={5}
            autoResize
            onChange={(event) => draft.setBody(event.target.value)}
            invalid={Boolean(draft.problems.body)}
            aria-describedby={`${formId}-body-error`}
          />
          <FieldError id={`${formId}-body-error`} problem={draft.problems.body} />
        </div>
      </form>
    </Dialog>
  );
}
