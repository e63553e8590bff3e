/**
 * An area's generated JSON Schemas and uiSchemas (generated/schemas.ts, generated/forms.ts) as rjsf
 * takes them: its record's create and update forms and its commands' bodies.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { formUiSchemas } from "../../../generated/forms.ts";
import { recordSchemas } from "../../../generated/schemas.ts";

export interface AreaSchemas {
  create: RJSFSchema;
  update: RJSFSchema;
  /** the edit form when the manifest's formShows names read-only fields to show */
  editForm?: RJSFSchema;
  commands?: Record<string, RJSFSchema>;
}
export interface AreaUi {
  form: UiSchema;
  commands?: Record<string, UiSchema>;
}

// The generator writes JSON Schema draft 7, rjsf's own dialect.
export function areaSchemas(area: string): AreaSchemas {
  const schemas = recordSchemas[area];
  if (!schemas) throw new Error(`no generated/schemas/${area}.json`);
  return schemas as unknown as AreaSchemas;
}

/** The area's uiSchemas; none for an area without a form. */
export function areaUi(area: string): AreaUi {
  return (formUiSchemas[area] ?? { form: {} }) as unknown as AreaUi;
}
