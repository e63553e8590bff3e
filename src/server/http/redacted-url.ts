/**
 * A request's URL as the logs may keep it: the values of query parameters that carry a secret are
 * replaced. A reset link's token and a single sign-on's code and state are single-use but live for
 * minutes; a log line read by someone else within that time must not hand them over.
 */

/**
 * Parameters named so, whatever their case: the console's and the providers' single-use secrets (a
 * `ticket` opens the map's live stream, GET /api/map/live).
 */
const secretNames = new Set([
  "code",
  "state",
  "key",
  "sig",
  "nonce",
  "otp",
  "auth",
  "authorization",
  "ticket",
]);
/** Parameters whose name holds one of these: tokens, passwords, signatures (S3's X-Amz-Signature, …). */
const secretParts =
  /token|passw(or)?d|secret|signature|credential|session|api[-_]?key|access[-_]?key|private[-_]?key/;

export const redacted = "[redacted]";

/** Whether a query parameter called `name` (as sent, possibly percent-encoded) carries a secret. */
export function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    // a malformed escape: the name as sent is all there is to judge
  }
  const lower = decoded.trim().toLowerCase();
  return secretNames.has(lower) || secretParts.test(lower);
}

/** `url` (a path with its query, as in the request line) with each secret parameter's value redacted. */
export function redactedUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretParameter(name) ? `${name}=${redacted}` : pair;
    });
  return `${url.slice(0, start)}?${query.join("&")}`;
}
