/**
 * The JSON body parser: Fastify's own (prototype poisoning refused) behind a nesting limit. Fastify's
 * parser walks a body that mentions `__proto__` or `constructor` recursively, as do Ajv and the
 * checks after it, so an object nested thousands of levels deep (a few kilobytes) would overflow
 * the stack and answer 500. It is refused from the text, before anything walks it.
 */
import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error.ts";

/** far above any body of the API: a MultiPolygon inside a map save is 8 levels deep */
export const maxJsonDepth = 64;

const quote = 0x22;
const backslash = 0x5c;
const opening = new Set([0x7b, 0x5b]); // { [
const closing = new Set([0x7d, 0x5d]); // } ]

/** Whether the JSON text opens more than `limit` objects or arrays inside each other (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) inString = true;
    else if (opening.has(c)) {
      if (++depth > limit) return true;
    } else if (closing.has(c)) depth--;
  }
  return false;
}

/** the media types read as JSON */
export const jsonMediaTypes = ["application/json", "application/geo+json", "application/merge-patch+json"];

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  // GeoJSON and JSON Merge Patch are JSON too: OGC API – Features writes (src/server/ogc/) send them
  app.addContentTypeParser(jsonMediaTypes, { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxJsonDepth)) done(ApiError.code(9001, "body"), undefined);
    else parse(request, body as string, done);
  });
}
