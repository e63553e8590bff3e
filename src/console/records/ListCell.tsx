/** One cell of a generated list (spec §2, §5): the value shown as its column kind says. */
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import type { consoleColumns } from "../../../generated/console.ts";
import { cutText, formatDate, formatDateTime } from "../shared/format.ts";
import { roleNamesOf } from "../shared/roles.ts";
import { FileValue } from "./FileValue.tsx";
import { nameSourceOf } from "./name-sources.ts";
import type { ChoiceNames } from "./use-choice-names.ts";

export type ListColumn = (typeof consoleColumns)[keyof typeof consoleColumns][number];

const enumName = (source: string | undefined) => source?.replace(/^enum:/, "") ?? "";

export function ListCell({
  column,
  value,
  names,
  label,
}: {
  column: ListColumn;
  value: unknown;
  names: ChoiceNames;
  /** the column's header, which names a file's player or link */
  label: string;
}) {
  const { t } = useTranslation();
  const source = "source" in column ? column.source : undefined;
  if (value === null || value === undefined || value === "")
    // An opinion or SOS report sent without an account has no author: said, not left blank.
    return column.kind === "choice" && nameSourceOf(source).kind === "authors"
      ? t("lists.anonymousAuthor")
      : null;
  switch (column.kind) {
    case "text": {
      const text = String(value);
      const cut = cutText(text);
      return cut === text ? text : <span title={text}>{cut}</span>;
    }
    case "datetime":
      return formatDateTime(String(value));
    case "date":
      return formatDate(String(value));
    case "status":
      return (
        <Tag
          className={`status-tag status-${String(value)}`}
          value={t(`enums.status.${String(value)}`)}
          rounded
        />
      );
    case "enum":
      return t(`enums.${enumName(source)}.${String(value)}`);
    case "boolean":
      return t(value ? "lists.yes" : "lists.no");
    case "roles":
      return Array.isArray(value)
        ? roleNamesOf(value.map(Number))
            .map((name) => t(`roles.${name}`))
            .join(", ")
        : String(value);
    case "choice":
      return (source && names[source]?.get(String(value))) ?? String(value);
    case "file":
      return typeof value === "string" ? (
        <FileValue path={value} upload={source?.replace(/^upload:/, "") ?? ""} label={label} />
      ) : null;
    default:
      return String(value);
  }
}
