/**
 * The service's documents besides features: the landing page, the conformance declaration, the
 * collections, the queryables (Part 3) and the API definition (an OpenAPI 3.0 document: QGIS 3.22
 * refuses a server without one, and GDAL reads each collection's items path in it to learn which
 * attribute filters the server answers, sending those instead of filtering after downloading).
 *
 * Every link is absolute, under PUBLIC_URL (never the request's Host, which a cache would keep).
 */
import { mapTypes } from "../../shared/map-types.ts";
import { crs84, defaultLimit, maxLimit } from "./items-query.ts";
import { type Collection, collectionsFor, filtersOf, propertiesOf } from "./ogc-collections.ts";

export const ogcBase = "/api/ogc";

export const conformance = [
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters",
  "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete",
  "http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/update",
];

export const media = {
  json: "application/json",
  geojson: "application/geo+json",
  openapi: "application/vnd.oai.openapi+json;version=3.0",
  schema: "application/schema+json",
  mergePatch: "application/merge-patch+json",
};

export interface Link {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

export function landingPage(origin: string) {
  const at = `${origin}${ogcBase}`;
  return {
    title: "Campus map (OGC API – Features)",
    description:
      "The campus map's features by type: the latest release for everyone, the editor's draft for staff (docs/gis-clients.md)",
    links: [
      { href: at, rel: "self", type: media.json, title: "This document" },
      { href: `${at}/api`, rel: "service-desc", type: media.openapi, title: "The API definition" },
      { href: `${origin}/api/docs`, rel: "service-doc", type: "text/html", title: "The API's documentation" },
      { href: `${at}/conformance`, rel: "conformance", type: media.json, title: "Conformance classes" },
      { href: `${at}/collections`, rel: "data", type: media.json, title: "The collections" },
    ],
  };
}

/** [west, south, east, north] around a collection's features; null when it has none */
export type Extent = [number, number, number, number] | null;

export function collectionDocument(origin: string, collection: Collection, extent: Extent) {
  const spec = mapTypes[collection.type];
  const at = `${origin}${ogcBase}/collections/${collection.id}`;
  const draft = collection.state === "draft";
  return {
    id: collection.id,
    title: `${spec?.label.en ?? collection.type}${draft ? " (draft)" : ""}`,
    description: draft
      ? `${spec?.label.pl} (wersja robocza): the editor's draft, for staff; writable (Part 4, If-Match)`
      : `${spec?.label.pl}: the latest release of the map`,
    itemType: "feature",
    crs: [crs84],
    ...(extent && { extent: { spatial: { bbox: [extent], crs: crs84 } } }),
    links: [
      { href: at, rel: "self", type: media.json, title: "This collection" },
      { href: `${at}/items`, rel: "items", type: media.geojson, title: "Its features" },
      {
        href: `${at}/queryables`,
        rel: "http://www.opengis.net/def/rel/ogc/1.0/queryables",
        type: media.schema,
        title: "What its features may be filtered by",
      },
    ],
  };
}

export function queryablesDocument(origin: string, collection: Collection) {
  const filters = new Set<string>(filtersOf(collection.type));
  const properties = Object.fromEntries(
    propertiesOf(collection.type)
      .filter((p) => filters.has(p.name))
      .map((p) => [p.name, { ...p.schema, readOnly: undefined }]),
  );
  return {
    $schema: "https://json-schema.org/draft/2019-09/schema",
    $id: `${origin}${ogcBase}/collections/${collection.id}/queryables`,
    type: "object",
    title: collection.id,
    properties: JSON.parse(JSON.stringify(properties)),
    additionalProperties: false,
  };
}

const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const errorAnswer = (description: string) => ({
  description,
  content: { [media.json]: { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

/** The items path of one collection: its own filters named, so GDAL knows which it may send. */
function itemsPath(collection: Collection) {
  const draft = collection.state === "draft";
  const filters = filtersOf(collection.type).map((name) => ref(`filter-${name}`));
  const read = {
    summary: `The features of ${collection.id}`,
    operationId: `items-${collection.id}`,
    tags: [collection.id],
    ...(draft && { security: [{ bearer: [] }] }),
    parameters: [
      ref("f"),
      ref("limit"),
      ref("offset"),
      ref("bbox"),
      ref("bbox-crs"),
      ref("datetime"),
      ...filters,
    ],
    responses: {
      "200": {
        description:
          "A GeoJSON FeatureCollection: one page, numberMatched, numberReturned, the next page's link",
        content: { [media.geojson]: { schema: { type: "object" } } },
      },
      "400": errorAnswer("A parameter not declared here (3460), or a malformed value (3461-3465, 3472)"),
      ...(draft && { "401": errorAnswer("No token, or not a good one"), "403": errorAnswer("Not staff") }),
    },
  };
  if (!draft) return { get: read };
  return {
    get: read,
    post: {
      summary: `Create a feature in ${collection.id}`,
      operationId: `create-${collection.id}`,
      tags: [collection.id],
      security: [{ bearer: [] }],
      requestBody: { required: true, content: { [media.geojson]: { schema: { type: "object" } } } },
      responses: {
        "201": { description: "Created; Location names it, ETag its version" },
        "422": errorAnswer("Refused by the editor's checks (the codes of POST /api/geo/save)"),
      },
    },
  };
}

function itemPath(collection: Collection) {
  const draft = collection.state === "draft";
  const get = {
    summary: `A feature of ${collection.id}`,
    operationId: `item-${collection.id}`,
    tags: [collection.id],
    ...(draft && { security: [{ bearer: [] }] }),
    parameters: [ref("featureId"), ref("f")],
    responses: {
      "200": {
        description: "The feature; ETag: its version",
        content: { [media.geojson]: { schema: { type: "object" } } },
      },
      "404": errorAnswer("No such feature in the collection (3467)"),
    },
  };
  if (!draft) return { get };
  const write = (verb: string, type: string) => ({
    summary: `${verb} a feature of ${collection.id}`,
    operationId: `${verb.toLowerCase()}-${collection.id}`,
    tags: [collection.id],
    security: [{ bearer: [] }],
    parameters: [ref("featureId"), ref("If-Match")],
    ...(type && { requestBody: { required: true, content: { [type]: { schema: { type: "object" } } } } }),
    responses: {
      [type ? "200" : "204"]: { description: "Done; ETag: the new version" },
      "412": errorAnswer("The feature changed since its ETag was read (3470)"),
      "428": errorAnswer("If-Match is missing (3469)"),
    },
  });
  return {
    get,
    put: write("Replace", media.geojson),
    patch: write("Update", media.mergePatch),
    delete: write("Delete", ""),
  };
}

/** The API definition: every path the reader may use, each collection's spelled out. */
export function apiDocument(origin: string, staff: boolean) {
  const collections = collectionsFor(staff);
  const paths: Record<string, unknown> = {
    "/": {
      get: {
        summary: "The landing page",
        operationId: "landing",
        parameters: [ref("f")],
        responses: { "200": { description: "The landing page" } },
      },
    },
    "/conformance": {
      get: {
        summary: "The conformance classes",
        operationId: "conformance",
        parameters: [ref("f")],
        responses: { "200": { description: "The conformance declaration" } },
      },
    },
    "/api": {
      get: {
        summary: "This document",
        operationId: "api",
        parameters: [ref("f")],
        responses: { "200": { description: "The API definition" } },
      },
    },
    "/collections": {
      get: {
        summary: "The collections",
        operationId: "collections",
        parameters: [ref("f")],
        responses: { "200": { description: "The collections" } },
      },
    },
  };
  for (const collection of collections) {
    const at = `/collections/${collection.id}`;
    paths[at] = {
      get: {
        summary: `About ${collection.id}`,
        operationId: `collection-${collection.id}`,
        tags: [collection.id],
        parameters: [ref("f")],
        responses: { "200": { description: "The collection" } },
      },
    };
    paths[`${at}/queryables`] = {
      get: {
        summary: `What ${collection.id} may be filtered by`,
        operationId: `queryables-${collection.id}`,
        tags: [collection.id],
        parameters: [ref("f")],
        responses: {
          "200": {
            description: "A JSON Schema",
            content: { [media.schema]: { schema: { type: "object" } } },
          },
        },
      },
    };
    paths[`${at}/items`] = itemsPath(collection);
    paths[`${at}/items/{featureId}`] = itemPath(collection);
  }
  const filter = (name: string, schema: Record<string, unknown>, description: string) => ({
    name,
    in: "query",
    required: false,
    style: "form",
    explode: false,
    description,
    schema,
  });
  return {
    openapi: "3.0.3",
    info: {
      title: "Campus map (OGC API – Features)",
      version: "1.0.0",
      description:
        "The map's features by type. `<type>`: the latest release, public. `<type>_draft`: the editor's draft, with a staff bearer token (Authorization: Bearer …), writable with If-Match.",
    },
    servers: [{ url: `${origin}${ogcBase}` }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      parameters: {
        f: { name: "f", in: "query", required: false, schema: { type: "string", enum: ["json"] } },
        limit: {
          name: "limit",
          in: "query",
          required: false,
          style: "form",
          explode: false,
          schema: { type: "integer", minimum: 1, maximum: maxLimit, default: defaultLimit },
        },
        offset: {
          name: "offset",
          in: "query",
          required: false,
          description: "How many matching features to skip (the next link carries it)",
          schema: { type: "integer", minimum: 0, default: 0 },
        },
        bbox: {
          name: "bbox",
          in: "query",
          required: false,
          style: "form",
          explode: false,
          description: "west,south,east,north in CRS84 degrees",
          schema: { type: "array", minItems: 4, maxItems: 6, items: { type: "number" } },
        },
        "bbox-crs": {
          name: "bbox-crs",
          in: "query",
          required: false,
          schema: { type: "string", enum: [crs84] },
        },
        datetime: {
          name: "datetime",
          in: "query",
          required: false,
          description:
            "An RFC 3339 instant or interval; the map's features have no time, so it narrows nothing",
          schema: { type: "string" },
        },
        "filter-level": filter("level", { type: "string" }, "Only the features of this level (p-2 … p20)"),
        "filter-category": filter(
          "category",
          { type: "integer" },
          "Only the features of this map category (its id)",
        ),
        "filter-key": filter("key", { type: "string" }, "Only the feature with this key"),
        "filter-name": filter("name", { type: "string" }, "Only the features shown with this name"),
        featureId: { name: "featureId", in: "path", required: true, schema: { type: "integer" } },
        "If-Match": {
          name: "If-Match",
          in: "header",
          required: true,
          description: "The ETag of the feature as read",
          schema: { type: "string" },
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          properties: {
            status: { type: "string" },
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "array", items: { type: "integer" } } },
          },
        },
      },
    },
  };
}
