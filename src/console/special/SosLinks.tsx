/** The SOS list's reply link to the send-push screen, one per unanswered report. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

type Row = Record<string, unknown>;

export function SosReplyLink({ row }: { row: Row }) {
  const { t } = useTranslation();
  // A report already answered, or sent without a signed-in author, cannot get a push reply.
  if (row.replied_at || row.user_id === null || row.user_id === undefined) return null;
  return (
    <Link to={`/cms/sos/send_push?sos=${String(row.id)}`} className="p-button p-component p-button-text">
      <span className="p-button-icon p-button-icon-left pi pi-reply" aria-hidden="true" />
      <span className="p-button-label">{t("special.sos.reply")}</span>
    </Link>
  );
}
