/**
 * The routes' schemas from the API's contract (generated/openapi.json), the one place they are
 * written: a route's schemas are looked up by its method and path.
 *
 * Answers: every route's JSON success answer is written by fast-json-stringify from the schema the
 * contract gives it, so a field the contract does not name (a column added to a table, a stored hash)
 * never leaves the server. With `checkAnswers` (CHECK_ANSWERS, on in the tests) each answer is also
 * written as JSON.stringify would write it, and one that differs is refused (500, logged with the
 * first difference), so a field missing from the contract fails the test that meets it instead of
 * vanishing quietly.
 *
 * Request bodies of the hand-written routes: `contractBody` declares the contract's body schema on
 * the route with the reading that enforces it (route-checks.ts).
 */
import { isDeepStrictEqual } from "node:util";
import type { FastifyInstance, RouteOptions } from "fastify";
import { openapiDocument } from "../../../generated/openapi.ts";
import type { OpenApiDocument } from "../../shared/generated-json.ts";
import type { CheckedPart, RequestCheck } from "./route-checks.ts";

type Schema = Record<string, unknown>;

/**
 * The schema with `#/components/schemas/X` and the like replaced by what they point at (the contract
 * has no cycles). An answer's schema leaves `default`s out: a default describes what a request may
 * leave out, and fast-json-stringify would write it into an answer for a field the answer does not
 * carry (a list row holds only its listed columns).
 */
function inlined(value: unknown, document: unknown, answer: boolean, depth = 0): unknown {
  if (depth > 64) throw new Error("the contract's schemas nest deeper than 64 levels: a $ref cycle?");
  const inner = (item: unknown) => inlined(item, document, answer, depth + 1);
  if (Array.isArray(value)) return value.map(inner);
  if (!value || typeof value !== "object") return value;
  const { $ref, ...rest } = value as Schema;
  if (answer) delete rest.default;
  if (typeof $ref === "string") {
    const target = $ref
      .replace(/^#\//, "")
      .split("/")
      .map((step) => step.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((at, step) => (at as Schema | undefined)?.[step], document);
    if (target === undefined) throw new Error(`the contract's ${$ref} points at nothing`);
    return inner({ ...(target as Schema), ...rest });
  }
  const { properties, ...keywords } = rest;
  const each = (entries: Schema) =>
    Object.fromEntries(Object.entries(entries).map(([key, item]) => [key, inner(item)]));
  // Under `properties` the keys are field names: a field called "default" stays.
  return { ...each(keywords), ...(properties !== undefined && { properties: each(properties as Schema) }) };
}

/** Fastify's `/api/area/:id` is the contract's `/api/area/{id}`. */
const contractPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

export const operationOf = (document: OpenApiDocument, method: string, url: string) =>
  document.paths[contractPath(url)]?.[method.toLowerCase()];

/** The route's JSON success answers, by status code, as its contract gives them. */
export function answerSchemas(
  document: OpenApiDocument,
  method: string,
  url: string,
): Record<string, Schema> {
  const responses = operationOf(document, method, url)?.responses ?? {};
  const answers: Record<string, Schema> = {};
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const content = (inlined(response, document, true) as { content?: Record<string, { schema?: Schema }> })
      .content;
    const schema = content?.["application/json"]?.schema;
    if (schema) answers[status] = schema;
  }
  return answers;
}

/** The JSON body schema the contract gives a request of `method` to `url`. */
export function requestBodySchema(document: OpenApiDocument, method: string, url: string): Schema {
  const body = inlined(operationOf(document, method, url)?.requestBody, document, false) as
    | { content?: Record<string, { schema?: Schema }> }
    | undefined;
  const schema = body?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`the contract gives ${method} ${url} no JSON body`);
  return schema;
}

/** A route's body: the contract's schema, enforced by `check` (which words a failure in the API's codes). */
export const contractBody = (method: string, url: string, check: RequestCheck): CheckedPart => ({
  schema: requestBodySchema(openapiDocument, method, url),
  check,
});

/** Where two JSON values first differ, as a path (`data.items.0.author`), or null when they are equal. */
export function firstDifference(sent: unknown, written: unknown, path = "answer"): string | null {
  if (isDeepStrictEqual(sent, written)) return null;
  if (sent && written && typeof sent === "object" && typeof written === "object") {
    const keys = new Set([...Object.keys(sent), ...Object.keys(written)]);
    for (const key of keys) {
      const difference = firstDifference((sent as Schema)[key], (written as Schema)[key], `${path}.${key}`);
      if (difference) return difference;
    }
  }
  return `${path}: ${JSON.stringify(sent) ?? "nothing"} would be sent as ${JSON.stringify(written) ?? "nothing"}`;
}

/** Registers the contract's answer schemas on every route added after it (call it before the routes). */
export function serialiseAnswers(
  app: FastifyInstance,
  document: OpenApiDocument,
  { checkAnswers }: { checkAnswers: boolean },
): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.schema?.response || methods.length !== 1) return;
    const response = answerSchemas(document, String(methods[0]), route.url);
    if (Object.keys(response).length) route.schema = { ...route.schema, response };
  });
  if (!checkAnswers) return;
  app.addHook("preSerialization", async (request, reply, payload) => {
    const written = JSON.parse(String(reply.serialize(payload)));
    const difference = firstDifference(JSON.parse(JSON.stringify(payload)), written);
    if (difference)
      throw new Error(
        `${request.method} ${request.routeOptions.url}: the contract's schema drops or changes ${difference}`,
      );
    return payload;
  });
}
