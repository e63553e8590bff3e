/**
 * Requests for every operation of generated/openapi.json, drawn by fast-check from the operation's own
 * schemas (schema-arbitrary.ts): half conforming, half hostile, with odd path and query values beside
 * the ids of existing records. The fuzz test sends them through inject, the security probe
 * (bench/probe.ts) over HTTP to a running server, so that both fuzz the same way.
 */
import fc from "fast-check";
import { openapiDocument } from "../../generated/openapi.ts";
import { type Draw, drawnFrom, hostile, type Schema, toJsonText } from "./schema-arbitrary.ts";

export const document = openapiDocument;

export const resolve = (ref: string): Schema =>
  ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Schema)[key], document) as Schema;

interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** the 5xx answers the operation documents (501: single sign-on not configured), never 500 */
  documented5xx: number[];
}

export const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase() as Operation["method"],
    path,
    parameters: ((op.parameters ?? []) as Schema[]).map((p) =>
      typeof p.$ref === "string" ? resolve(p.$ref) : p,
    ) as unknown as Parameter[],
    body: (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.[
      "application/json"
    ]?.schema,
    documented5xx: Object.keys(op.responses ?? {})
      .map(Number)
      .filter((status) => status > 500),
  })),
);

/** The area of an operation's path: its first segment under /api, where the ids of its records are kept. */
export const areaOf = (path: string) => path.split("/")[2] ?? "";

/** The list operations of the areas whose records have paths of their own (`/api/x` beside `/api/x/{id}`). */
export const recordLists = operations.filter(
  ({ method, path }) => method === "GET" && document.paths[`${path}/{id}`] !== undefined,
);

/** Path values beside the ids of existing records: malformed, out of range, encoded, too long. */
const oddPathValues = [
  "0",
  "-1",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "1.5",
  "1e3",
  "%00",
  "%E0%A4%A",
  "%ED%A0%80",
  "..",
  "%2e%2e%2f%2e%2e",
  "a%2Fb",
  "x".repeat(120),
  "null",
  "%207",
];

/** Query values as sent on the wire (already encoded), beside those drawn from the parameter's schema. */
const hostileQueryValues = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0%A4%A",
  "%FF",
  "x".repeat(5000),
  "2147483648",
  "-1",
  "1e400",
  "%5B%5D",
];

function encoded(value: unknown): string {
  try {
    return encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
  } catch {
    return "%ED%A0%80"; // a lone surrogate, which encodeURIComponent refuses
  }
}

export interface Sent {
  url: string;
  payload: string | undefined;
}

function requestOf(operation: Operation, draw: Draw, pathValue: fc.Arbitrary<string>): fc.Arbitrary<Sent> {
  const inPath = operation.parameters.filter((p) => p.in === "path");
  const inQuery = operation.parameters.filter((p) => p.in === "query");
  const queryValue = (p: Parameter) =>
    draw.hostility
      ? fc.oneof(drawnFrom(p.schema, draw).map(encoded), fc.constantFrom(...hostileQueryValues))
      : drawnFrom(p.schema, draw).map(encoded);
  const body: fc.Arbitrary<string | undefined> = operation.body
    ? drawnFrom(operation.body, draw).map(toJsonText)
    : draw.hostility
      ? fc.option(hostile.map(toJsonText), { nil: undefined })
      : fc.constant(undefined);
  return fc
    .record({
      path: fc.tuple(...inPath.map(() => pathValue)),
      // a required parameter may be left out only by a hostile request
      query: fc.tuple(
        ...inQuery.map((p) =>
          p.required && !draw.hostility ? queryValue(p) : fc.option(queryValue(p), { nil: undefined }),
        ),
      ),
      payload: body,
    })
    .map(({ path, query, payload }) => {
      let url = operation.path;
      inPath.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, path[i] ?? "");
      });
      const pairs = inQuery.flatMap((p, i) => (query[i] === undefined ? [] : [`${p.name}=${query[i]}`]));
      return { url: pairs.length ? `${url}?${pairs.join("&")}` : url, payload };
    });
}

/**
 * Requests for `operation`, conforming or hostile (one value in five). Half of the path values are
 * `ids` of existing records, so that updates and deletes get past the lookup.
 */
export function operationRequests(operation: Operation, ids: string[]): fc.Arbitrary<Sent> {
  const draw = (hostility: number): Draw => ({ resolve, hostility });
  const odd = fc.constantFrom(...oddPathValues);
  const pathValue = ids.length ? fc.oneof(fc.constantFrom(...ids), odd) : odd;
  return fc.oneof(requestOf(operation, draw(0), pathValue), requestOf(operation, draw(1 / 5), pathValue));
}
