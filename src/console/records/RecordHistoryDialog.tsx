/**
 * An edit form's History for admins: who changed the record when, and each field's value before and
 * after as the form shows it, newest first; filtered by the account and by days, 10 entries at a time.
 */
import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import { useUserChoices } from "../area-parts/use-user-choices.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { HistoryEntryView } from "./HistoryEntryView.tsx";
import { HistoryUserFilter } from "./HistoryUserFilter.tsx";
import { historyValueRows, nameColumns } from "./history-values.ts";
import { useChoiceNames } from "./use-choice-names.ts";
import { type HistoryEntry, useRecordHistory } from "./use-record-history.ts";

interface Props {
  area: string;
  recordId: number;
  label: (field: string) => string;
  onClose: () => void;
  /** the form takes the record's values as they were right after `entry` */
  onRestore: (entry: HistoryEntry) => void;
}

export function RecordHistoryDialog({ area, recordId, label, onClose, onRestore }: Props) {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory(area, recordId);
  const users = useUserChoices(null, history.filter.userId);
  const { fields } = areaSpec(area);
  const names = useChoiceNames(nameColumns(fields), historyValueRows(history.entries));
  return (
    <Dialog visible modal onHide={onClose} header={t("forms.history.title")} className="record-history">
      <div className="record-history-filters">
        <HistoryUserFilter
          id="history-user"
          users={users}
          value={history.filter.userId}
          onChange={(userId) => history.changeFilter({ userId })}
        />
        {(["from", "to"] as const).map((end) => (
          <div className="record-history-filter" key={end}>
            <label htmlFor={`history-${end}`}>{t(`forms.history.${end}`)}</label>
            <Calendar
              inputId={`history-${end}`}
              value={history.filter[end]}
              onChange={(event) =>
                history.changeFilter({ [end]: event.value instanceof Date ? event.value : null })
              }
              locale={i18n.language}
              dateFormat="dd-mm-yy"
              showIcon
              showButtonBar
            />
          </div>
        ))}
      </div>
      <p className="record-history-count" aria-live="polite">
        {history.loading ? t("forms.history.loading") : t("forms.history.count", { count: history.total })}
      </p>
      <ol className="record-history-list">
        {history.entries.map((entry) => (
          <HistoryEntryView
            key={entry.id}
            entry={entry}
            fields={fields}
            label={label}
            names={names}
            onRestore={onRestore}
          />
        ))}
      </ol>
      {history.more && (
        <Button
          type="button"
          label={t("forms.history.more")}
          outlined
          onClick={history.more}
          loading={history.loading}
        />
      )}
    </Dialog>
  );
}
