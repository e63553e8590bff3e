/**
 * AreaSpec -> the uiSchema of its form (@rjsf): field order, widget per field type, where a select
 * takes its choices, the upload kind, and the Polish/English halves placed side by side.
 */
import type { AreaSpec, FieldSpec } from "../../src/shared/area-spec.ts";
import { choiceSource } from "../../src/shared/choice-source.ts";
import type { JsonSchema } from "./field-schema.ts";

const widgets: Partial<Record<FieldSpec["type"], string>> = {
  text: "textarea",
  boolean: "checkbox",
  color: "color",
  date: "date",
  datetime: "datetime",
  upload: "upload",
  password: "password",
  email: "email",
  url: "url",
  enum: "choice",
  reference: "choice",
  roles: "roles",
};

function fieldUi(field: FieldSpec): JsonSchema {
  const source = choiceSource(field);
  const widget = field.picks ? "featureKey" : field.lookup ? "choice" : widgets[field.type];
  const options: JsonSchema = {
    ...(source && { source }),
    ...(field.picks && { picks: field.picks }),
    ...(field.upload && { upload: field.upload }),
    ...(field.translation && { pairOf: field.translation.of, lang: field.translation.lang }),
    ...(field.mustBeActive && { activeOnly: true }),
  };
  return {
    ...(widget && { "ui:widget": widget }),
    ...(field.translation && { "ui:classNames": "field-half" }),
    ...(Object.keys(options).length && { "ui:options": options }),
  };
}

export function formUiSchema(area: AreaSpec, fields: FieldSpec[] = area.fields): JsonSchema {
  return fieldsUiSchema(fields);
}

/** The uiSchema of a form of these fields, in their order. */
export function fieldsUiSchema(fields: FieldSpec[]): JsonSchema {
  const writable = fields.filter((f) => !f.readOnly);
  return {
    "ui:order": writable.map((f) => f.name),
    ...Object.fromEntries(
      writable.map((f) => [f.name, fieldUi(f)]).filter(([, ui]) => Object.keys(ui as object).length),
    ),
  };
}
