/**
 * The SOS list's reply modal for one report: its author, date and message above the generated form of
 * the sos.push command, whose report is fixed. A chunk of its own with the form code, loaded when opened.
 */
import type { UiSchema } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { ReplyDialog } from "../../area-parts/ReplyDialog.tsx";
import { useAuthorName } from "../../area-parts/use-author-name.ts";
import { formatDateTime } from "../../shared/format.ts";
import { useSosPush } from "./use-sos-push.ts";
import "../../area-parts/special.css";

const sosField: UiSchema = { "ui:widget": "hidden" };

export function SosReplyDialog({
  row,
  onHide,
  onSent,
}: {
  row: Record<string, unknown>;
  onHide: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const id = Number(row.id);
  const userId = typeof row.user_id === "number" ? row.user_id : null;
  const push = useSosPush({ sosId: id, sosField, onSent });
  const author = useAuthorName(userId, true);
  const formId = `sos-reply-${id}`;
  return (
    <ReplyDialog
      formId={formId}
      header={t("special.sos.replyTitle", { id })}
      open
      onHide={onHide}
      form={push.form}
      sendIcon="pi pi-send"
    >
      <dl className="special-details">
        <dt>{t("resources.sos.fields.user_id")}</dt>
        <dd>{author}</dd>
        <dt>{t("lists.columns.created_at")}</dt>
        <dd>{typeof row.created_at === "string" ? formatDateTime(row.created_at) : ""}</dd>
      </dl>
      {typeof row.message === "string" && row.message && (
        <blockquote className="special-quote">{row.message}</blockquote>
      )}
      {push.sosError && (
        <small id={`${formId}-report-error`} className="special-field-error" role="alert">
          {push.sosError}
        </small>
      )}
    </ReplyDialog>
  );
}
