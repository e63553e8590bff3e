/**
 * manifests/map.yaml -> MapSpec (generated/map.ts), the JSON Schema of each type's properties
 * (generated/schemas/map.json) and the uiSchema of the editor's property form
 * (generated/forms/map.ui.json).
 */
import type { CodeKind, FieldSpec } from "../../src/shared/area-spec.ts";
import type { MapSpec } from "../../src/shared/map-spec.ts";
import type { Catalogues, LoadedMap } from "../manifest-types.ts";
import { expandFields } from "./expand-fields.ts";
import type { JsonSchema } from "./field-schema.ts";
import { fieldsUiSchema } from "./form-ui-schema.ts";
import { bodySchema } from "./record-schemas.ts";

/** The map-wide code of each failure kind a property can have. */
function propertyCodes(field: FieldSpec, codes: MapSpec["codes"]): FieldSpec["codes"] {
  const kinds: CodeKind[] = ["required", "type", "format"];
  if (field.min !== undefined) kinds.push("min");
  if (field.max !== undefined) kinds.push("max");
  if (field.ref) kinds.push("ref");
  return Object.fromEntries(kinds.map((kind) => [kind, codes[kind as keyof typeof codes]]));
}

export function mapSpec({ file, manifest }: LoadedMap, catalogues: Catalogues): MapSpec {
  const properties = expandFields(manifest.properties, catalogues).map((field) => ({
    ...field,
    codes: propertyCodes(field, manifest.codes),
  }));
  const halves = (name: string) =>
    properties.filter((p) => p.name === name || p.translation?.of === name).map((p) => p.name);
  const types = Object.fromEntries(
    Object.entries(manifest.types).map(([type, spec]) => [
      type,
      {
        group: spec.group,
        label: spec.label,
        properties: [...(manifest.common ?? []), ...(spec.properties ?? [])].flatMap(halves),
        required: spec.required ?? [],
        rules: spec.rules ?? [],
        app: spec.app ?? true,
      },
    ]),
  );
  return { file, codes: manifest.codes, properties, rules: manifest.rules ?? [], types };
}

/** A type's properties as FieldSpecs, required ones marked: what its schema and form are made of. */
function typeFields(map: MapSpec, type: string): FieldSpec[] {
  const spec = map.types[type];
  if (!spec) return [];
  const byName = new Map(map.properties.map((p) => [p.name, p]));
  return spec.properties.flatMap((name) => {
    const field = byName.get(name);
    return field ? [{ ...field, required: spec.required.includes(name) }] : [];
  });
}

/** Per type, the JSON Schema of its properties, `type` included: unknown properties are refused. */
export function mapPropertySchemas(map: MapSpec): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(map.types).map(([type, spec]) => {
      const schema = bodySchema(`${spec.label.en} properties`, typeFields(map, type));
      const properties = schema.properties as Record<string, JsonSchema>;
      return [
        type,
        {
          ...schema,
          required: ["type", ...(schema.required as string[])],
          properties: { type: { const: type, title: "Type" }, ...properties },
        },
      ];
    }),
  );
}

/** Per type, the uiSchema of the editor's property form (the same widgets as the area forms). */
export function mapFormUiSchemas(map: MapSpec): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.keys(map.types).map((type) => {
      return [type, fieldsUiSchema(typeFields(map, type))];
    }),
  );
}
