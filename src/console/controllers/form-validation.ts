/**
 * Client validation of the generated forms (spec §5): JSON Schema errors of rjsf turned into the
 * console's messages, plus the cross-field rules of the area manifest. Pure (no DOM, no React, no
 * i18next instance): the caller passes the translate function, so the rules run in unit tests too.
 */
import type { FormValidation, RJSFValidationError } from "@rjsf/utils";
import type { FieldSpec, RuleSpec } from "../../shared/area-spec.ts";
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

/** The message of a pattern failure, by what the field holds. */
function patternMessage(field: FieldSpec | undefined): string {
  switch (field?.type) {
    case "color":
      return v("color");
    case "phone":
      return v("phone");
    case "mac":
      return v("mac");
    case "upload":
      return v("upload");
    case "url":
      return v("url");
    case "password":
      return v("password");
    default:
      return v("format");
  }
}

function messageOf(error: RJSFValidationError, field: FieldSpec | undefined, t: Translate): string {
  const limit = error.params?.limit;
  switch (error.name) {
    case "required":
    case "minItems":
      return t(v("required"));
    case "type":
      // An empty required input reaches the schema as null or undefined: that is a missing value.
      return field?.required ? t(v("required")) : t(v("format"));
    case "minLength":
      return t(v("minLength"), { limit });
    case "maxLength":
      return t(v("maxLength"), { limit });
    case "minimum":
      return t(v("minimum"), { limit });
    case "maximum":
      return t(v("maximum"), { limit });
    case "enum":
      return t(v("choice"));
    case "format": {
      const format = String(error.params?.format ?? "");
      if (format === "email") return t(v("email"));
      if (format === "uri") return t(v("url"));
      if (format === "date" || format === "date-time") return t(v("date"));
      return t(v("format"));
    }
    case "pattern":
      return t(patternMessage(field));
    default:
      return t(v("format"));
  }
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
  label: (field: string) => string,
): RuleError[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const errors: RuleError[] = [];
  for (const rule of rules) {
    for (const { field, against = "" } of ruleViolations(rule, data)) {
      if (!byName.has(field)) continue;
      errors.push({ field, message: ruleMessage(rule, field, against, data, byName, t, label) });
    }
  }
  return errors;
}

/** The message of one broken rule on one field. */
function ruleMessage(
  rule: RuleSpec,
  field: string,
  against: string,
  data: FormValues,
  byName: Map<string, FieldSpec>,
  t: Translate,
  label: (field: string) => string,
): string {
  switch (rule.kind) {
    case "equal":
      return rule.fields.every((f) => byName.get(f)?.type === "password")
        ? t(v("passwordsMatch"))
        : t(v("mustMatch"), { field: label(against) });
    case "anyRequired":
      return t(v("anyRequired"), { fields: rule.fields.map(label).join(", ") });
    case "ordered":
      return t(v(typeof data[field] === "number" ? "notLessThan" : "notBefore"), { field: label(against) });
    default:
      return t(v("required"));
  }
}

/** rjsf `customValidate` built from the rules: adds each rule error to its field. */
export function customValidator(
  fields: FieldSpec[],
  rules: RuleSpec[],
  t: Translate,
  label: (field: string) => string,
) {
  return (data: FormValues | undefined, errors: FormValidation<FormValues>): FormValidation<FormValues> => {
    const byField = errors as unknown as Record<string, { addError?: (message: string) => void }>;
    for (const error of ruleErrors(data ?? {}, fields, rules, t, label))
      byField[error.field]?.addError?.(error.message);
    return errors;
  };
}
