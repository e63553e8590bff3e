/**
 * The upload kinds of manifests/catalogues (compiled into generated/catalogues.ts), for the console's
 * check before sending and the server's check of what arrives: one list of kinds and their limits.
 */
import { uploadKinds } from "../../generated/catalogues.ts";

export type UploadKind = keyof typeof uploadKinds;

export function isUploadKind(value: string): value is UploadKind {
  return Object.hasOwn(uploadKinds, value);
}

export const maxBytesOf = (kind: UploadKind): number => uploadKinds[kind].maxBytes;
