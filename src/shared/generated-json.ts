/**
 * The types under which generated/schemas.ts, forms.ts, openapi.ts and i18n.ts export the generated
 * JSON files (generator/json-readers.ts). Loose on purpose: each reader narrows what it uses (the
 * server gives the schemas to Ajv, the console to rjsf).
 */

/** A JSON Schema as the generator writes it. */
export type JsonSchema = { readonly [key: string]: unknown };

/** An rjsf uiSchema as the generator writes it. */
export type UiSchemaJson = { readonly [key: string]: unknown };

/** generated/schemas/<area>.json: the bodies of a create and an update, a stored record, each command's body. */
export interface AreaSchemas {
  create: JsonSchema;
  update: JsonSchema;
  record: JsonSchema;
  /** the console's edit form when the manifest's formShows names read-only fields */
  editForm?: JsonSchema;
  commands?: { readonly [command: string]: JsonSchema };
}

/** generated/forms/<area>.ui.json: the area's form and each command's form. */
export interface AreaUiSchemas {
  form: UiSchemaJson;
  commands: { readonly [command: string]: UiSchemaJson };
}

/** An operation of generated/openapi.json: what readers look at, the rest unknown. */
export interface OpenApiOperation {
  readonly [key: string]: unknown;
  "x-roles"?: readonly string[];
  security?: readonly unknown[];
  parameters?: readonly JsonSchema[];
  responses?: { readonly [status: string]: unknown };
}

/** generated/openapi.json. */
export interface OpenApiDocument {
  readonly [key: string]: unknown;
  paths: { readonly [path: string]: { readonly [method: string]: OpenApiOperation } };
  components: { readonly [kind: string]: { readonly [name: string]: JsonSchema } };
}

/** generated/i18n/<lang>.json: nested texts by key. */
export type Catalogue = { readonly [key: string]: unknown };
