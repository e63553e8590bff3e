/**
 * A save refused because someone else saved the record after it was opened (412): both values of
 * every field that differs, then the user's choice — load the saved version, or save theirs over it.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import type { RecordConflict } from "./use-area-form.ts";

interface Props {
  conflict: RecordConflict;
  label: (field: string) => string;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

export function RecordConflictDialog({ conflict, label, onTakeTheirs, onKeepMine }: Props) {
  const { t } = useTranslation();
  const shown = (value: unknown) =>
    value === undefined || value === null || value === ""
      ? t("forms.conflict.empty")
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  return (
    <Dialog
      visible
      modal
      closable={false}
      onHide={onTakeTheirs}
      header={t("forms.conflict.title")}
      className="record-conflict"
      footer={
        <>
          <Button type="button" label={t("forms.conflict.takeTheirs")} outlined onClick={onTakeTheirs} />
          <Button type="button" label={t("forms.conflict.keepMine")} severity="danger" onClick={onKeepMine} />
        </>
      }
    >
      <p>{t("forms.conflict.intro")}</p>
      {conflict.differences.length === 0 ? (
        <p>{t("forms.conflict.noDifference")}</p>
      ) : (
        <table className="record-conflict-table">
          <thead>
            <tr>
              <th scope="col">{t("forms.conflict.field")}</th>
              <th scope="col">{t("forms.conflict.mine")}</th>
              <th scope="col">{t("forms.conflict.theirs")}</th>
            </tr>
          </thead>
          <tbody>
            {conflict.differences.map(({ field, mine, theirs }) => (
              <tr key={field}>
                <th scope="row">{label(field)}</th>
                <td>{shown(mine)}</td>
                <td>{shown(theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
