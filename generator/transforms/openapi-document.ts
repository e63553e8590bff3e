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
} from "../../src/shared/area-spec.ts";
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
/** the list's parameters but the page: its export takes them too */
const listFilterParams = (area: AreaSpec) => [
  ...(area.search.length ? [searchParam] : []),
  ...(area.sortable.length ? [sortParam(area)] : []),
  ...(area.schedule ? [publicationParam(area)] : []),
];
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
      parameters: [pageParam, ...listFilterParams(area)],
      responses: { "200": { description: "A page", content: json(envelope(ref(`${name}Page`))) }, ...fail },
    });
  }
  if (can("list") && area.export) {
    paths[`/api/${area.area}/export.csv`] = {
      get: operation(area, "list", `Download the list of ${area.title.en} as CSV`, {
        operationId: `export_${area.area}`,
        description: `Every record the list would show (all pages, its filters and sort applied), streamed as CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends); the header row holds the listed columns' names in the language of Accept-Language. Values starting with = + - or @ get a leading apostrophe so that spreadsheets do not run them as formulas. Roles: those of the list (${rolesFor(area, "list").join(", ")}). Defined in ${area.file}.`,
        parameters: listFilterParams(area),
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
        ...schemas,
        ...(handWritten.components?.schemas ?? {}),
      },
    },
  };
}

function tagsOf(item: unknown): string[] {
  return Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? []);
}
