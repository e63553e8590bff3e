/**
 * What a generated form is made of: the area's create or update JSON Schema and its uiSchema from
 * generated/, with the labels of the active language, the fields a view fixes (a push notification's
 * type) hidden, the fields of a requiredWhen rule shown only when the rule applies, and on an edit the
 * read-only fields the manifest's `formShows` names (values another system sets), which are never sent.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { areas } from "../../../generated/areas.ts";
import type { AreaSpec, FieldSpec } from "../../shared/area-spec.ts";
import { ruleApplies } from "../../shared/rule-values.ts";
import { areaSpec } from "../shared/area-specs.ts";
import type { FormValues, Translate } from "./form-validation.ts";
import { areaSchemas, areaUi } from "./generated-forms.ts";

/** Choices whose records can be added from the form itself (spec §2: the category modal). */
const creatableFrom: Record<string, string> = { "lookup:category_basic": "category" };

export type FormMode = "create" | "update";

export interface AreaFormModel {
  spec: AreaSpec;
  /** the area whose item name titles the form: a view (push notifications) or the area itself */
  titleArea: string;
  /** values a view fixes, hidden in the form and always sent */
  fixed: FormValues;
  schema: RJSFSchema;
  fields: FieldSpec[];
}

/** The form of `area` reached at /cms/<basePath>: a view of the area (notifications_push) fixes its `where`. */
export function areaFormModel(area: string, basePath: string, mode: FormMode): AreaFormModel {
  const spec = areaSpec(area);
  const view = areas.find((a) => a.viewOf === area && a.console?.path === basePath);
  const schemas = areaSchemas(area);
  const schema = (mode === "update" && schemas.editForm) || schemas[mode];
  const inForm = new Set(Object.keys(schema.properties ?? {}));
  return {
    spec,
    titleArea: view?.area ?? area,
    fixed: { ...(view?.where ?? {}) },
    schema,
    fields: spec.fields.filter((f) => inForm.has(f.name)),
  };
}

export function fieldLabel(area: string, field: string, t: Translate): string {
  return t(`resources.${area}.fields.${field}`);
}

/**
 * The uiSchema for these values: labels, hidden fixed fields, conditional fields, the create button,
 * and the push flag of a record whose push went out (`pushSent`), which reads as such and can no
 * longer be changed (spec §4).
 */
export function formUiSchema(
  model: AreaFormModel,
  values: FormValues,
  t: Translate,
  pushSent = false,
): UiSchema {
  const { spec, fixed } = model;
  const generated = areaUi(spec.area).form;
  const readOnly = model.fields.filter((f) => f.readOnly).map((f) => f.name);
  const order = (generated["ui:order"] ?? []) as string[];
  const ui: UiSchema = {
    ...generated,
    ...(readOnly.length && { "ui:order": [...order, ...readOnly] }),
    "ui:submitButtonOptions": { norender: true },
  };
  const conditional = spec.rules.filter((r) => r.kind === "requiredWhen");
  for (const field of model.fields) {
    const own = (generated[field.name] ?? {}) as UiSchema;
    const options = (own["ui:options"] ?? {}) as Record<string, unknown>;
    const source = typeof options.source === "string" ? options.source : undefined;
    const create = source && creatableFrom[source] !== spec.area ? creatableFrom[source] : undefined;
    const rules = conditional.filter((r) => r.fields.includes(field.name));
    const hidden = field.name in fixed || (rules.length > 0 && !rules.some((r) => ruleApplies(r, values)));
    const sent = pushSent && field.name === spec.push?.flag;
    ui[field.name] = {
      ...own,
      "ui:title": sent ? t("forms.pushSent") : fieldLabel(spec.area, field.name, t),
      "ui:options": { ...options, ...(create && { create }) },
      ...(hidden && { "ui:widget": "hidden" }),
      ...(sent && { "ui:disabled": true }),
      ...(field.readOnly && { "ui:readonly": true }),
    };
  }
  return ui;
}

/** Whether the record's push went out (its area's `push.sentAt` is set). */
export function pushWentOut(model: AreaFormModel, record: FormValues): boolean {
  const sentAt = model.spec.push?.sentAt;
  return Boolean(sentAt && record[sentAt]);
}

/** The record as the form edits it: only the fields of the schema, with the view's fixed values. */
export function formValues(model: AreaFormModel, record: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of model.fields) {
    const value = record[field.name];
    if (value !== undefined && value !== null) values[field.name] = value;
  }
  return { ...values, ...model.fixed };
}

/** The body sent: on update every field of the schema, a cleared one as null so that it is cleared. */
export function requestBody(model: AreaFormModel, values: FormValues, mode: FormMode): FormValues {
  const body: FormValues = {};
  for (const field of model.fields) {
    if (field.readOnly) continue;
    const value = values[field.name];
    if (value !== undefined) body[field.name] = value;
    else if (mode === "update") body[field.name] = null;
  }
  return { ...body, ...model.fixed };
}
