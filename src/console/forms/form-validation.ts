/**
 * Client validation of the generated forms (spec §5): JSON Schema errors of rjsf and the cross-field
 * rules of the manifest, each worded with the text of the code the server answers for the same failure
 * (`errors.<code>` of the generated catalogue: the field's code of that kind, the rule's code), so the
 * form and the API say the same. Pure (no DOM, no React, no i18next instance): the caller passes the
 * translate function, so the rules run in unit tests too.
 */
import type { FormValidation, RJSFValidationError } from "@rjsf/utils";
import type { CodeKind, FieldSpec, RuleSpec } from "../../shared/area-spec.ts";
import { ruleViolations } from "../../shared/rule-values.ts";

export type Translate = (key: string, values?: Record<string, unknown>) => string;
export type FormValues = Record<string, unknown>;

const v = (name: string) => `forms.validation.${name}`;

/** ".name" or "name" -> "name": the top-level field an rjsf error belongs to. */
export function fieldOfError(error: RJSFValidationError): string {
  const path = (error.property ?? "").replace(/^\./, "");
  if (error.name === "required" && !path) return String(error.params?.missingProperty ?? "");
  return path.split(/[.[]/)[0] ?? "";
}

/** The kind of code the server answers for a schema failure of the field. */
function kindOf(error: RJSFValidationError, field: FieldSpec | undefined): CodeKind {
  switch (error.name) {
    case "required":
    case "minItems":
      return "required";
    case "type":
      // An empty required input reaches the schema as null or undefined: that is a missing value.
      return field?.required ? "required" : "type";
    case "minLength":
    case "minimum":
      return "min";
    case "maxLength":
    case "maximum":
      return "max";
    default:
      return "format";
  }
}

/** The text of the field's code for the failure (a type failure without its own code is a format one). */
function messageOf(error: RJSFValidationError, field: FieldSpec | undefined, t: Translate): string {
  const kind = kindOf(error, field);
  const code = field?.codes[kind] ?? (kind === "type" ? field?.codes.format : undefined);
  return code === undefined ? t(v(kind === "required" ? "required" : "format")) : t(`errors.${code}`);
}

/** The fields that only repeat another (a password's confirmation): a mismatch is all they can get wrong. */
function confirmations(rules: RuleSpec[]): Set<string> {
  return new Set(rules.filter((r) => r.kind === "equal").flatMap((r) => r.fields.slice(1)));
}

/** rjsf `transformErrors`: each schema error gets its message in the active language. */
export function transformSchemaErrors(
  errors: RJSFValidationError[],
  fields: FieldSpec[],
  rules: RuleSpec[],
  t: Translate,
  label: (field: string) => string,
): RJSFValidationError[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const repeats = confirmations(rules);
  return errors
    .filter((error) => error.name === "required" || !repeats.has(fieldOfError(error)))
    .map((error) => {
      const field = byName.get(fieldOfError(error));
      const message = messageOf(error, field, t);
      return { ...error, message, stack: `${field ? label(field.name) : error.property}: ${message}` };
    });
}

/** A field error recorded by the manifest's rules or the password rule. */
export interface RuleError {
  field: string;
  message: string;
}

/**
 * The errors of the cross-field rules (equal, anyRequired, requiredWhen, ordered) for the fields
 * present in the form, as the shared rule engine (src/shared/rule-values.ts) finds them. maxActive
 * needs the other records: the server checks it. (The password rule of spec §5 is the pattern of the
 * password fields' schema, worded by transformSchemaErrors.)
 */
export function ruleErrors(
  data: FormValues,
  fields: FieldSpec[],
  rules: RuleSpec[],
  t: Translate,
): RuleError[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const errors: RuleError[] = [];
  for (const rule of rules) {
    for (const { field } of ruleViolations(rule, data)) {
      if (!byName.has(field)) continue;
      errors.push({ field, message: t(`errors.${rule.code}`) });
    }
  }
  return errors;
}

/** rjsf `customValidate` built from the rules: adds each rule error to its field. */
export function customValidator(fields: FieldSpec[], rules: RuleSpec[], t: Translate) {
  return (data: FormValues | undefined, errors: FormValidation<FormValues>): FormValidation<FormValues> => {
    const byField = errors as unknown as Record<string, { addError?: (message: string) => void }>;
    for (const error of ruleErrors(data ?? {}, fields, rules, t))
      byField[error.field]?.addError?.(error.message);
    return errors;
  };
}
