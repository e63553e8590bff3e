/**
 * The checks' findings and the server's refusals, one entry per problem naming the feature (name or
 * key, and type) and the problem in the active language. An entry is a button: a click or Enter
 * selects the feature and shows it.
 */
import { useTranslation } from "react-i18next";
import { codeText } from "../../i18n/i18n.ts";
import type { MapEditor } from "../editor/map-editor.ts";
import type { ServerIssue } from "../editor/save-issues.ts";
import { featureTitle } from "../feature-names.ts";
import type { Issue } from "../session/validation.ts";

interface Props {
  editor: MapEditor;
  issues: Issue[];
  serverIssues: ServerIssue[];
  onFocus: (keys: string[]) => void;
}

interface Entry {
  id: string;
  key: string | null;
  severity: "error" | "warning";
  problem: string;
}

export function IssuesPanel({ editor, issues, serverIssues, onFocus }: Props) {
  const { t, i18n } = useTranslation();
  const fieldLabel = (field: string) =>
    field === "geometry" ? t("mapEditor.issues.geometry") : t(`map.properties.${field}`);
  const entries: Entry[] = [
    ...issues.map((issue, i) => ({
      id: `c${i}`,
      key: issue.key,
      severity: issue.severity,
      problem: t(`mapEditor.issues.${issue.code}`, {
        fields: (issue.fields ?? []).map(fieldLabel).join(", "),
      }),
    })),
    ...serverIssues.map((issue, i) => ({
      id: `s${i}`,
      key: issue.key,
      severity: "error" as const,
      problem: [
        issue.field && issue.key ? fieldLabel(issue.field) : issue.field,
        issue.codes.map(codeText).join(", "),
      ]
        .filter(Boolean)
        .join(": "),
    })),
  ];
  const errors = entries.filter((entry) => entry.severity === "error").length;
  return (
    <section className="map-section map-issues" aria-labelledby="map-issues-title">
      <h2 id="map-issues-title">{t("mapEditor.issues.title")}</h2>
      <p aria-live="polite">
        {entries.length === 0
          ? t("mapEditor.issues.none")
          : t("mapEditor.issues.summary", { errors, warnings: entries.length - errors })}
      </p>
      {entries.length > 0 && (
        <ul className="map-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={`map-list-item map-issue-${entry.severity}`}
                disabled={!entry.key}
                onClick={() => entry.key && onFocus([entry.key])}
              >
                <span
                  className={`pi ${entry.severity === "error" ? "pi-times-circle" : "pi-exclamation-triangle"}`}
                  role="img"
                  aria-label={t(`mapEditor.issues.${entry.severity}`)}
                />
                <span>
                  {entry.key && (
                    <strong>
                      {featureTitle(editor.session.get(entry.key), entry.key, i18n.language, t)}:{" "}
                    </strong>
                  )}
                  {entry.problem}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
