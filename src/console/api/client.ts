/**
 * The one typed client of the API (openapi-fetch over the generated types). Every request sends the
 * JSON accept header, the bearer token and the language (spec §7).
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "../../../generated/api-types.ts";
import { preferences } from "../state/preferences.ts";
import { session } from "../state/session.ts";

const standardHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set("Accept", "application/json");
    request.headers.set("Accept-Language", preferences.lang);
    if (session.token) request.headers.set("Authorization", `Bearer ${session.token}`);
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(standardHeaders);

/** The headers of the middleware, for the one call openapi-fetch cannot make (uploads with progress). */
export function standardHeaderValues(): Record<string, string> {
  return {
    Accept: "application/json",
    "Accept-Language": preferences.lang,
    ...(session.token && { Authorization: `Bearer ${session.token}` }),
  };
}
