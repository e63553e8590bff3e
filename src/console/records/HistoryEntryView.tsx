/**
 * One entry of a history: when, who, what was done, and each field's value before and after as the
 * form shows it. The record's history offers to restore a create or an update; the audit screen names
 * the area and the record instead.
 */
import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldSpec } from "../../shared/area-spec.ts";
import { formatDateTime } from "../shared/format.ts";
import { HistoryValue } from "./HistoryValue.tsx";
import { isChange, valueLook } from "./history-values.ts";
import type { ChoiceNames } from "./use-choice-names.ts";
import type { HistoryEntry } from "./use-record-history.ts";

/** Entries whose changes are field changes: the record can be restored as it was after them. */
const restorable = new Set(["create", "update"]);

interface Props {
  entry: HistoryEntry;
  fields: readonly FieldSpec[];
  label: (field: string) => string;
  names: ChoiceNames;
  onRestore?: (entry: HistoryEntry) => void;
  /** shown after the action: the area and record of an entry on the audit screen */
  subject?: ReactNode;
}

export function HistoryEntryView({ entry, fields, label, names, onRestore, subject }: Props) {
  const { t } = useTranslation();
  const changes = Object.entries(entry.changes as Record<string, unknown>);
  const shown = (field: string, value: unknown) => (
    <HistoryValue
      look={valueLook(
        fields.find((f) => f.name === field),
        value,
      )}
      names={names}
      label={label(field)}
    />
  );
  return (
    <li className="record-history-entry">
      <p className="record-history-head">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {" · "}
        <strong>{entry.user_name ?? t("forms.history.unknownUser")}</strong>
        {" · "}
        {/* The map's own actions (publish, …) are worded with the history screen's texts. */}
        {t([`forms.history.actions.${entry.action}`, `audit.actions.${entry.action}`], {
          defaultValue: entry.action,
        })}
        {subject && <> · {subject}</>}
        {onRestore && restorable.has(entry.action) && (
          <Button
            type="button"
            icon="pi pi-undo"
            label={t("forms.history.restore")}
            text
            size="small"
            onClick={() => onRestore(entry)}
          />
        )}
      </p>
      {changes.length > 0 && (
        <table className="record-conflict-table">
          <tbody>
            {changes.map(([field, value]) => (
              <tr key={field}>
                <th scope="row">{label(field)}</th>
                {isChange(value) ? (
                  <td>
                    {shown(field, value.before)} → {shown(field, value.after)}
                  </td>
                ) : (
                  <td>{shown(field, value)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
