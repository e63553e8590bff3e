/**
 * The generated form of a command's body (an area manifest's `commands:`, e.g. sos.push or
 * user.change_password): its JSON Schema and uiSchema from generated/, its fields and cross-field
 * rules, labelled `resources.<area>.commands.<command>.fields.<field>`. Also the same parts for an
 * area's record, for a form that sends records itself (the parking legend's dialog).
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { FieldSpec, RuleSpec } from "../../shared/area-spec.ts";
import { areaSpec } from "../shared/area-specs.ts";
import { areaFormModel, type FormMode, fieldLabel, formUiSchema, formValues } from "./area-form-model.ts";
import type { FormValues, Translate } from "./form-validation.ts";
import { areaSchemas, areaUi } from "./generated-forms.ts";

/** What a generated form is made of, in any language. */
export interface FormParts {
  schema: RJSFSchema;
  fields: FieldSpec[];
  rules: RuleSpec[];
  label: (field: string, t: Translate) => string;
  /** the uiSchema in the active language for these values, with labels and no submit button of rjsf's */
  uiSchema: (t: Translate, values: FormValues) => UiSchema;
}

export function commandForm(area: string, name: string): FormParts {
  const command = areaSpec(area).commands.find((c) => c.name === name);
  const schema = areaSchemas(area).commands?.[name];
  if (!command || !schema) throw new Error(`no command '${name}' of area '${area}' in generated/`);
  const generated = areaUi(area).commands?.[name] ?? {};
  const label = (field: string, t: Translate) => t(`resources.${area}.commands.${name}.fields.${field}`);
  return {
    schema,
    fields: command.fields,
    rules: command.rules,
    label,
    uiSchema: (t) => {
      const ui: UiSchema = { ...generated, "ui:submitButtonOptions": { norender: true } };
      for (const field of command.fields)
        ui[field.name] = { ...(generated[field.name] as UiSchema), "ui:title": label(field.name, t) };
      return ui;
    },
  };
}

/** An area record's form, sent by its caller rather than by use-area-form; `valuesOf` a record to edit. */
export function recordForm(
  area: string,
  basePath: string,
  mode: FormMode,
): FormParts & { valuesOf: (record: FormValues) => FormValues } {
  const model = areaFormModel(area, basePath, mode);
  return {
    valuesOf: (record) => formValues(model, record),
    schema: model.schema,
    fields: model.fields,
    rules: model.spec.rules,
    label: (field, t) => fieldLabel(area, field, t),
    uiSchema: (t, values) => formUiSchema(model, values, t),
  };
}
