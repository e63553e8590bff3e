/**
 * The parts of the map's property forms (one feature's, several features' at once): a labelled
 * choice above the form, and the properties in the console's form theme with the map's own widgets.
 */
import type { FormProps } from "@rjsf/core";
import { Dropdown } from "primereact/dropdown";
import { dropdownLabels } from "../../shared/dropdown-labels.ts";
import { ThemedForm } from "../../widgets/form-theme.tsx";
import { formValidator } from "../../widgets/form-validator.ts";
import { FeatureKeyWidget } from "./FeatureKeyWidget.tsx";

const widgets = { featureKey: FeatureKeyWidget };

interface ChoiceProps {
  id: string;
  label: string;
  value: string | null;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function LabelledChoice({ id, label, value, options, disabled, onChange }: ChoiceProps) {
  return (
    <div className="map-field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        pt={dropdownLabels(label)}
        value={value}
        options={options}
        disabled={disabled}
        onChange={(event) => onChange(String(event.value))}
      />
    </div>
  );
}

type FieldsProps = Omit<FormProps, "validator" | "widgets" | "schema"> & {
  schema: NonNullable<FormProps["schema"]>;
};

/** The properties' fields: validated by the schema as the server does, no error list, no HTML5 checks. */
export function PropertyFields({ schema, ...props }: FieldsProps) {
  return (
    <ThemedForm
      schema={schema}
      validator={formValidator(schema)}
      widgets={widgets}
      showErrorList={false}
      noHtml5Validate
      {...props}
    />
  );
}
