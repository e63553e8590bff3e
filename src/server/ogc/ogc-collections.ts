/**
 * The collections of the OGC API – Features service (docs/gis-clients.md): one per map feature type
 * (manifests/map.yaml) in each of two states of the map.
 *
 * - `<type>`: the latest release, public, the features the mobile app sees (the types the manifest
 *   does not mark `app: false`, and not a feature whose `visible` is false), read-only.
 * - `<type>_draft`: the editor's draft, every type and feature, for staff (a bearer token), and the
 *   one a client writes to (Part 4).
 *
 * Separate collections rather than a `release=draft` parameter: a GIS client keeps the collection's
 * id and builds every further address from it (items, next pages, single items, writes), where a
 * parameter of the service's address would be lost; and the two states are listed side by side for
 * staff, each with its own queryables.
 *
 * A feature's OGC properties are its map properties with three changes, so that GIS clients filter
 * by plain names: `level` is its floor (p0), `category` is `category_id`, and `name` is the name to
 * show (Polish, else English), read-only, for the name filter.
 */
import { mapSpec } from "../../../generated/map.ts";
import type { FieldSpec } from "../../shared/area-spec.ts";
import { isMapType, type MapType, mapTypes } from "../../shared/map-types.ts";

export type MapStateName = "release" | "draft";

export interface Collection {
  id: string;
  type: MapType;
  state: MapStateName;
}

const draftSuffix = "_draft";

export const collectionId = (type: MapType, state: MapStateName) =>
  state === "draft" ? `${type}${draftSuffix}` : type;

/** The collection `id` names, or null (no such type; a type the public release does not show). */
export function collectionOf(id: string): Collection | null {
  const draft = id.endsWith(draftSuffix);
  const type = draft ? id.slice(0, -draftSuffix.length) : id;
  if (!isMapType(type)) return null;
  if (!draft && !mapTypes[type]?.app) return null;
  return { id, type, state: draft ? "draft" : "release" };
}

/** The collections a reader may see: the released ones, and the draft's too for staff. */
export function collectionsFor(staff: boolean): Collection[] {
  const types = Object.keys(mapTypes);
  const released = types
    .filter((type) => mapTypes[type]?.app)
    .map((type) => ({ id: type, type, state: "release" as const }));
  const drafts = types.map((type) => ({ id: collectionId(type, "draft"), type, state: "draft" as const }));
  return staff ? [...released, ...drafts] : released;
}

const fieldSpecs = new Map<string, FieldSpec>(mapSpec.properties.map((p) => [p.name, p]));

/** the OGC name of a stored map property */
const ogcName = (stored: string) => (stored === "category_id" ? "category" : stored);
/** the stored name of an OGC property */
export const storedName = (ogc: string) => (ogc === "category" ? "category_id" : ogc);

/** A property of a collection's features: its OGC name, stored name and JSON Schema. */
export interface OgcProperty {
  name: string;
  /** the map property it is stored as; null for `level` (the floor) and `name` (derived) */
  stored: string | null;
  schema: Record<string, unknown>;
  readOnly: boolean;
}

function schemaOf(field: FieldSpec): Record<string, unknown> {
  const label = { title: field.label.en, description: field.label.pl };
  switch (field.type) {
    case "integer":
    case "reference":
      return { type: "integer", ...label, ...bounds(field) };
    case "number":
      return { type: "number", ...label, ...bounds(field) };
    case "boolean":
      return { type: "boolean", ...label };
    case "enum":
      return { type: "string", enum: field.values ?? [], ...label };
    default:
      return {
        type: "string",
        ...label,
        ...(field.min !== undefined && { minLength: field.min }),
        ...(field.max !== undefined && { maxLength: field.max }),
      };
  }
}

const bounds = (field: FieldSpec) => ({
  ...(field.min !== undefined && { minimum: field.min }),
  ...(field.max !== undefined && { maximum: field.max }),
});

export const levelSchema = {
  type: "string",
  title: "Level (floor)",
  description: "Kondygnacja: p-2 … p20",
  pattern: "^p(-[12]|[0-9]|1[0-9]|20)$",
};

/** Every property a feature of `type` is answered with, in a fixed order (a GIS client's columns). */
export function propertiesOf(type: MapType): OgcProperty[] {
  const own = mapTypes[type]?.properties ?? [];
  const named = own.includes("name_pl")
    ? [
        {
          name: "name",
          stored: null,
          schema: { type: "string", title: "Name", readOnly: true },
          readOnly: true,
        },
      ]
    : [];
  return [
    { name: "level", stored: null, schema: levelSchema, readOnly: false },
    ...named,
    ...own.map((stored) => {
      const field = fieldSpecs.get(stored);
      return {
        name: ogcName(stored),
        stored,
        schema: field ? schemaOf(field) : { type: "string" },
        readOnly: false,
      };
    }),
  ];
}

/** The attribute filters (Part 3 queryables) a collection answers: those of its type's properties. */
export const filterNames = ["level", "category", "key", "name"] as const;
export type FilterName = (typeof filterNames)[number];

export function filtersOf(type: MapType): FilterName[] {
  const names = new Set(propertiesOf(type).map((p) => p.name));
  return filterNames.filter((name) => names.has(name));
}
