// generated from generated/schemas/book.json, generated/schemas/shelf.json, generated/schemas/map.json by generator/json-readers.ts: do not edit
import type { AreaSchemas, JsonSchema } from "../src/shared/generated-json.ts";
import book_json from "./schemas/book.json" with { type: "json" };
import shelf_json from "./schemas/shelf.json" with { type: "json" };
import map_json from "./schemas/map.json" with { type: "json" };

/** Each area's JSON Schemas (create, update, record, commands), by area name. */
export const recordSchemas: Record<string, AreaSchemas> = {
  "book": book_json,
  "shelf": shelf_json,
};

/** Each map feature type's properties schema, by type. */
export const mapPropertySchemas: Record<string, JsonSchema> = map_json.types;
