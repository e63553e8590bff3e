/** A choice from a lookup, an enumeration or another area (PrimeReact Dropdown with a filter). */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormValues } from "../forms/form-validation.ts";
import { type ChoiceId, useChoices } from "../forms/use-choices.ts";
import "./forms.css";

/** What AreaForm gives its widgets: the dialog that adds a record of another area (spec §2). */
export interface FormContext {
  CreateDialog: (props: {
    area: string;
    onCreated: (record: FormValues) => void;
    onClose: () => void;
  }) => React.ReactNode;
}

const noValue = "__none__";

export function ChoiceWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    options,
    onChange,
    onBlur,
    onFocus,
    rawErrors = [],
  } = props;
  const { t } = useTranslation();
  const source = String(options.source);
  const current: ChoiceId | null = value ?? null;
  const { choices, loading, remoteSearch, search, reload } = useChoices(
    source,
    current,
    Boolean(options.activeOnly),
  );
  const [creating, setCreating] = useState(false);
  const create = typeof options.create === "string" ? options.create : null;
  const { CreateDialog } = props.registry.formContext as FormContext;
  const createLabel = create ? t("forms.add", { item: t(`resources.${create}.itemName`) }) : "";

  const list = required ? choices : [{ id: noValue, name: t("forms.noChoice") }, ...choices];
  const dropdown = (
    <Dropdown
      inputId={id}
      value={current ?? (required ? null : noValue)}
      options={list}
      optionLabel="name"
      optionValue="id"
      placeholder={t("forms.choose")}
      filter
      filterBy="name"
      filterInputAutoFocus
      resetFilterOnHide
      onFilter={remoteSearch ? (event) => search(event.filter) : undefined}
      emptyMessage={t("forms.noResults")}
      emptyFilterMessage={t("forms.noResults")}
      loading={loading}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      onChange={(event) => onChange(event.value === noValue ? (required ? undefined : null) : event.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      className="choice-input"
      pt={{ select: { "aria-label": props.label } }}
    />
  );
  if (!create) return dropdown;
  return (
    <div className="choice-with-create">
      {dropdown}
      <Button
        type="button"
        icon="pi pi-plus"
        aria-label={createLabel}
        tooltip={createLabel}
        aria-expanded={creating}
        onClick={() => setCreating((open) => !open)}
        disabled={disabled || readonly}
      />
      {creating && (
        <CreateDialog
          area={create}
          onClose={() => setCreating(false)}
          onCreated={(record) => {
            setCreating(false);
            reload();
            onChange(record.id);
          }}
        />
      )}
    </div>
  );
}
