/** FieldSpec -> JSON Schema of its value, shared by server validation, forms and OpenAPI. */
import type { FieldSpec } from "../../src/shared/area-spec.ts";

export type JsonSchema = Record<string, unknown>;

/** Upload fields hold the path the upload call returned. */
export const uploadPathPattern = "^/api/files/[A-Za-z0-9_-]+\\.[a-z0-9]+$";
export const passwordPattern = "^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])";
/** A login: a letter, then letters, digits, dots, hyphens and underscores (its length is the field's bounds). */
export const loginPattern = "^[A-Za-z][A-Za-z0-9._-]*$";
export const roleIds = [1, 2, 3, 4, 5];
/**
 * PostgreSQL's integer range: ids are int4 columns and stored integers are compared with them, so a
 * larger value would fail in the database (a 500) instead of being refused here.
 */
export const int4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

function textBounds(field: FieldSpec): JsonSchema {
  return {
    ...(field.min !== undefined && { minLength: field.min }),
    ...(field.max !== undefined && { maxLength: field.max }),
  };
}

function numberBounds(field: FieldSpec): JsonSchema {
  return {
    ...(field.min !== undefined && { minimum: field.min }),
    ...(field.max !== undefined && { maximum: field.max }),
  };
}

/** An integer's bounds, within PostgreSQL's integer range whatever the manifest says. */
function integerBounds(field: FieldSpec): JsonSchema {
  return {
    minimum: Math.max(field.min ?? int4.min, int4.min),
    maximum: Math.min(field.max ?? int4.max, int4.max),
  };
}

function valueSchema(field: FieldSpec): JsonSchema {
  switch (field.type) {
    case "string":
    case "text":
      return { type: "string", ...textBounds(field) };
    case "password":
      return { type: "string", pattern: passwordPattern, writeOnly: true, ...textBounds(field) };
    case "email":
      return { type: "string", format: "email", ...textBounds(field) };
    case "url":
      return { type: "string", format: "uri", pattern: "^https?://", maxLength: field.max ?? 2048 };
    case "color":
      return { type: "string", pattern: "^#[0-9A-Fa-f]{6}$" };
    case "phone":
      return { type: "string", pattern: "^\\+?[0-9][0-9 ()-]{5,19}$" };
    case "mac":
      return { type: "string", pattern: "^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$" };
    case "login":
      // No "@": a login can never read as another account's e-mail when signing in by either.
      return { type: "string", pattern: loginPattern, ...textBounds(field) };
    case "date":
      return { type: "string", format: "date" };
    case "datetime":
      return { type: "string", format: "date-time" };
    case "integer":
      return { type: "integer", ...integerBounds(field) };
    case "number":
      return { type: "number", ...numberBounds(field) };
    case "boolean":
      return { type: "boolean" };
    case "enum":
      return { type: "string", enum: field.values ?? [] };
    case "reference":
      return { type: "integer", minimum: 1, maximum: int4.max };
    case "upload":
      return { type: "string", pattern: uploadPathPattern };
    case "roles":
      return { type: "array", items: { type: "integer", enum: roleIds }, minItems: 1, uniqueItems: true };
  }
}

/** The schema of a field's value; optional fields also accept null, which clears them. */
export function fieldSchema(field: FieldSpec): JsonSchema {
  const schema: JsonSchema = { title: field.label.en, ...valueSchema(field) };
  if (field.readOnly) schema.readOnly = true;
  if (field.default !== undefined) schema.default = field.default;
  if (!field.required) {
    schema.type = [schema.type, "null"];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  return schema;
}
