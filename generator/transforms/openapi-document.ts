/** AreaSpecs + the hand-written paths -> the OpenAPI 3.1 document of the whole API. */
import { rolesFor } from "../../src/shared/area-roles.ts";
import {
  type ActionName,
  type AreaSpec,
  type CommandSpec,
  type ErrorEntry,
  isAppWrite,
  publicationColumn,
  publicationStates,
  rangeParams,
} from "../../src/shared/area-spec.ts";
import { campusTimeZone } from "../../src/shared/campus-time-zone.ts";
import { areaFilters } from "../../src/shared/list-filters.ts";
import { bulkLimit, pageSize, pageSizes } from "../../src/shared/list-page.ts";
import { appReadPaths, appReadSchemas, appTag } from "./app-read-paths.ts";
import { authMessages } from "./error-registry.ts";
import type { JsonSchema } from "./field-schema.ts";
import { bodySchema, recordSchemas } from "./record-schemas.ts";

export interface HandWrittenPaths {
  paths: Record<string, unknown>;
  components?: {
    schemas?: Record<string, unknown>;
    parameters?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });

function envelope(data: unknown): JsonSchema {
  return {
    allOf: [ref("Envelope"), { type: "object", required: ["data"], properties: { data } }],
  };
}

function errorResponses(area: AreaSpec, errors: Record<string, ErrorEntry>, extra: number[] = []) {
  const own = Object.entries(errors)
    .filter(([, e]) => e.source === area.file)
    .map(([code]) => Number(code));
  const codes = [...own, ...extra];
  return {
    "401": { $ref: "#/components/responses/Unauthenticated" },
    "403": { $ref: "#/components/responses/Forbidden" },
    "422": {
      description: `Validation failed. Codes: ${codes.join(", ") || "see the error catalogue"}.`,
      content: json(ref("ErrorEnvelope")),
    },
  };
}

/** The app's writes are limited per account (the area's 429 codes) and per client address (9018). */
function tooManyResponse(area: AreaSpec, errors: Record<string, ErrorEntry>, command: CommandSpec) {
  if (!isAppWrite(command)) return {};
  const anonymousCode = String(command.anonymous?.limitCode);
  const own = Object.entries(errors)
    .filter(([code, e]) => e.source === area.file && e.status === 429 && code !== anonymousCode)
    .map(([code]) => code);
  const limits = [
    ...own.map((code) => `the account's hourly limit (${code})`),
    ...(command.anonymous ? [`the address's hourly limit without a token (${anonymousCode})`] : []),
    "the address's hourly limit (9018)",
  ];
  return {
    "429": {
      description: `Refused for now: ${limits.join(" or ")} is reached. Retry-After says in how many seconds to try again.`,
      headers: { "Retry-After": { description: "seconds to wait", schema: { type: "integer", minimum: 1 } } },
      content: json(ref("ErrorEnvelope")),
    },
  };
}

function operation(area: AreaSpec, action: ActionName, summary: string, extra: Record<string, unknown>) {
  const roles = rolesFor(area, action);
  return {
    operationId: `${action}_${area.area}`,
    tags: [area.area],
    summary,
    description: `Roles: ${roles.join(", ")}. Defined in ${area.file}.`,
    "x-roles": roles,
    security: [{ bearer: [] }],
    ...extra,
  };
}

const idParam = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
const pageParam = { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } };
const searchParam = { name: "search", in: "query", schema: { type: "string", maxLength: 255 } };
/** `column` ascending, `-column` descending; ties (and no sort: newest first) by id */
const sortParam = (area: AreaSpec) => ({
  name: "sort",
  in: "query",
  description:
    "Sorts all pages on the server by a listed column: `column` ascending, `-column` descending; equal values by id. Any other value: 422 with code 9016. Without it: newest first.",
  schema: { type: "string", enum: area.sortable.flatMap((column) => [column, `-${column}`]) },
});
/** where the listed records stand against their publication window (src/server/areas/publication-window.ts) */
const publicationParam = (area: AreaSpec) => ({
  name: publicationColumn,
  in: "query",
  description: `Only the records that stand so against their publication window (${area.schedule?.from} to ${area.schedule?.until}) now: hidden (not active), scheduled (before the window), live (public now), ended (after it). Any other value: 422 with code 9019.`,
  schema: { type: "string", enum: [...publicationStates] },
});
const pageSizeParam = {
  name: "pageSize",
  in: "query",
  description: `Rows a page: ${pageSizes.join(", ")}. Any other value: 422 with code 3500.`,
  schema: { type: "integer", enum: [...pageSizes], default: pageSize },
};
const timeZoneParam = {
  name: "tz",
  in: "query",
  description: `The IANA time zone the file's date-times are written in (DD-MM-YYYY HH:mm:ss), the console's own; ${campusTimeZone} unless said. An unknown zone: 422 with code 3502.`,
  schema: { type: "string", example: campusTimeZone },
};
/** the manifest's `filters` (src/shared/list-filters.ts): a value, or both ends of a range */
const filterParamsOf = (area: AreaSpec): Record<string, unknown>[] =>
  areaFilters(area).flatMap((filter): Record<string, unknown>[] => {
    if (filter.kind === "value") {
      const { field } = filter;
      const schema =
        field.type === "boolean"
          ? { type: "boolean" }
          : field.type === "reference"
            ? { type: "integer", minimum: 1 }
            : { type: "string", enum: field.values ?? [] };
      return [
        {
          name: filter.name,
          in: "query",
          description: `Only the records whose ${filter.name} is this${field.type === "reference" ? " record's id" : ""}. A wrong value: 422 with code 3501.`,
          schema,
        },
      ];
    }
    const names = rangeParams(filter.name);
    const format = filter.type === "date" ? "date" : "date-time";
    const what = filter.type === "date" ? "day (YYYY-MM-DD)" : "moment (ISO 8601 with its offset)";
    return (["from", "to"] as const).map((end) => ({
      name: names[end],
      in: "query",
      description: `Only the records whose ${filter.name} is ${end === "from" ? "at or after" : "at or before"} this ${what}. A wrong value: 422 with code 3501; a start after the end: 3505.`,
      schema: { type: "string", format },
    }));
  });
