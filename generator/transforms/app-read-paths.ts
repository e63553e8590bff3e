/**
 * AreaSpecs with `app` -> the app's content calls in the OpenAPI document (GET /api/app/v1/<path>,
 * tag `app`) and the schemas of their items: the id and the fields the manifest names, a translated
 * field once, in the asked language.
 */
import type { AreaSpec } from "../../src/shared/area-spec.ts";
import { fieldSchema, type JsonSchema } from "./field-schema.ts";

export const appTag = {
  name: "app",
  description:
    "The mobile app's public reads (docs/app-api.md): no token, the latest map release and the public records only, cacheable (ETag, 304, Cache-Control), limited per client address (429, 9020).",
};

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The schema of one field as the app gets it: a translated one as a text in the asked language. */
function appFieldSchema(area: AreaSpec, name: string): JsonSchema {
  const half = area.fields.find((f) => f.translation?.of === name);
  if (half) return { title: half.label.en.replace(/ \((PL|EN)\)$/, ""), type: "string" };
  const field = area.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${area.file}: app field '${name}' is not a field`);
  const { readOnly: _readOnly, default: _default, ...schema } = fieldSchema(field);
  return schema;
}

export const appItemSchemaName = (area: AreaSpec) => `App${pascal(area.area)}`;

export function appReadSchemas(areas: AreaSpec[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const area of areas) {
    if (!area.app) continue;
    const required = area.app.fields.filter((name) => area.fields.find((f) => f.name === name)?.required);
    schemas[appItemSchemaName(area)] = {
      title: `${area.itemTitle.en} (app)`,
      type: "object",
      additionalProperties: false,
      required: ["id", ...required],
      properties: {
        id: { type: "integer" },
        ...Object.fromEntries(area.app.fields.map((name) => [name, appFieldSchema(area, name)])),
      },
    };
    schemas[`${appItemSchemaName(area)}Page`] = {
      type: "object",
      required: ["items", "page", "pageSize", "total"],
      properties: {
        items: { type: "array", items: ref(appItemSchemaName(area)) },
        page: { type: "integer" },
        pageSize: { type: "integer" },
        total: { type: "integer" },
      },
    };
  }
  return schemas;
}

const langParam = {
  name: "lang",
  in: "query",
  description:
    "The language of the texts (and of the records, where each record is in one language); Polish when missing or unknown.",
  schema: { type: "string" },
};
const pageParam = { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } };

function orderText(order: string | undefined): string {
  if (!order) return "newest first";
  if (order.startsWith("upcoming:")) {
    const field = order.slice("upcoming:".length);
    return `by ${field}: what is still to come first, soonest first, then the past, latest first`;
  }
  return order.startsWith("-") ? `by ${order.slice(1)}, latest first` : `by ${order}`;
}

export function appReadPaths(areas: AreaSpec[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const area of areas) {
    const app = area.app;
    if (!app) continue;
    const filters = (app.filters ?? []).map((name) => {
      const field = area.fields.find((f) => f.name === name);
      return {
        name,
        in: "query",
        description: `Only the records of this ${name}. Any other value: 422 with code 9021.`,
        schema: { type: "string", enum: field?.values ?? [] },
      };
    });
    const only = Object.entries(app.only ?? {}).map(([name, values]) => `${name} ${values.join(" or ")}`);
    paths[`/api/app/v1/${app.path}`] = {
      get: {
        operationId: `app_${area.area}`,
        tags: [appTag.name],
        summary: `The public ${area.title.en.toLowerCase()}, 10 a page`,
        description: [
          `The records that are public now: active${area.schedule ? " and inside their publication window" : ""}${only.length ? `, of ${only.join(", ")}` : ""}${app.lang ? ", in the asked language" : ""}; ${orderText(app.order)}. No token. Defined in ${area.file}.`,
        ].join(" "),
        security: [],
        parameters: [langParam, pageParam, ...filters],
        responses: {
          "200": {
            description: "A page",
            headers: {
              ETag: { description: "A strong tag of the answer's bytes", schema: { type: "string" } },
              "Cache-Control": { schema: { type: "string" } },
            },
            content: {
              "application/json": {
                schema: {
                  allOf: [
                    ref("Envelope"),
                    {
                      type: "object",
                      required: ["data"],
                      properties: { data: ref(`${appItemSchemaName(area)}Page`) },
                    },
                  ],
                },
              },
            },
          },
          "304": { description: "Not modified: If-None-Match holds the answer's ETag" },
          "422": {
            description:
              "A page that is not a positive whole number (9005), a filter value the call does not know (9021)",
            content: { "application/json": { schema: ref("ErrorEnvelope") } },
          },
          "429": {
            description:
              "Too many reads from this address this minute (9020); Retry-After says when to try again",
            headers: { "Retry-After": { schema: { type: "integer", minimum: 1 } } },
            content: { "application/json": { schema: ref("ErrorEnvelope") } },
          },
        },
      },
    };
  }
  return paths;
}
