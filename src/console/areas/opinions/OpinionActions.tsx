/**
 * The opinion row's actions on the opinions list (spec §2 modals): Details (text, author, date,
 * answered status and the reply) and Reply (only while unanswered, and only to an author: an opinion
 * sent without an account has nobody to push to), each in its own dialog. Icons with
 * their words as tooltip and accessible name, as Edit and Delete beside them: the row fits at 1280 px.
 * The reply's dialog (with the form code) loads when opened. Reply comes first, so that Details keeps its place in the column whether or not a row has Reply.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Tag } from "primereact/tag";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthorName } from "../../area-parts/use-author-name.ts";
import { formatDateTime } from "../../shared/format.ts";
import "../../area-parts/special.css";

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const when = (value: unknown) => (typeof value === "string" && value ? formatDateTime(value) : "");

function OpinionDetails({ row, open, onHide }: { row: Row; open: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const userId = typeof row.user_id === "number" ? row.user_id : null;
  const author = useAuthorName(userId, open);
  const answered = row.answered === true;
  return (
    <Dialog
      header={t("special.opinion.detailsTitle")}
      visible={open}
      onHide={onHide}
      className="special-dialog"
      footer={<Button type="button" label={t("special.common.close")} onClick={onHide} />}
    >
      <dl className="special-details">
        <dt>{t("resources.rating.fields.text")}</dt>
        <dd className="special-long-text">{text(row.text)}</dd>
        <dt>{t("special.opinion.author")}</dt>
        <dd>{author}</dd>
        <dt>{t("special.opinion.date")}</dt>
        <dd>{when(row.created_at)}</dd>
        <dt>{t("resources.rating.fields.answered")}</dt>
        <dd>
          <Tag
            value={t(answered ? "special.opinion.answered" : "special.opinion.notAnswered")}
            className={answered ? "special-tag-done" : "special-tag-open"}
          />
        </dd>
        {answered ? (
          <>
            <dt>{t("resources.rating.fields.reply_title")}</dt>
            <dd>{text(row.reply_title)}</dd>
            <dt>{t("resources.rating.fields.reply_body")}</dt>
            <dd className="special-long-text">{text(row.reply_body)}</dd>
            <dt>{t("resources.rating.fields.replied_at")}</dt>
            <dd>{when(row.replied_at)}</dd>
          </>
        ) : (
          <>
            <dt>{t("resources.rating.fields.reply_body")}</dt>
            <dd>{t("special.opinion.noReply")}</dd>
          </>
        )}
      </dl>
    </Dialog>
  );
}

const OpinionReplyDialog = lazy(() =>
  import("./OpinionReplyDialog.tsx").then((m) => ({ default: m.OpinionReplyDialog })),
);

export function OpinionActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useTranslation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const id = Number(row.id);
  const [replyOpen, setReplyOpen] = useState(false);
  return (
    <>
      {row.answered !== true && typeof row.user_id === "number" && (
        <Button
          type="button"
          icon="pi pi-reply"
          text
          rounded
          aria-label={t("special.opinion.reply")}
          title={t("special.opinion.reply")}
          onClick={() => setReplyOpen(true)}
        />
      )}
      <Button
        type="button"
        icon="pi pi-eye"
        text
        rounded
        aria-label={t("special.opinion.details")}
        title={t("special.opinion.details")}
        onClick={() => setDetailsOpen(true)}
      />
      <OpinionDetails row={row} open={detailsOpen} onHide={() => setDetailsOpen(false)} />
      {replyOpen && (
        <Suspense fallback={null}>
          <OpinionReplyDialog
            id={id}
            onHide={() => setReplyOpen(false)}
            onSent={() => {
              setReplyOpen(false);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
