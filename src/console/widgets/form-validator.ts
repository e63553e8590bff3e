/**
 * The rjsf validator of a generated form's schema. Ajv would compile the schema in the browser with
 * `new Function`, which the console's Content-Security-Policy forbids: the validation code is
 * compiled when the console is built instead (scripts/vite-form-validators.ts).
 */

import validateFns from "virtual:form-validators";
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";

const validators = new WeakMap<RJSFSchema, ValidatorType>();

export function formValidator(schema: RJSFSchema): ValidatorType {
  const known = validators.get(schema);
  if (known) return known;
  const validator = createPrecompiledValidator(validateFns, schema);
  validators.set(schema, validator);
  return validator;
}
