/**
 * The one typed client of the API (openapi-fetch over the generated types). Every request sends the
 * JSON accept header, the bearer token and the language (spec §7).
 */
import createClient from "openapi-fetch";
import type { paths } from "../../../generated/api-types.ts";
import { preferences } from "../state/preferences.ts";
import { session } from "../state/session.ts";

/**
 * The headers are set where the request is sent rather than by a middleware: openapi-fetch awaits
 * each middleware, so a request would leave only after whatever else the page had queued meanwhile
 * (a map floor's request waited behind the screen's re-render for its features).
 */
function sendWithStandardHeaders(request: Request): Promise<Response> {
  for (const [name, value] of Object.entries(standardHeaderValues())) request.headers.set(name, value);
  return fetch(request);
}

export const api = createClient<paths>({ baseUrl: window.location.origin, fetch: sendWithStandardHeaders });

/** The headers every request sends; uploads with progress (which openapi-fetch cannot make) set them too. */
export function standardHeaderValues(): Record<string, string> {
  return {
    Accept: "application/json",
    "Accept-Language": preferences.lang,
    ...(session.token && { Authorization: `Bearer ${session.token}` }),
  };
}
