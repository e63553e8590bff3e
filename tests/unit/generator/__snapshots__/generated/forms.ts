// generated from generated/forms/book.ui.json, generated/forms/shelf.ui.json, generated/forms/map.ui.json by generator/json-readers.ts: do not edit
import type { AreaUiSchemas, UiSchemaJson } from "../src/shared/generated-json.ts";
import book_json from "./forms/book.ui.json" with { type: "json" };
import shelf_json from "./forms/shelf.ui.json" with { type: "json" };
import map_json from "./forms/map.ui.json" with { type: "json" };

/** Each area's uiSchemas (its form and its commands' forms), by area name. */
export const formUiSchemas: Record<string, AreaUiSchemas> = {
  "book": book_json,
  "shelf": shelf_json,
};

/** Each map feature type's properties uiSchema, by type. */
export const mapFormUiSchemas: Record<string, UiSchemaJson> = map_json.types;
