/**
 * Reads the Idempotency-Key request header. The draft (draft-ietf-httpapi-idempotency-key-header)
 * makes it a Structured Field string, `"…"` with `\"` and `\\` escaped; clients written after
 * Stripe's convention send the bare key, so a value that does not open with a quote is the key as it
 * is. Either way the key is 1–255 printable ASCII characters, and one field only (the draft forbids
 * several).
 */
import { ApiError } from "./api-error.ts";

export const idempotencyHeader = "idempotency-key";

const printableKey = /^[\x20-\x7e]{1,255}$/;

/** The content of an sf-string, or null when `value` is not one. */
function sfString(value: string): string | null {
  let content = "";
  for (let i = 1; i < value.length; i++) {
    const c = value[i];
    if (c === '"') return i === value.length - 1 ? content : null;
    if (c === "\\") {
      const escaped = value[++i];
      if (escaped !== '"' && escaped !== "\\") return null;
      content += escaped;
    } else content += c;
  }
  return null;
}

/** The values of the header's fields, in Node's raw name/value pairs. */
export function headerFields(rawHeaders: string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === idempotencyHeader) values.push(rawHeaders[i + 1] ?? "");
  }
  return values;
}

/** The key the fields carry, null without the header; a malformed one is refused with 400 (9012). */
export function readIdempotencyKey(fields: string[]): string | null {
  if (fields.length === 0) return null;
  const value = fields.length === 1 ? (fields[0] ?? "").trim() : null;
  const key = value?.startsWith('"') ? sfString(value) : value;
  if (key === null || !printableKey.test(key)) throw ApiError.code(9012, "Idempotency-Key");
  return key;
}
