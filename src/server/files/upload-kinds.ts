/** The upload kinds of the catalogue and whether a file's detected type and name fit one of them. */
import { extname } from "node:path";
import { uploadKinds } from "../../../generated/catalogues.ts";
import type { UploadKind } from "../../shared/upload-kinds.ts";

export { isUploadKind, maxBytesOf, type UploadKind } from "../../shared/upload-kinds.ts";

export interface AcceptedType {
  mime: string;
  /** the extension the stored file gets */
  ext: string;
}

export const largestUploadBytes = Math.max(...Object.values(uploadKinds).map((kind) => kind.maxBytes));

// file-type names some formats differently from the catalogue; an APNG is a PNG any viewer can show.
const mimeAliases: Record<string, string> = {
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "image/apng": "image/png",
};

/**
 * The catalogue type of `kind` that `detectedMime` (decided from the bytes) is, provided the client's
 * file name has no extension or one of that type's; null when the file does not fit the kind.
 */
export function acceptedType(
  kind: UploadKind,
  detectedMime: string | undefined,
  filename: string,
): AcceptedType | null {
  if (!detectedMime) return null;
  const mime = mimeAliases[detectedMime] ?? detectedMime;
  const type = uploadKinds[kind].types.find((candidate) => candidate.mime === mime);
  if (!type) return null;
  const extensions: readonly string[] = type.extensions;
  const named = extname(filename).slice(1).toLowerCase();
  if (named && !extensions.includes(named)) return null;
  return { mime: type.mime, ext: extensions[0] ?? named };
}

/** The catalogue type of a stored name's extension (stored names carry their type's first extension). */
export function mimeOfName(name: string): string {
  const ext = extname(name).slice(1);
  const types: readonly { mime: string; extensions: readonly string[] }[] = Object.values(
    uploadKinds,
  ).flatMap((kind): readonly { mime: string; extensions: readonly string[] }[] => kind.types);
  const type = types.find((candidate) => candidate.extensions.includes(ext));
  return type?.mime ?? "application/octet-stream";
}
