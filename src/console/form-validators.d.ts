/** The forms' validation code, compiled at build time by scripts/vite-form-validators.ts. */
declare module "virtual:form-validators" {
  import type { ValidatorFunctions } from "@rjsf/validator-ajv8";

  const validateFns: ValidatorFunctions;
  export default validateFns;
}
