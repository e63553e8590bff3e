/** One value of a history entry as the record's form shows it (history-values.ts). */
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../shared/format.ts";
import { roleNamesOf } from "../shared/roles.ts";
import { FileValue } from "./FileValue.tsx";
import type { ValueLook } from "./history-values.ts";
import type { ChoiceNames } from "./use-choice-names.ts";

export function HistoryValue({ look, names, label }: { look: ValueLook; names: ChoiceNames; label: string }) {
  const { t } = useTranslation();
  switch (look.kind) {
    case "empty":
      return <span className="history-empty">{t("forms.history.empty")}</span>;
    case "text":
      return <>{look.text}</>;
    case "words":
      return <>{t(look.key)}</>;
    case "roles":
      return (
        <>
          {roleNamesOf(look.ids)
            .map((name) => t(`roles.${name}`))
            .join(", ")}
        </>
      );
    case "date":
      return <>{formatDate(look.value)}</>;
    case "datetime":
      return <>{formatDateTime(look.value)}</>;
    case "name": {
      const name = names[look.source]?.get(look.id);
      // A record deleted since has no name any more: said so, with the id it had.
      return <>{name ?? t("forms.history.gone", { id: look.id })}</>;
    }
    case "file":
      return <FileValue path={look.path} upload={look.upload} label={label} />;
  }
}
