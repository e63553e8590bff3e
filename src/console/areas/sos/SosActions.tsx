/**
 * The SOS list's reply (spec §2 "SOS reply modal"): on each unanswered report with a signed-in author a
 * Reply button opens a modal (SosReplyDialog, loaded then) with the report, its author and the push's
 * title and body; sending (POST /api/pushsos, whose push goes through the delivery outbox) closes it
 * and reloads the list, where the report then shows as answered.
 */
import { Button } from "primereact/button";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeliveryAction } from "../../area-parts/delivery/DeliveryAction.tsx";
import "../../area-parts/special.css";

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

const SosReplyDialog = lazy(() =>
  import("./SosReplyDialog.tsx").then((m) => ({ default: m.SosReplyDialog })),
);

function SosReplyAction({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = Number(row.id);

  // A report sent without a signed-in author cannot get a push reply.
  if (typeof row.user_id !== "number") return null;
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
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <SosReplyDialog
            row={row}
            onHide={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
