/** "Preview" on a notification row: the push preview of its name and description in the active language. */
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PushPreview } from "../../area-parts/PushPreview.tsx";

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function NotificationPreviewAction({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = i18n.language === "en" ? "en" : "pl";
  // Polish is shown when the active language has no text (spec §1).
  const pick = (field: string) => text(row[`${field}_${lang}`]) || text(row[`${field}_pl`]);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-mobile"
        text
        label={t("special.common.preview")}
        onClick={() => setOpen(true)}
      />
      {open && (
        <PushPreview
          visible={open}
          onHide={() => setOpen(false)}
          title={pick("name")}
          body={pick("description")}
          sender={text(row.sender) || null}
          time={text(row.sent_at) || text(row.send_at) || null}
        />
      )}
    </>
  );
}