/** the list's parameters but the page: its export takes them too */
const listFilterParams = (area: AreaSpec) => [
  ...(area.search.length ? [searchParam] : []),
  ...(area.sortable.length ? [sortParam(area)] : []),
  ...(area.schedule ? [publicationParam(area)] : []),
  ...filterParamsOf(area),
];

/** POST /api/<area>/bulk (src/server/areas/crud-plugin.ts, bulk-requests.ts) */
function bulkOperation(area: AreaSpec, fail: Record<string, unknown>) {
  const roleOf = (action: string) => rolesFor(area, action === "delete" ? "delete" : "update");
  const roles = [...new Set(area.bulk.flatMap(roleOf))];
  const who = area.bulk.map((action) => `${action}: ${roleOf(action).join(", ")}`).join("; ");
  return {
    post: {
      operationId: `bulk_${area.area}`,
      tags: [area.area],
      summary: `Act on many ${area.title.en} at once (${area.bulk.join(", ")})`,
      description: `Activates, deactivates or deletes 1 to ${bulkLimit} records (other counts or repeated ids: 422 with code 3503; an action the list does not offer: 3504). Each record is written in its own transaction with the checks and history entry of its single update or delete, so a refused record (still used, locked) does not undo the others: the answer gives each record's outcome, refusals with their code and text. Roles: ${who}. Defined in ${area.file}.`,
      "x-roles": roles,
      security: [{ bearer: [] }],
      parameters: [idempotencyKeyParam],
      requestBody: {
        required: true,
        content: json({
          type: "object",
          required: ["action", "ids"],
          additionalProperties: false,
          properties: {
            action: { type: "string", enum: [...area.bulk] },
            ids: {
              type: "array",
              minItems: 1,
              maxItems: bulkLimit,
              uniqueItems: true,
              items: { type: "integer", minimum: 1 },
            },
          },
        }),
      },
      responses: {
        "200": {
          description: "Each record's outcome, in the asked order",
          content: json(envelope(ref("BulkResult"))),
        },
        ...fail,
      },
    },
  };
}
/** every POST made signed in takes it (src/server/http/idempotency.ts), hand-written ones too */
const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header",
  description:
    'Makes this POST safe to retry (draft-ietf-httpapi-idempotency-key-header): a key the client makes up once per intended change (a UUID, say) and sends again with each retry of it; 1 to 255 printable ASCII characters, bare or quoted (`"…"`), one header. Keys are per account and kept 24 hours. The same request sent again with the same key runs nothing and gets the first answer again, same status and body, with `Idempotent-Replayed: true`. The same key with another request (method, path or body; an upload\'s kind, file name and bytes): 422, code 9013. While the first is still running: 409, code 9014 (retry shortly). A malformed key: 400, code 9012. A 5xx answer is not kept, so its retry runs. Without the header nothing changes.',
  schema: { type: "string", minLength: 1 },
  example: "6f1c2e64-5d1a-4a8e-9b1e-2f7c0a3d4b51",
};
const idempotencyKeyParam = { $ref: "#/components/parameters/IdempotencyKey" };
const ifMatchParam = {
  name: "If-Match",
  in: "header",
  description:
    'The record\'s `version` as it was read, quoted (`"3"`), or `*`. A record changed since is not overwritten: 412 with code 9015. Without it the write goes through (last writer wins); the console always sends it.',
  schema: { type: "string", maxLength: 1024 },
};
const staleVersion = {
  "412": {
    description: "Changed by someone else since it was read (9015)",
    content: json(ref("ErrorEnvelope")),
  },
};

