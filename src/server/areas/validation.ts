/**
 * Request bodies checked against the generated JSON Schemas; every failure becomes the numeric code
 * the field's manifest names (shared codes 9002/9003/9006 when it names none).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { default as addFormats } from "ajv-formats";
import type { FieldSpec } from "../../shared/area-spec.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";

const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

/** Returns the cleaned body (defaults applied, "" read as null) or throws ApiError with field codes. */
export type BodyValidator = (body: unknown) => Record<string, unknown>;

export function codeFor(error: ErrorObject, field: FieldSpec | undefined, value: unknown): number {
  const codes = field?.codes ?? {};
  if (field?.required && (value === null || value === undefined)) return codes.required ?? 9006;
  // A problem inside an array (an item of roles) is a problem of the field's format.
  if (error.instancePath.split("/").length > 2) return codes.format ?? 9006;
  switch (error.keyword) {
    case "required":
      return codes.required ?? 9006;
    case "type":
      return codes.type ?? 9003;
    // An id outside the id column's range (0, 2^31) names no record: the field's code for that.
    case "minimum":
      return codes.min ?? codes.ref ?? 9006;
    case "maximum":
      return codes.max ?? codes.ref ?? 9006;
    case "minLength":
    case "minItems":
      return codes.min ?? 9006;
    case "maxLength":
    case "maxItems":
      return codes.max ?? 9006;
    default:
      return codes.format ?? 9006;
  }
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === "required") return String(error.params.missingProperty);
  if (error.keyword === "additionalProperties") return String(error.params.additionalProperty);
  return error.instancePath.split("/")[1] ?? "body";
}

export function addCode(errors: FieldErrors, field: string, code: number): void {
  const list = errors[field] ?? [];
  if (!list.includes(code)) list.push(code);
  errors[field] = list;
}

/** Errors keyed in the order of the form, so that the message names the first field the user sees. */
export function inFieldOrder(errors: FieldErrors, fields: FieldSpec[]): FieldErrors {
  const order = new Map(fields.map((f, i) => [f.name, i]));
  const rank = (name: string) => order.get(name) ?? fields.length;
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

export function bodyValidator(schema: object, fields: FieldSpec[]): BodyValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (body) => {
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw ApiError.code(9001, "body");
    const data: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [key, value] of Object.entries(data)) if (value === "") data[key] = null;
    if (validate(data)) return data;
    const errors: FieldErrors = {};
    for (const error of validate.errors ?? []) {
      const name = fieldOf(error);
      if (error.keyword === "additionalProperties") addCode(errors, name, 9002);
      else addCode(errors, name, codeFor(error, byName.get(name), data[name]));
    }
    throw ApiError.fields(inFieldOrder(errors, fields));
  };
}
