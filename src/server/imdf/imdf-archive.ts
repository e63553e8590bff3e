/**
 * The files of an IMDF archive read into feature collections. The archive may sit in a folder of the
 * zip (the folder of its manifest.json), and producers name the files `unit.geojson` or `unit.json`.
 * A file that is not JSON, or not a FeatureCollection, refuses the whole archive (3103); files of no
 * feature type we read are listed as ignored. A feature holding what may not be stored (feature-limits.ts)
 * is left out here, before anything maps or copies it, and reported. A file in another coordinate
 * system than WGS84 (its `crs` member) has its positions converted here (coordinate-systems.ts).
 */
import { conversionOf, convertPositions } from "./coordinate-systems.ts";
import { contentProblem } from "./feature-limits.ts";
import { ImdfError } from "./imdf-error.ts";

export interface ImdfGeometry {
  type: string;
  coordinates: unknown;
}

export interface ImdfFeature {
  id: string;
  feature_type: string;
  geometry: ImdfGeometry | null;
  properties: Record<string, unknown>;
}

/** A feature of the archive that was not imported: its IMDF id and type and the reason's code (3110-3119). */
export interface SkippedFeature {
  id: string;
  feature_type: string;
  code: number;
  /** what exactly: an ordinal, a category, the refused properties */
  detail?: string;
}

export interface ImdfArchive {
  manifest: Record<string, unknown>;
  /** by feature type, in file order */
  features: Map<string, ImdfFeature[]>;
  /** files beside the manifest that hold no feature type read here */
  ignoredFiles: string[];
  /** features left out as read, with the reason (3116-3118) */
  unreadable: SkippedFeature[];
}

/** IMDF 1.0 feature types, and PolyMap's routing graph (navPath) */
export const imdfFeatureTypes = [
  "address",
  "venue",
  "building",
  "footprint",
  "level",
  "unit",
  "opening",
  "amenity",
  "anchor",
  "occupant",
  "fixture",
  "detail",
  "kiosk",
  "section",
  "geofence",
  "relationship",
  "navPath",
] as const;

const featureTypeSet = new Set<string>(imdfFeatureTypes);

/** IMDF 1.0.0 and its release candidates (1.0.0-rc.1 ...) */
const supportedVersion = /^1\.0\.0([-.].*)?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(name: string, bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ImdfError(3103, name);
  }
}

/** The folder holding manifest.json (the shallowest one; macOS resource forks left out). */
function archiveFolder(names: string[]): string {
  const manifests = names
    .filter((name) => /(^|\/)manifest\.json$/.test(name) && !name.startsWith("__MACOSX/"))
    .sort((a, b) => a.split("/").length - b.split("/").length);
  const manifest = manifests[0];
  if (manifest === undefined) throw new ImdfError(3102);
  return manifest.slice(0, -"manifest.json".length);
}

const idOf = (raw: Record<string, unknown>) =>
  typeof raw.id === "string" || typeof raw.id === "number" ? String(raw.id) : "";

/** The readable features of the file; the others are added to `unreadable`. */
function readFeatures(
  name: string,
  featureType: string,
  json: unknown,
  unreadable: SkippedFeature[],
): ImdfFeature[] {
  if (!isObject(json) || json.type !== "FeatureCollection" || !Array.isArray(json.features)) {
    throw new ImdfError(3103, name);
  }
  const fileConversion = conversionOf(json.crs, name);
  const features: ImdfFeature[] = [];
  for (const raw of json.features) {
    if (!isObject(raw)) throw new ImdfError(3103, name);
    const problem = contentProblem(raw);
    if (problem) {
      // the id as the report can show it: the feature's id may be the very text refused
      const id = idOf(raw).slice(0, 100).toWellFormed().replaceAll("\u0000", "\uFFFD");
      unreadable.push({ id, feature_type: featureType, ...problem });
      continue;
    }
    let geometry = isObject(raw.geometry) ? (raw.geometry as unknown as ImdfGeometry) : null;
    // GeoJSON 2008 let a feature name its own system, over the collection's
    const convert = raw.crs === undefined ? fileConversion : conversionOf(raw.crs, name);
    let properties = isObject(raw.properties) ? raw.properties : {};
    if (convert) {
      if (geometry) geometry = { ...geometry, coordinates: convertPositions(geometry.coordinates, convert) };
      // IMDF's one geometry among the properties, in the file's system as the rest
      const point = properties.display_point;
      if (isObject(point) && Array.isArray(point.coordinates)) {
        const display_point = { ...point, coordinates: convertPositions(point.coordinates, convert) };
        properties = { ...properties, display_point };
      }
    }
    features.push({
      id: idOf(raw),
      feature_type: typeof raw.feature_type === "string" ? raw.feature_type : featureType,
      geometry,
      properties,
    });
  }
  return features;
}

/** The archive in `files` (paths inside a zip or a folder); ImdfError when it cannot be read. */
export function readArchive(files: Map<string, Uint8Array>): ImdfArchive {
  const folder = archiveFolder([...files.keys()]);
  const manifest = parseJson(`${folder}manifest.json`, files.get(`${folder}manifest.json`) as Uint8Array);
  if (!isObject(manifest)) throw new ImdfError(3103, `${folder}manifest.json`);
  if (typeof manifest.version !== "string" || !supportedVersion.test(manifest.version)) {
    throw new ImdfError(3108, String(manifest.version ?? ""));
  }
  const features = new Map<string, ImdfFeature[]>();
  const ignoredFiles: string[] = [];
  const unreadable: SkippedFeature[] = [];
  // .geojson before .json, so that an archive holding both reads the former
  const names = [...files.keys()].filter(
    (n) => n.startsWith(folder) && !n.slice(folder.length).includes("/"),
  );
  names.sort((a, b) => Number(b.endsWith(".geojson")) - Number(a.endsWith(".geojson")) || a.localeCompare(b));
  for (const name of names) {
    const base = name.slice(folder.length);
    const match = /^(.+)\.(geo)?json$/.exec(base);
    if (base === "manifest.json") continue;
    if (!match?.[1] || !featureTypeSet.has(match[1])) {
      ignoredFiles.push(base);
      continue;
    }
    if (features.has(match[1])) {
      ignoredFiles.push(base);
      continue;
    }
    const json = parseJson(base, files.get(name) as Uint8Array);
    features.set(match[1], readFeatures(base, match[1], json, unreadable));
  }
  return { manifest, features, ignoredFiles, unreadable };
}
