/**
 * /cms/audit, for admins: the whole history of changes, filtered by area, record, account, action and
 * days, 10 entries a page, values as the forms show them. The history of a deleted record is read
 * here (its form no longer opens); a record that still has an edit form is linked to it.
 */
import { Calendar } from "primereact/calendar";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { areas } from "../../../generated/areas.ts";
import { consoleRoutes } from "../../../generated/console.ts";
import { useUserChoices } from "../area-parts/use-user-choices.ts";
import { dropdownLabels } from "../shared/dropdown-labels.ts";
import { Paginator } from "../table/Paginator.tsx";
import { auditActions, dayText } from "./audit-query.ts";
import { HistoryEntryView } from "./HistoryEntryView.tsx";
import { HistoryUserFilter } from "./HistoryUserFilter.tsx";
import { historyValueRows, nameColumns } from "./history-values.ts";
import { useAuditHistory } from "./use-audit-history.ts";
import { useChoiceNames } from "./use-choice-names.ts";
import "../widgets/calendar-locales.ts";
import "./area-list.css";

/** areas the history holds besides the manifests' (map saves and releases, closures, floor plans) */
const otherAreas = ["map", "map_closure", "map_underlay"];
const specs = new Map(areas.map((spec) => [spec.area, spec]));
/**
 * The edit form of each area that has one: where an entry's record can be opened, while it exists.
 * The area's own list comes first (a notification opens under notifications, not a view of them).
 */
const editPaths = new Map<string, string>(
  consoleRoutes
    .flatMap((route) => (route.screen === "edit" ? [[route.area, route.menuPath] as const] : []))
    .reverse(),
);

export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const audit = useAuditHistory();
  const users = useUserChoices(null, audit.filter.userId);
  const areaName = (area: string) =>
    specs.has(area) ? t(`resources.${area}.name`) : t(`audit.areas.${area}`, { defaultValue: area });
  const areaChoices = [...[...specs.keys()], ...otherAreas]
    .map((area) => ({ id: area, name: areaName(area) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const actionChoices = auditActions.map((action) => ({
    id: action,
    name: t([`forms.history.actions.${action}`, `audit.actions.${action}`]),
  }));
  const entryAreas = [...new Set(audit.entries.map((entry) => entry.area))];
  const names = useChoiceNames(
    entryAreas.flatMap((area) => nameColumns(specs.get(area)?.fields ?? [], area)),
    historyValueRows(audit.entries, true),
  );
  const labelOf = (area: string) => (field: string) => {
    const key = `resources.${area}.fields.${field}`;
    return i18n.exists(key) ? t(key) : t(`audit.fields.${field}`, { defaultValue: field });
  };
  // Records the page shows deleted: named, not linked to a form that would not open.
  const deleted = new Set(
    audit.entries.flatMap((entry) => (entry.action === "delete" ? [`${entry.area}:${entry.record_id}`] : [])),
  );
  const subject = (area: string, id: number | null) => {
    const editPath = deleted.has(`${area}:${id}`) ? undefined : editPaths.get(area);
    const text = id === null ? areaName(area) : t("audit.subject", { area: areaName(area), id });
    return editPath && id !== null ? <Link to={`/cms/${editPath}/modify/${id}`}>{text}</Link> : text;
  };
  const day = (value: string | null) => (value ? new Date(`${value}T00:00:00`) : null);

  return (
    <section className="area-list audit-screen">
      <h1>{t("audit.title")}</h1>
      <p>{t("audit.intro")}</p>
      <div className="record-history-filters audit-filters">
        <div className="record-history-filter">
          <label htmlFor="audit-area">{t("audit.area")}</label>
          <Dropdown
            pt={dropdownLabels(t("audit.area"))}
            inputId="audit-area"
            value={audit.filter.area}
            options={areaChoices}
            optionLabel="name"
            optionValue="id"
            placeholder={t("audit.anyArea")}
            showClear
            filter
            onChange={(event) => audit.changeFilter({ area: (event.value as string | null) ?? null })}
          />
        </div>
        <div className="record-history-filter">
          <label htmlFor="audit-record">{t("audit.record")}</label>
          <InputText
            id="audit-record"
            inputMode="numeric"
            value={audit.filter.recordId ? String(audit.filter.recordId) : ""}
            onChange={(event) => {
              const id = Number(event.target.value.replace(/\D/g, ""));
              audit.changeFilter({ recordId: Number.isInteger(id) && id > 0 ? id : null });
            }}
          />
        </div>
        <HistoryUserFilter
          id="audit-user"
          users={users}
          value={audit.filter.userId}
          onChange={(userId) => audit.changeFilter({ userId })}
        />
        <div className="record-history-filter">
          <label htmlFor="audit-action">{t("audit.action")}</label>
          <Dropdown
            pt={dropdownLabels(t("audit.action"))}
            inputId="audit-action"
            value={audit.filter.action}
            options={actionChoices}
            optionLabel="name"
            optionValue="id"
            placeholder={t("audit.anyAction")}
            showClear
            onChange={(event) => audit.changeFilter({ action: (event.value as string | null) ?? null })}
          />
        </div>
        {(["from", "to"] as const).map((end) => (
          <div className="record-history-filter" key={end}>
            <label htmlFor={`audit-${end}`}>{t(`forms.history.${end}`)}</label>
            <Calendar
              inputId={`audit-${end}`}
              value={day(audit.filter[end])}
              onChange={(event) =>
                audit.changeFilter({ [end]: event.value instanceof Date ? dayText(event.value) : null })
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
        {audit.loading ? t("forms.history.loading") : t("forms.history.count", { count: audit.total })}
      </p>
      <ol className="record-history-list">
        {audit.entries.map((entry) => (
          <HistoryEntryView
            key={entry.id}
            entry={entry}
            fields={specs.get(entry.area)?.fields ?? []}
            label={labelOf(entry.area)}
            names={names}
            subject={subject(entry.area, entry.record_id)}
          />
        ))}
      </ol>
      <Paginator
        page={audit.page}
        rows={audit.pageSize}
        totalRecords={audit.total}
        onPage={audit.goTo}
        reportTemplate={t("lists.pageReport")}
      />
    </section>
  );
}
