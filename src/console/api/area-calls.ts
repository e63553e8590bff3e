/**
 * Calls whose path is chosen at run time (`/api/{area}/{id}` for any area of the manifests): the typed
 * client knows each literal path, so these go through it with the path as a plain string.
 */
import { api } from "./client.ts";
import { unwrap } from "./failures.ts";

type Call = Promise<{ data?: unknown; error?: unknown; response: Response }>;
interface Init {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
interface LooseClient {
  GET(path: string, init?: Init): Call;
  POST(path: string, init?: Init): Call;
  PUT(path: string, init?: Init): Call;
  DELETE(path: string, init?: Init): Call;
}

const loose = api as unknown as LooseClient;

export function getJson<T>(path: string, init?: Init) {
  return unwrap<T>(loose.GET(path, init));
}

export function postJson<T>(path: string, init?: Init) {
  return unwrap<T>(loose.POST(path, init));
}

export function putJson<T>(path: string, init?: Init) {
  return unwrap<T>(loose.PUT(path, init));
}

export function deleteJson<T>(path: string, init?: Init) {
  return unwrap<T>(loose.DELETE(path, init));
}

/** The If-Match header that makes the server refuse (412) a write based on an outdated `version`. */
export const basedOn = (version: unknown): Record<string, string> =>
  typeof version === "number" ? { "if-match": `"${version}"` } : {};