function areaPaths(area: AreaSpec, errors: Record<string, ErrorEntry>, schemas: Record<string, unknown>) {
  const name = pascal(area.viewOf ?? area.area);
  const paths: Record<string, Record<string, unknown>> = {};
  const can = (action: ActionName) => rolesFor(area, action).length > 0;
  const fail = errorResponses(area, errors);
  const notFound = { "404": { description: "No such record", content: json(ref("ErrorEnvelope")) } };
  const collection: Record<string, unknown> = {};
  const item: Record<string, unknown> = {};
  if (can("list")) {
    collection.get = operation(area, "list", `List ${area.title.en} (10 a page)`, {
      parameters: [pageParam, pageSizeParam, ...listFilterParams(area)],
      responses: { "200": { description: "A page", content: json(envelope(ref(`${name}Page`))) }, ...fail },
    });
  }
  if (can("list") && area.export) {
    paths[`/api/${area.area}/export.csv`] = {
      get: operation(area, "list", `Download the list of ${area.title.en} as CSV`, {
        operationId: `export_${area.area}`,
        description: `Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (${rolesFor(area, "list").join(", ")}). Defined in ${area.file}.`,
        parameters: [...listFilterParams(area), timeZoneParam],
        responses: {
          "200": {
            description: "The CSV file (Content-Disposition: attachment)",
            content: { "text/csv": { schema: { type: "string" } } },
          },
          ...fail,
        },
      }),
    };
  }
  if (area.bulk.length) paths[`/api/${area.area}/bulk`] = bulkOperation(area, fail);
  if (can("create")) {
    collection.post = operation(area, "create", `Create a ${area.itemTitle.en}`, {
      parameters: [idempotencyKeyParam],
      requestBody: { required: true, content: json(ref(`${name}Create`)) },
      responses: {
        "200": { description: "Created", content: json(envelope(ref(`${name}Record`))) },
        ...fail,
      },
    });
  }
  if (can("view")) {
    item.get = operation(area, "view", `Read a ${area.itemTitle.en}`, {
      parameters: [idParam],
      responses: {
        "200": { description: "The record", content: json(envelope(ref(`${name}Record`))) },
        ...fail,
        ...notFound,
      },
    });
  }
  if (can("update")) {
    item.put = operation(area, "update", `Update a ${area.itemTitle.en}`, {
      parameters: [idParam, ifMatchParam],
      requestBody: { required: true, content: json(ref(`${name}Update`)) },
      responses: {
        "200": { description: "Updated", content: json(envelope(ref(`${name}Record`))) },
        ...fail,
        ...notFound,
        ...staleVersion,
      },
    });
  }
  if (can("delete")) {
    item.delete = operation(area, "delete", `Delete a ${area.itemTitle.en}`, {
      parameters: [idParam, ifMatchParam],
      responses: {
        "200": { description: "Deleted", content: json(envelope({ type: "null" })) },
        ...fail,
        ...notFound,
        ...staleVersion,
      },
    });
  }
  if (Object.keys(collection).length) paths[`/api/${area.area}`] = collection;
  if (Object.keys(item).length) paths[`/api/${area.area}/{id}`] = item;
  for (const command of area.commands) {
    const bodyName = `${pascal(area.area)}${pascal(command.name)}Body`;
    schemas[bodyName] = bodySchema(command.summary.en, command.fields);
    paths[`/api/${command.path}`] = {
      post: {
        operationId: `${command.name}_${area.area}`,
        tags: [area.area],
        summary: command.summary.en,
        description: `${command.description ? `${command.description} ` : ""}Roles: ${command.roles.join(", ")}. Defined in ${area.file}.`,
        "x-roles": command.roles,
        // An empty requirement: the call may also come with no token at all.
        security: command.anonymous ? [{ bearer: [] }, {}] : [{ bearer: [] }],
        parameters: command.path.includes("{id}") ? [idParam, idempotencyKeyParam] : [idempotencyKeyParam],
        requestBody: { required: true, content: json(ref(bodyName)) },
        responses: {
          "200": { description: "Done", content: json(ref("Envelope")) },
          ...fail,
          ...notFound,
          ...tooManyResponse(area, errors, command),
        },
      },
    };
  }
  return paths;
}

