/**
 * Catalogue codes + the map's and every area's errors -> one registry of code, HTTP status and PL/EN
 * text. An area's field codes and its notFound code without a written text get the usual one
 * (error-texts.ts).
 */
import type { CodeKind, ErrorEntry, Text } from "../../src/shared/area-spec.ts";
import { ManifestError } from "../manifest-error.ts";
import type { AreaManifest, FieldManifest, LoadedArea, Manifests } from "../manifest-types.ts";
import { fieldErrorText, notFoundText, type TemplateCatalogues } from "./error-texts.ts";

/** Where a code is used by a field, for templated texts and their messages. */
export interface FieldCode {
  /** JSON pointer of the field's code in its manifest */
  at: string;
  kind: CodeKind;
  code: number;
  field: FieldManifest;
}

/** An area's fields and each command's fields, with the JSON pointer of each set in the manifest. */
export function fieldSets(manifest: AreaManifest): [string, Record<string, FieldManifest>][] {
  return [
    ["/fields", manifest.fields ?? {}],
    ...Object.entries(manifest.commands ?? {}).map(
      ([name, command]): [string, Record<string, FieldManifest>] => [
        `/commands/${name}/fields`,
        command.fields ?? {},
      ],
    ),
  ];
}

/** Every code an area's fields and commands' fields name. */
export function fieldCodes({ manifest }: LoadedArea): FieldCode[] {
  return fieldSets(manifest).flatMap(([base, fields]) =>
    Object.entries(fields).flatMap(([name, field]) =>
      Object.entries(field.codes ?? {}).map(([kind, code]) => ({
        at: `${base}/${name}/codes/${kind}`,
        kind: kind as CodeKind,
        code,
        field,
      })),
    ),
  );
}

/**
 * The texts an area's templates give its codes that no manifest writes (`written`). Fails when a code
 * has no template, or when two fields word one code differently (the manifest then writes it).
 */
export function templatedErrors(
  loaded: LoadedArea,
  catalogues: TemplateCatalogues,
  written: (code: number) => boolean,
): Map<string, Text> {
  const texts = new Map<string, { text: Text; at: string }>();
  for (const { at, kind, code, field } of fieldCodes(loaded)) {
    if (written(code)) continue;
    const text = fieldErrorText(kind, field, catalogues);
    if (!text)
      throw new ManifestError(
        loaded.file,
        at,
        `code ${code} has no template for '${kind}': write its text in errors`,
      );
    const other = texts.get(String(code));
    if (other && (other.text.pl !== text.pl || other.text.en !== text.en))
      throw new ManifestError(
        loaded.file,
        at,
        `code ${code} is worded differently at ${other.at}: write its text in errors`,
      );
    texts.set(String(code), { text, at });
  }
  return new Map([...texts].map(([code, { text }]) => [code, text]));
}

export function errorRegistry(manifests: Manifests): Record<string, ErrorEntry> {
  const entries: [string, ErrorEntry][] = Object.entries(manifests.catalogues.codes).map(([code, e]) => [
    code,
    {
      status: e.status ?? 422,
      pl: e.pl,
      en: e.en,
      ...(e.console === false && { console: false as const }),
      source: "manifests/catalogues/codes.yaml",
    },
  ]);
  for (const [code, e] of Object.entries(manifests.map.manifest.errors)) {
    entries.push([code, { status: e.status ?? 422, pl: e.pl, en: e.en, source: manifests.map.file }]);
  }
  const written = new Set(entries.map(([code]) => code));
  for (const { manifest } of manifests.areas)
    for (const code of Object.keys(manifest.errors ?? {})) written.add(code);
  for (const loaded of manifests.areas) {
    const { file, manifest } = loaded;
    for (const [code, e] of Object.entries(manifest.errors ?? {})) {
      entries.push([code, { status: e.status ?? 422, pl: e.pl, en: e.en, source: file }]);
    }
    for (const [code, text] of templatedErrors(loaded, manifests.catalogues, (c) => written.has(String(c)))) {
      entries.push([code, { status: 422, ...text, source: file }]);
    }
    const notFound = manifest.codes?.notFound;
    if (notFound !== undefined && !written.has(String(notFound)))
      entries.push([String(notFound), { status: 404, ...notFoundText(manifest.itemTitle), source: file }]);
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
