/**
 * The bulk actions of a list's selected rows (manifests' `bulk`, POST /api/<area>/bulk): one
 * confirmation naming how many records, then the server's report, the refused records each with its
 * reason, shown until closed or the next action.
 */
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BulkAction } from "../../shared/area-spec.ts";
import type { BulkReport } from "./use-area-list.ts";

const icons: Record<BulkAction, string> = {
  activate: "pi pi-check",
  deactivate: "pi pi-ban",
  delete: "pi pi-trash",
};

export function BulkBar({
  actions,
  count,
  onRun,
  report,
  onCloseReport,
}: {
  actions: readonly BulkAction[];
  count: number;
  onRun: (action: BulkAction) => void;
  report: BulkReport | null;
  onCloseReport: () => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const refusals = report?.results.flatMap((result) => (result.ok ? [] : [result])) ?? [];
  return (
    <>
      {actions.length > 0 && count > 0 && (
        <div className="bulk-bar" role="toolbar" aria-label={t("listTools.bulkActions")}>
          <span className="bulk-count">{t("listTools.selected", { count })}</span>
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              icon={icons[action]}
              label={t(`listTools.bulk.${action}`)}
              severity={action === "delete" ? "danger" : "secondary"}
              outlined
              onClick={() => setPending(action)}
            />
          ))}
        </div>
      )}
      {refusals.length > 0 && (
        <div className="bulk-report" role="status">
          <div className="bulk-report-header">
            <strong>{t("listTools.refusedTitle", { count: refusals.length })}</strong>
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              aria-label={t("listTools.closeReport")}
              onClick={onCloseReport}
            />
          </div>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal.id}>
                {t("listTools.refusedRecord", { id: refusal.id, reason: refusal.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        visible={pending !== null}
        onHide={() => setPending(null)}
        header={t("listTools.confirmTitle")}
        message={pending ? t(`listTools.confirm.${pending}`, { count }) : ""}
        icon="pi pi-exclamation-triangle"
        acceptLabel={pending ? t(`listTools.bulk.${pending}`) : ""}
        rejectLabel={t("lists.cancel")}
        acceptClassName={pending === "delete" ? "p-button-danger" : undefined}
        accept={() => {
          if (pending) onRun(pending);
        }}
      />
    </>
  );
}
