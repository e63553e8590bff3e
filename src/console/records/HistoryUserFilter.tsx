/** The history's "who" filter (a record's history, the audit screen): any account, searched by name or e-mail. */
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import type { useUserChoices } from "../area-parts/use-user-choices.ts";
import { dropdownLabels } from "../shared/dropdown-labels.ts";

interface Props {
  id: string;
  users: ReturnType<typeof useUserChoices>;
  value: number | null;
  onChange: (userId: number | null) => void;
}

export function HistoryUserFilter({ id, users, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="record-history-filter">
      <label htmlFor={id}>{t("forms.history.user")}</label>
      <Dropdown
        pt={dropdownLabels(t("forms.history.user"))}
        inputId={id}
        value={value}
        options={users.choices}
        optionLabel="name"
        optionValue="id"
        placeholder={t("forms.history.anyone")}
        showClear
        filter
        filterBy="name,email"
        onFilter={(event) => users.search(event.filter)}
        emptyFilterMessage={t("forms.history.none")}
        onChange={(event) => onChange((event.value as number | null) ?? null)}
      />
    </div>
  );
}
