/**
 * The filters a manifest declares for a list (`filters`, src/shared/list-filters.ts): a choice of one
 * value for an enum, status, language, yes/no or reference field (the references named by their
 * lookup), and a From/To pair of days for a date or datetime field (a datetime's days are read in
 * the browser's time zone).
 */
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { type AreaSpec, type FieldSpec, rangeParams } from "../../shared/area-spec.ts";
import { basicLookups } from "../../shared/basic-lookups.ts";
import { areaFilters } from "../../shared/list-filters.ts";
import { dropdownLabels } from "../shared/dropdown-labels.ts";
import { dayBoundary, dayOf } from "./list-address.ts";
import { useChoiceNames } from "./use-choice-names.ts";

/** Where a reference filter's choices come from: the field's lookup, as the form's choice has it. */
const sourceOf = (field: FieldSpec) =>
  field.ref
    ? basicLookups[field.ref]
      ? `lookup:${basicLookups[field.ref]}`
      : `area:${field.ref}`
    : undefined;

export function ListFilters({
  spec,
  values,
  onChange,
  fieldLabel,
}: {
  spec: AreaSpec;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  fieldLabel: (name: string) => string;
}) {
  const { t } = useTranslation();
  const filters = areaFilters(spec);
  const references = filters.flatMap((filter) =>
    filter.kind === "value" && filter.field.type === "reference"
      ? [{ name: filter.name, kind: "choice", source: sourceOf(filter.field) }]
      : [],
  );
  const names = useChoiceNames(references);
  if (!filters.length) return null;
  return (
    <fieldset className="list-filters">
      <legend className="sr-only">{t("listTools.filters")}</legend>
      {filters.map((filter) => {
        const label = fieldLabel(filter.name);
        const id = `${spec.area}-filter-${filter.name}`;
        if (filter.kind === "value") {
          const { field } = filter;
          const source = sourceOf(field);
          const options =
            field.type === "boolean"
              ? ["true", "false"].map((value) => ({
                  value,
                  label: t(value === "true" ? "lists.yes" : "lists.no"),
                }))
              : field.type === "reference"
                ? [...(names[source ?? ""] ?? new Map()).entries()].map(([value, name]) => ({
                    value,
                    label: name,
                  }))
                : (field.values ?? []).map((value) => ({
                    value,
                    label: t(`enums.${field.enumName}.${value}`),
                  }));
          return (
            <span key={filter.name} className="list-filter">
              <label htmlFor={id} className="sr-only">
                {label}
              </label>
              <Dropdown
                pt={dropdownLabels(label)}
                inputId={id}
                value={values[filter.name] ?? null}
                options={options}
                placeholder={t("listTools.any", { field: label })}
                showClear
                filter={options.length > 10}
                onChange={(event) => onChange({ [filter.name]: (event.value as string | null) ?? "" })}
              />
            </span>
          );
        }
        const params = rangeParams(filter.name);
        const day = (end: "from" | "to") =>
          filter.type === "date" ? values[params[end]] : dayOf(values[params[end]] ?? "");
        const set = (end: "from" | "to", text: string) =>
          onChange({ [params[end]]: text && filter.type === "datetime" ? dayBoundary(text, end) : text });
        return (
          <fieldset key={filter.name} className="list-filter list-range">
            <legend>{label}</legend>
            {(["from", "to"] as const).map((end) => (
              <label key={end}>
                <span>{t(`listTools.${end}`)}</span>
                <input
                  type="date"
                  className="p-inputtext p-component"
                  value={day(end) ?? ""}
                  onChange={(event) => set(end, event.target.value)}
                />
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
