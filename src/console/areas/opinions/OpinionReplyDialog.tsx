/** The opinions list's reply modal; a chunk of its own with the form code, loaded when opened. */
import { useTranslation } from "react-i18next";
import { ReplyDialog } from "../../area-parts/ReplyDialog.tsx";
import { useOpinionReply } from "./use-opinion-reply.ts";

export function OpinionReplyDialog({
  id,
  onHide,
  onSent,
}: {
  id: number;
  onHide: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const form = useOpinionReply(id, onSent);
  return (
    <ReplyDialog
      formId={`opinion-reply-${id}`}
      header={t("special.opinion.replyTitle")}
      open
      onHide={onHide}
      form={form}
    >
      <p className="special-intro">{t("special.opinion.replyHint")}</p>
    </ReplyDialog>
  );
}
