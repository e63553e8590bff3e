/**
 * A property holding another feature's key (manifests/map.yaml `picks`: a door's room, a feature's
 * parent region): the features of those types loaded on this floor to choose from, by name and key,
 * with the key typed in for one not loaded; empty leaves the property out.
 */
import type { WidgetProps } from "@rjsf/utils";
import { Dropdown } from "primereact/dropdown";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";

export interface FeatureChoice {
  /** the feature's key, what the property holds */
  value: string;
  label: string;
}

export interface FeatureKeyFormContext {
  /** the loaded features of `types` that the edited feature may name */
  featureChoices: (types: readonly string[]) => FeatureChoice[];
}

export function FeatureKeyWidget({
  id,
  value,
  label,
  options,
  disabled,
  readonly,
  onChange,
  onBlur,
  registry,
}: WidgetProps) {
  const { featureChoices } = registry.formContext as FeatureKeyFormContext;
  const picks = Array.isArray(options.picks) ? options.picks.map(String) : [];
  const current = typeof value === "string" ? value : "";
  return (
    <Dropdown
      inputId={id}
      // Editable, it types into a text input of its own beside the hidden one `inputId` names.
      pt={{ ...dropdownLabels(label), input: { "aria-label": label } }}
      value={current}
      options={featureChoices(picks)}
      editable
      filter
      showClear={current !== ""}
      disabled={disabled || readonly}
      onChange={(event) => {
        const next = typeof event.value === "string" ? event.value.trim() : "";
        onChange(next === "" ? undefined : next);
      }}
      onBlur={() => onBlur(id, current)}
    />
  );
}
