/** The server's field errors on a generated form's fields, kept until the field is changed. */
import type { ErrorSchema } from "@rjsf/utils";
import type { FieldErrors } from "../api/failures.ts";
import { codeText } from "../i18n/i18n.ts";
import type { FormValues } from "./form-validation.ts";

/** The server's field codes as rjsf extra errors, for the fields the form shows. */
export function serverErrors(errors: FieldErrors, fields: Set<string>): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (fields.has(field)) schema[field] = { __errors: codes.map(codeText) };
  }
  return schema as ErrorSchema;
}

/** The errors of the fields whose values did not change (the same object when all stay). */
export function unchangedErrors(errors: ErrorSchema, previous: FormValues, next: FormValues): ErrorSchema {
  const kept = Object.entries(errors).filter(([field]) => previous[field] === next[field]);
  return kept.length === Object.keys(errors).length ? errors : (Object.fromEntries(kept) as ErrorSchema);
}
