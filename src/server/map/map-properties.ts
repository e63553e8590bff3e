/**
 * A map feature's properties checked against its type's JSON Schema (generated/schemas/map.json,
 * from manifests/map.yaml) and the map's rules. Each refusal is the map-wide code of what went wrong,
 * placed on the property (`new.3.properties.name_pl`), so the editor marks the field itself.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { mapSpec } from "../../../generated/map.ts";
import { mapPropertySchemas as schemas } from "../../../generated/schemas.ts";
import type { FieldSpec } from "../../shared/area-spec.ts";
import type { MapType } from "../../shared/map-types.ts";
import { checkRuleValues } from "../../shared/rule-values.ts";
import { codeFor } from "../areas/validation.ts";
import type { FieldErrors } from "../http/api-error.ts";

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>(
  Object.entries(schemas).map(([type, schema]) => [type, ajv.compile(schema)]),
);

function add(errors: FieldErrors, field: string, code: number): void {
  const list = errors[field] ?? [];
  if (!list.includes(code)) list.push(code);
  errors[field] = list;
}

/** The cleaned properties without `type` ("" read as unset), or null after adding codes to `errors`. */
export function checkMapProperties(
  type: MapType,
  properties: Record<string, unknown>,
  at: string,
  errors: FieldErrors,
): Record<string, unknown> | null {
  const validate = validators.get(type);
  if (!validate) {
    add(errors, `${at}.properties.type`, 1300);
    return null;
  }
  const cleaned: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) cleaned[name] = value === "" ? null : value;
  const fields = new Map<string, FieldSpec>(
    mapSpec.properties.map((p) => [
      p.name,
      { ...p, required: mapSpec.types[type]?.required.includes(p.name) ?? false },
    ]),
  );
  const before = Object.keys(errors).length;
  if (!validate({ ...cleaned, type })) {
    for (const error of validate.errors ?? []) {
      if (error.keyword === "additionalProperties") {
        add(errors, `${at}.properties.${String(error.params.additionalProperty)}`, mapSpec.codes.unknown);
        continue;
      }
      const name =
        error.keyword === "required"
          ? String(error.params.missingProperty)
          : (error.instancePath.split("/")[1] ?? "type");
      add(errors, `${at}.properties.${name}`, codeFor(error, fields.get(name), cleaned[name]));
    }
  }
  const rules = [...mapSpec.rules, ...(mapSpec.types[type]?.rules ?? [])];
  for (const { field, code } of checkRuleValues(rules, cleaned)) {
    add(errors, `${at}.properties.${field}`, code);
  }
  return Object.keys(errors).length > before ? null : cleaned;
}
