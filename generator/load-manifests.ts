/** Reads the catalogues and area manifests from disk and checks each against its schema. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { parse } from "yaml";
import { checkManifests } from "./check-manifests.ts";
import { ManifestError } from "./manifest-error.ts";
import { areaManifestSchema, catalogueSchemas, mapManifestSchema } from "./manifest-schema.ts";
import type {
  AreaManifest,
  Catalogues,
  LoadedArea,
  LoadedMap,
  Manifests,
  MapManifest,
} from "./manifest-types.ts";

const ajv = new Ajv({ allErrors: false, strict: false });
const validateArea = ajv.compile(areaManifestSchema);
const validateMap = ajv.compile(mapManifestSchema);

function readYaml(root: string, path: string): unknown {
  const file = relative(root, path);
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ManifestError(file, "", `not valid YAML: ${(error as Error).message}`);
  }
}

function catalogue<K extends keyof Catalogues>(root: string, dir: string, name: K): Catalogues[K] {
  const path = join(dir, `${name}.yaml`);
  const doc = readYaml(root, path) as Record<string, unknown> | null;
  const value = doc?.[name];
  const validate = ajv.compile(catalogueSchemas[name]);
  if (!value || typeof value !== "object") {
    throw new ManifestError(relative(root, path), `/${name}`, "missing or not a mapping");
  }
  if (!validate(value)) {
    const first = validate.errors?.[0];
    const extra =
      first?.params && "additionalProperty" in first.params ? ` '${first.params.additionalProperty}'` : "";
    throw new ManifestError(
      relative(root, path),
      `/${name}${first?.instancePath ?? ""}`,
      `${first?.message ?? "invalid"}${extra}`,
    );
  }
  return value as Catalogues[K];
}

function schemaFailure(file: string, errors: ErrorObject[] | null | undefined): ManifestError {
  const first = errors?.[0];
  const extra =
    first?.params && "additionalProperty" in first.params ? ` '${first.params.additionalProperty}'` : "";
  return new ManifestError(file, first?.instancePath ?? "", `${first?.message ?? "invalid"}${extra}`);
}

export function loadArea(root: string, path: string): LoadedArea {
  const file = relative(root, path);
  const doc = readYaml(root, path);
  if (!validateArea(doc)) throw schemaFailure(file, validateArea.errors);
  return { file, manifest: doc as AreaManifest };
}

function loadMap(root: string, path: string): LoadedMap {
  const file = relative(root, path);
  const doc = readYaml(root, path);
  if (!validateMap(doc)) throw schemaFailure(file, validateMap.errors);
  return { file, manifest: doc as MapManifest };
}

/**
 * Loads the catalogues, the area manifests and the map manifest (default: under root/manifests),
 * paths reported relative to `root`.
 */
export function loadManifests(
  root: string,
  dirs: { catalogues?: string; areas?: string; map?: string } = {},
): Manifests {
  const dir = dirs.catalogues ?? join(root, "manifests/catalogues");
  const catalogues: Catalogues = {
    roles: catalogue(root, dir, "roles"),
    languages: catalogue(root, dir, "languages"),
    uploads: catalogue(root, dir, "uploads"),
    enumerations: catalogue(root, dir, "enumerations"),
    codes: catalogue(root, dir, "codes"),
    screens: catalogue(root, dir, "screens"),
  };
  const areaDir = dirs.areas ?? join(root, "manifests/areas");
  const areas = readdirSync(areaDir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => loadArea(root, join(areaDir, name)));
  const map = loadMap(root, dirs.map ?? join(root, "manifests/map.yaml"));
  const manifests = { catalogues, areas, map };
  checkManifests(manifests);
  return manifests;
}
