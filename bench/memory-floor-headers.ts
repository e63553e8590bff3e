/**
 * The headers a memory floor sends (bench/app-api.ts, bench/scale-out.ts): every header of the API's
 * answer but those the HTTP server or HAProxy writes of its own on every answer.
 */
const ownHeaders = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-served-by",
  "x-request-id",
]);

export function floorHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!ownHeaders.has(name)) kept[name] = value;
  });
  return kept;
}
