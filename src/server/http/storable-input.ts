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

const walkable = (item: unknown): item is object =>
  item !== null && typeof item === "object" && (Array.isArray(item) || isPlain(item));

const unstorable = (item: unknown) =>
  typeof item === "string" ? !storableText(item) : typeof item === "number" && !Number.isFinite(item);

/**
 * An object or array still to look into and how it was reached. Paths are spelled out only for the
 * places found: one string per value made a save of a 700,000-vertex room spend seconds here.
 */
interface Visit {
  container: object;
  key: string | number;
  parent: Visit | null;
}

function pathOf(visit: Visit, key: string | number): string {
  const keys = [key];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/** Checks one value of `visit`'s container: text and numbers at once, containers later. */
function look(element: unknown, key: string | number, visit: Visit, pending: Visit[], places: string[]) {
  if (walkable(element)) pending.push({ container: element, key, parent: visit });
  else if (unstorable(element)) places.push(pathOf(visit, key));
}

/**
 * The places in `value` holding something unstorable, each named by its path ("" for `value`
 * itself). The walk keeps its own stack rather than recursing, so that no depth can overflow it.
 */
export function unstorablePlaces(value: unknown): string[] {
  if (!walkable(value)) return unstorable(value) ? [""] : [];
  const places: string[] = [];
  const pending: Visit[] = [{ container: value, key: "", parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { container } = visit;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) look(container[i], i, visit, pending, places);
      continue;
    }
    for (const [key, element] of Object.entries(container)) {
      if (storableText(key)) look(element, key, visit, pending, places);
      else places.push(pathOf(visit, key));
    }
  }
  return places;
}

export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    // the query is copied: its parser builds it on a prototype of its own
    const query = { ...(request.query as object) };
    const places = [...unstorablePlaces(query), ...unstorablePlaces(request.body)];
    if (!places.length) return done();
    const errors: FieldErrors = {};
    for (const place of places) errors[place || "body"] = [9006];
    done(ApiError.fields(errors));
  });
}
