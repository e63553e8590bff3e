/**
 * How a stored file is shown instead of its path: an image as a picture, a sound as a player, a film
 * as a link that opens it; by its upload kind's file types (manifests/catalogues/uploads.yaml).
 */
import { uploadKinds } from "../../../generated/catalogues.ts";

export type FileMedia = "image" | "audio" | "video" | "file";

const mediaPrefixes: [FileMedia, string][] = [
  ["image", "image/"],
  ["audio", "audio/"],
  ["video", "video/"],
];

/** The medium every file type of upload kind `kind` has; "file" for a mixed or unknown kind. */
export function mediaOf(kind: string): FileMedia {
  if (!Object.hasOwn(uploadKinds, kind)) return "file";
  const { types } = uploadKinds[kind as keyof typeof uploadKinds];
  const found = mediaPrefixes.find(([, prefix]) => types.every((type) => type.mime.startsWith(prefix)));
  return found?.[0] ?? "file";
}

/** The name a stored path ends with (/api/files/audio/ab12.wav -> ab12.wav). */
export const fileNameOf = (path: string): string => path.split("/").pop() || path;
