/**
 * A UUID made from a name (version 5 layout over SHA-1): IMDF ids must be UUIDs, and a feature drawn
 * in the editor is given the same one by every export, so re-importing an export updates it.
 */
import { createHash } from "node:crypto";

export function stableUuid(name: string): string {
  const bytes = createHash("sha1").update(`campus-nav-console:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
