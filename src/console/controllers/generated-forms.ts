/**
 * The generated JSON Schemas (generated/schemas/<area>.json) and uiSchemas (generated/forms/<area>.ui.json)
 * of an area: its record's create and update forms and its commands' bodies.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";

export interface AreaSchemas {
  create: RJSFSchema;
  update: RJSFSchema;
  commands?: Record<string, RJSFSchema>;
}
export interface AreaUi {
  form: UiSchema;
  commands?: Record<string, UiSchema>;
}

const schemaFiles = import.meta.glob<AreaSchemas>("../../../generated/schemas/*.json", {
  eager: true,
  import: "default",
});
const uiFiles = import.meta.glob<AreaUi>("../../../generated/forms/*.ui.json", {
  eager: true,
  import: "default",
});

export function areaSchemas(area: string): AreaSchemas {
  const schemas = schemaFiles[`../../../generated/schemas/${area}.json`];
  if (!schemas) throw new Error(`no generated/schemas/${area}.json`);
  return schemas;
}

/** The area's uiSchemas; none for an area without a form. */
export function areaUi(area: string): AreaUi {
  return uiFiles[`../../../generated/forms/${area}.ui.json`] ?? { form: {} };
}
