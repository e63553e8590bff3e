/**
 * The SOS list's reply (spec §2 "SOS reply modal"): on each unanswered report with a signed-in author a
 * Reply button opens a modal with the report, its author and the push's title and body; sending
 * (POST /api/pushsos, whose push goes through the delivery outbox) closes it and reloads the list,
 * where the report then shows as answered.
 */
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../controllers/format.ts";
import { useOpinionAuthor } from "../controllers/use-opinion-author.ts";
import { useSosPush } from "../controllers/use-sos-push.ts";
import { DeliveryAction } from "./DeliveryAction.tsx";
import { FieldError } from "./FieldError.tsx";
import { ReplyDialog } from "./ReplyDialog.tsx";
import "./special.css";

type Row = Record<string, unknown>;

/**
 * An SOS row's actions beside Edit and Delete. An answered report shows one icon, for its delivery
 * with "answered" in its words (or, with nothing delivered, a check mark), since two icons and Delete
 * do not fit at 1280 px beside the list's columns; the replied-at column says when.
 */
export function SosActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useTranslation();
  if (row.replied_at) {
    const answered = t("special.sos.answered");
    return (
      <DeliveryAction
        area="sos"
        row={row}
        compact
        state={answered}
        fallback={
          <span className="special-answered" title={answered}>
            <i className="pi pi-check-circle" aria-hidden="true" />
            <span className="sr-only">{answered}</span>
          </span>
        }
      />
    );
  }
  return (
    <>
      <DeliveryAction area="sos" row={row} compact />
      <SosReplyAction row={row} reload={reload} />
    </>
  );
}

function SosReplyAction({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = Number(row.id);
  const userId = typeof row.user_id === "number" ? row.user_id : null;
  const push = useSosPush(id, () => {
    setOpen(false);
    reload();
  });
  const author = useOpinionAuthor(userId, open);
  const formId = `sos-reply-${id}`;

  // A report sent without a signed-in author cannot get a push reply.
  if (userId === null) return null;
  return (
    <>
      {/* Icon only, as Edit and Delete beside it: the list's actions fit at 1280 px. */}
      <Button
        type="button"
        icon="pi pi-reply"
        text
        rounded
        aria-label={t("special.sos.replyTo", { id })}
        title={t("special.sos.reply")}
        onClick={() => {
          push.start(id);
          setOpen(true);
        }}
      />
      <ReplyDialog
        formId={formId}
        header={t("special.sos.replyTitle", { id })}
        open={open}
        onHide={() => setOpen(false)}
        draft={push}
        labelOf={(field) => `resources.sos.commands.push.fields.${field}`}
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
        <FieldError id={`${formId}-report-error`} problem={push.problems.sos_id} />
      </ReplyDialog>
    </>
  );
}
