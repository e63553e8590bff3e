/** Catalogue codes + the map's and every area's errors -> one registry of code, HTTP status and PL/EN text. */
import type { ErrorEntry } from "../../src/shared/area-spec.ts";
import type { Manifests } from "../manifest-types.ts";

export function errorRegistry(manifests: Manifests): Record<string, ErrorEntry> {
  const entries: [string, ErrorEntry][] = Object.entries(manifests.catalogues.codes).map(([code, e]) => [
    code,
    { status: e.status ?? 422, pl: e.pl, en: e.en, source: "manifests/catalogues/codes.yaml" },
  ]);
  for (const [code, e] of Object.entries(manifests.map.manifest.errors)) {
    entries.push([code, { status: e.status ?? 422, pl: e.pl, en: e.en, source: manifests.map.file }]);
  }
  for (const { file, manifest } of manifests.areas) {
    for (const [code, e] of Object.entries(manifest.errors ?? {})) {
      entries.push([code, { status: e.status ?? 422, pl: e.pl, en: e.en, source: file }]);
    }
  }
  return Object.fromEntries(entries.sort(([a], [b]) => Number(a) - Number(b)));
}

/** The codes whose English text is the message of every 401 and 403 answer (spec §8). */
const authCodes = { unauthenticated: "2002", forbidden: "2001" } as const;

/** The messages of a missing or bad token (401) and of a wrong role (403), from their codes. */
export function authMessages(errors: Record<string, ErrorEntry>): Record<keyof typeof authCodes, string> {
  const text = (code: string) => {
    const entry = errors[code];
    if (!entry) throw new Error(`manifests/catalogues/codes.yaml has no code ${code}`);
    return entry.en;
  };
  return { unauthenticated: text(authCodes.unauthenticated), forbidden: text(authCodes.forbidden) };
}