/** The properties of a map feature: one schema per type, told apart by `type`. */
function mapPropertyComponents(mapSchemas: Record<string, JsonSchema>): Record<string, unknown> {
  const names = Object.keys(mapSchemas).map((type) => [type, `MapProperties${pascal(type)}`] as const);
  return {
    ...Object.fromEntries(names.map(([type, name]) => [name, mapSchemas[type]])),
    MapFeatureProperties: {
      description: "A map feature's properties; `type` tells which properties it takes (manifests/map.yaml).",
      oneOf: names.map(([, name]) => ref(name)),
      discriminator: {
        propertyName: "type",
        mapping: Object.fromEntries(names.map(([type, name]) => [type, `#/components/schemas/${name}`])),
      },
    },
  };
}

export function openapiDocument(
  areas: AreaSpec[],
  errors: Record<string, ErrorEntry>,
  handWritten: HandWrittenPaths,
  mapSchemas: Record<string, JsonSchema>,
): Record<string, unknown> {
  const auth = authMessages(errors);
  const schemas: Record<string, unknown> = { ...mapPropertyComponents(mapSchemas) };
  for (const area of areas.filter((a) => !a.viewOf)) {
    const name = pascal(area.area);
    const s = recordSchemas(area);
    const can = (action: ActionName) => rolesFor(area, action).length > 0;
    if (can("create")) schemas[`${name}Create`] = s.create;
    if (can("update")) schemas[`${name}Update`] = s.update;
    schemas[`${name}Record`] = s.record;
    schemas[`${name}Page`] = {
      type: "object",
      required: ["items", "page", "pageSize", "total"],
      properties: {
        items: { type: "array", items: ref(`${name}Record`) },
        page: { type: "integer" },
        pageSize: { type: "integer" },
        total: { type: "integer" },
      },
    };
  }
  Object.assign(schemas, appReadSchemas(areas));
  const paths: Record<string, unknown> = { ...appReadPaths(areas) };
  for (const area of areas) Object.assign(paths, areaPaths(area, errors, schemas));
  for (const [path, item] of Object.entries(handWritten.paths)) {
    if (paths[path]) throw new Error(`openapi/hand-written.yaml: ${path} is also generated from a manifest`);
    paths[path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Campus navigation console API",
      version: "1.0.0",
      description:
        "Every response is an envelope {status, data, message, errors}; errors maps a field to numeric codes. " +
        "Send `Authorization: Bearer <token>` and `Accept-Language: pl|en`.",
      license: { name: "UNLICENSED", identifier: "UNLICENSED" },
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: [
      ...areas.map((a) => ({ name: a.area, description: a.title.en })),
      ...(areas.some((a) => a.app) ? [appTag] : []),
      ...[...new Set(Object.values(handWritten.paths).flatMap((item) => tagsOf(item)))]
        .filter((t) => !areas.some((a) => a.area === t) && t !== appTag.name)
        .map((name) => ({ name, description: name })),
    ],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        ...handWritten.components?.securitySchemes,
      },
      parameters: { IdempotencyKey: idempotencyKeyParameter, ...handWritten.components?.parameters },
      responses: {
        Unauthenticated: {
          description: `No or bad token: message '${auth.unauthenticated}'`,
          content: json(ref("ErrorEnvelope")),
        },
        Forbidden: {
          description: `Wrong role: message '${auth.forbidden}'`,
          content: json(ref("ErrorEnvelope")),
        },
      },
      schemas: {
        Envelope: {
          type: "object",
          required: ["status", "data", "message", "errors"],
          properties: {
            status: { enum: ["success", "error"] },
            data: {},
            message: { type: ["string", "null"] },
            errors: {
              type: ["object", "null"],
              additionalProperties: { type: "array", items: { type: "integer" } },
            },
          },
        },
        ErrorEnvelope: {
          allOf: [
            ref("Envelope"),
            {
              type: "object",
              properties: {
                status: { const: "error" },
                errors: {
                  type: ["object", "null"],
                  additionalProperties: { type: "array", items: ref("ErrorCode") },
                },
              },
            },
          ],
        },
        ErrorCode: {
          type: "integer",
          description: "Numeric codes of spec §8",
          enum: Object.keys(errors).map(Number),
        },
        BulkResult: {
          type: "object",
          required: ["action", "done", "refused", "results"],
          properties: {
            action: { type: "string", enum: ["activate", "deactivate", "delete"] },
            done: { type: "integer", description: "records written" },
            refused: { type: "integer", description: "records refused" },
            results: {
              type: "array",
              items: {
                type: "object",
                required: ["id", "ok"],
                properties: {
                  id: { type: "integer" },
                  ok: { type: "boolean" },
                  status: { type: "integer", description: "a refusal's HTTP status (404, 409, 412, 422)" },
                  code: ref("ErrorCode"),
                  message: { type: "string", description: "the refusal's text in the asked language" },
                },
              },
            },
          },
        },
        ...schemas,
        ...(handWritten.components?.schemas ?? {}),
      },
    },
  };
}

function tagsOf(item: unknown): string[] {
  return Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? []);
}
