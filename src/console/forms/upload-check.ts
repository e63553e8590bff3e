/**
 * The check made before a file is sent (spec §5): its extension and type must be among the kind's
 * (generated/catalogues.ts uploadKinds) and its size within the kind's limit. Pure, for unit tests.
 */
import { uploadKinds } from "../../../generated/catalogues.ts";
import { maxBytesOf, type UploadKind } from "../../shared/upload-kinds.ts";

// Browsers name some types differently from the catalogue; these are the same formats.
const sameType: Record<string, string> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "audio/mp3": "audio/mpeg",
};

export type UploadProblem = { kind: "wrongType" } | { kind: "tooLarge" } | null;

export function allowedExtensions(kind: UploadKind): string[] {
  return uploadKinds[kind].types.flatMap((type) => type.extensions.map((ext) => `.${ext}`));
}

/** The `accept` attribute of the file input: extensions and types. */
export function acceptOf(kind: UploadKind): string {
  return [...allowedExtensions(kind), ...uploadKinds[kind].types.map((type) => type.mime)].join(",");
}

/** What is wrong with this file for this kind, or null. A browser that names no type is judged by extension. */
export function uploadProblem(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): UploadProblem {
  const ext = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  const type = uploadKinds[kind].types.find((t) => (t.extensions as readonly string[]).includes(ext));
  const mime = sameType[file.type] ?? file.type;
  if (!type || (mime && mime !== type.mime)) return { kind: "wrongType" };
  if (file.size > maxBytesOf(kind)) return { kind: "tooLarge" };
  return null;
}

/** 2097152 -> "2 MB", 20480 -> "20 KB" */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
