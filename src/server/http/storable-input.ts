/**
 * Refuses, before any handler runs, the values PostgreSQL cannot take: text holding a NUL character
 * (text and jsonb refuse it), text holding a lone UTF-16 surrogate (jsonb refuses its escape, text
 * would get a replacement character) and numbers JSON.parse turned into Infinity (`1e400`, which
 * JSON.stringify would store as null). Each is 9006 on its place: a query parameter, a body field
 * or a place inside one (`new.3.properties.name_pl`, the way the map's saves name places).
 * One check for every route, so that no handler has to remember it.
 */
import type { FastifyInstance } from "fastify";
import { ApiError, type FieldErrors } from "./api-error.ts";

const storableText = (text: string) => !text.includes("\u0000") && text.isWellFormed();

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The places in `value` holding something unstorable, each named by its path ("" for `value`
 * itself). The walk keeps its own stack rather than recursing, so that no depth can overflow it.
 */
export function unstorablePlaces(value: unknown): string[] {
  const places: string[] = [];
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (!storableText(item)) places.push(path);
    } else if (typeof item === "number") {
      if (!Number.isFinite(item)) places.push(path);
    } else if (item !== null && typeof item === "object" && (Array.isArray(item) || isPlain(item))) {
      for (const [key, element] of Object.entries(item)) {
        if (storableText(key)) pending.push([element, join(path, key)]);
        else places.push(join(path, key));
      }
    }
  }
  return places;
}

export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    // the query is copied: its parser builds it on a prototype of its own
    const query = { ...(request.query as object) };
    const places = [...unstorablePlaces(query), ...unstorablePlaces(request.body)];
    if (!places.length) return;
    const errors: FieldErrors = {};
    for (const place of places) errors[place || "body"] = [9006];
    throw ApiError.fields(errors);
  });
}
