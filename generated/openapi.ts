// generated from generated/openapi.json by generator/json-readers.ts: do not edit
import type { OpenApiDocument } from "../src/shared/generated-json.ts";
import openapi_json from "./openapi.json" with { type: "json" };

/** The API's OpenAPI document, as served at /api/openapi.json (with its `x-generated` header). */
export const openapiDocument: OpenApiDocument = openapi_json;
