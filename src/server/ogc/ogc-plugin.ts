/**
 * OGC API – Features under /api/ogc/ (docs/gis-clients.md): Part 1 (core, GeoJSON, OpenAPI 3.0),
 * Part 3's queryables and their query parameters, and Part 4's writes on the draft.
 *
 * The latest release is public; the draft's collections (`<type>_draft`) need a staff token (the
 * roles that read the draft in the editor) and are listed only to it. Reads are limited per client
 * address as the app's are (APP_MAX_PER_ADDRESS_PER_MINUTE, 429 with 9020). Refusals are the API's
 * envelope with their codes (3460-3472 here, the save's codes for a refused feature).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Guard, roleId } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError, forbidden, unauthenticated } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { limitReadsPerAddress } from "../http/reads-per-address.ts";
import { saveBodyLimit } from "../map/feature-input.ts";
import type { MapWriteAnnouncement } from "../map/live-announce.ts";
import {
  createFeature,
  deleteFeature,
  matchedVersion,
  replaceFeature,
  updateFeature,
  type WriteContext,
} from "./feature-writes.ts";
import { checkFormat, checkPlainQuery, type ItemsQuery, readItemsQuery } from "./items-query.ts";
import { extentsOf, latestPublished, readItem, readItems } from "./items-store.ts";
import { type Collection, collectionOf, collectionsFor } from "./ogc-collections.ts";
import {
  apiDocument,
  collectionDocument,
  conformance,
  landingPage,
  media,
  ogcBase,
  queryablesDocument,
} from "./ogc-documents.ts";
import { featureTag, ogcFeature } from "./ogc-features.ts";

export interface OgcOptions {
  db: Database;
  guard: Guard;
  /** PUBLIC_URL: the origin of every link */
  publicUrl: string;
  /** APP_MAX_PER_ADDRESS_PER_MINUTE */
  readsPerAddressPerMinute: number;
  /** hears of each committed write (the live streams), as the editor's saves do */
  announced: (announcement: MapWriteAnnouncement) => void;
}

const collectionUrl = `${ogcBase}/collections/:collectionId`;
const itemsUrl = `${collectionUrl}/items`;
const itemUrl = `${itemsUrl}/:featureId`;

type Params = { collectionId: string; featureId?: string };
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

export async function ogcPlugin(
  app: FastifyInstance,
  { db, guard, publicUrl, readsPerAddressPerMinute, announced }: OgcOptions,
) {
  const origin = publicUrl.replace(/\/+$/, "");
  limitReadsPerAddress(app, { max: readsPerAddressPerMinute });
  // Who may read the draft: those who read it in the editor; who may write it: the contract's x-roles.
  const draftReaders = new Set<number>(rolesOf("GET", "/api/geo/extent").map(roleId));
  const writeGuard = guard.roles(rolesOf("POST", itemsUrl));

  /** Whether the request carries a staff token; a token that is sent must be good (401 otherwise). */
  async function isStaff(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.headers.authorization === undefined) return false;
    await guard.signedIn.call(app, request, reply);
    return request.account?.roles.some((id) => draftReaders.has(id)) ?? false;
  }

  /** The collection of the path, readable by this request: 404 (3466), 401 or 403 for a draft. */
  async function readable(request: FastifyRequest, reply: FastifyReply): Promise<Collection> {
    const collection = collectionOf((request.params as Params).collectionId);
    if (!collection) throw ApiError.code(3466, "collectionId");
    const staff = await isStaff(request, reply);
    if (collection.state === "draft" && !staff) throw request.account ? forbidden() : unauthenticated();
    return collection;
  }

  /** The draft collection of the path, for a write (405, 3468, for a release's). */
  function writable(request: FastifyRequest): Collection {
    const collection = collectionOf((request.params as Params).collectionId);
    if (!collection) throw ApiError.code(3466, "collectionId");
    if (collection.state !== "draft") throw ApiError.code(3468, "collectionId");
    return collection;
  }

  async function storedFeature(collection: Collection, raw: string | undefined) {
    const id = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const row = id === null ? null : await readItem(db, collection, id);
    if (!row) throw ApiError.code(3467, "featureId");
    return row;
  }

  const sendJson = (reply: FastifyReply, type: string, document: unknown) =>
    reply.type(`${type}; charset=utf-8`).send(JSON.stringify(document));

  const context = (request: FastifyRequest): WriteContext => ({ db, by: request.account, announced });

  const itemsLink = (
    collection: Collection,
    query: ItemsQuery,
    raw: Record<string, unknown>,
    offset: number,
  ) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(raw)) {
      if (name !== "offset" && name !== "limit" && typeof value === "string") params.set(name, value);
    }
    params.set("limit", String(query.limit));
    if (offset > 0) params.set("offset", String(offset));
    return `${origin}${ogcBase}/collections/${collection.id}/items?${params}`;
  };

  app.get(ogcBase, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    return sendJson(reply, media.json, landingPage(origin));
  });

  app.get(`${ogcBase}/conformance`, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    return sendJson(reply, media.json, { conformsTo: conformance });
  });

  app.get(`${ogcBase}/api`, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    const staff = await isStaff(request, reply);
    return sendJson(reply, media.openapi, apiDocument(origin, staff));
  });

  app.get(`${ogcBase}/collections`, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    const staff = await isStaff(request, reply);
    const released = await extentsOf(db, "release");
    const drafted = staff ? await extentsOf(db, "draft") : new Map();
    const collections = collectionsFor(staff).map((c) =>
      collectionDocument(origin, c, (c.state === "draft" ? drafted : released).get(c.type) ?? null),
    );
    const self = `${origin}${ogcBase}/collections`;
    return sendJson(reply, media.json, {
      links: [{ href: self, rel: "self", type: media.json, title: "The collections" }],
      collections,
    });
  });

  app.get(collectionUrl, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    const collection = await readable(request, reply);
    const extent = (await extentsOf(db, collection.state)).get(collection.type) ?? null;
    return sendJson(reply, media.json, collectionDocument(origin, collection, extent));
  });

  app.get(`${collectionUrl}/queryables`, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    const collection = await readable(request, reply);
    return sendJson(reply, media.schema, queryablesDocument(origin, collection));
  });

  app.get(itemsUrl, async (request, reply) => {
    const raw = queryOf(request);
    const collection = await readable(request, reply);
    const query = readItemsQuery(raw, collection.type);
    const page = await readItems(db, collection, query);
    const self = itemsLink(collection, query, raw, query.offset);
    const links = [{ href: self, rel: "self", type: media.geojson, title: "This page" }];
    if (query.offset + page.rows.length < page.numberMatched) {
      const next = itemsLink(collection, query, raw, query.offset + query.limit);
      links.push({ href: next, rel: "next", type: media.geojson, title: "The next page" });
    }
    if (query.offset > 0) {
      const prev = itemsLink(collection, query, raw, Math.max(0, query.offset - query.limit));
      links.push({ href: prev, rel: "prev", type: media.geojson, title: "The previous page" });
    }
    const released = collection.state === "release" ? await latestPublished(db) : null;
    request.log.info(
      {
        collection: collection.id,
        filters: query.filters,
        bbox: query.bbox,
        offset: query.offset,
        limit: query.limit,
      },
      "ogc items read",
    );
    return sendJson(reply, media.geojson, {
      type: "FeatureCollection",
      timeStamp: new Date().toISOString(),
      ...(released && { releasedAt: released }),
      numberMatched: page.numberMatched,
      numberReturned: page.rows.length,
      features: page.rows.map(ogcFeature),
      links,
    });
  });

  app.get(itemUrl, async (request, reply) => {
    checkPlainQuery(queryOf(request));
    const collection = await readable(request, reply);
    const row = await storedFeature(collection, (request.params as Params).featureId);
    const self = `${origin}${ogcBase}/collections/${collection.id}/items/${row.id}`;
    const collectionHref = `${origin}${ogcBase}/collections/${collection.id}`;
    reply.header("etag", featureTag(row));
    return sendJson(reply, media.geojson, {
      ...ogcFeature(row),
      links: [
        { href: self, rel: "self", type: media.geojson, title: "This feature" },
        { href: collectionHref, rel: "collection", type: media.json, title: "Its collection" },
      ],
    });
  });

  // Writes: the draft only, staff only; the role is checked before the body is read.
  const writeRoute = { onRequest: writeGuard, bodyLimit: saveBodyLimit };

  /** The feature as it now is, with its ETag, as a write answers it. */
  async function answerWritten(reply: FastifyReply, collection: Collection, id: number, status: number) {
    const row = await storedFeature(collection, String(id));
    reply.header("etag", featureTag(row));
    return sendJson(reply.code(status), media.geojson, ogcFeature(row));
  }

  app.post(itemsUrl, writeRoute, async (request, reply) => {
    const collection = writable(request);
    checkFormat(queryOf(request).f);
    const id = await createFeature(context(request), collection, request.body);
    request.log.info({ collection: collection.id, id, by: request.account?.id }, "ogc feature created");
    reply.header("location", `${origin}${ogcBase}/collections/${collection.id}/items/${id}`);
    return answerWritten(reply, collection, id, 201);
  });

  app.put(itemUrl, writeRoute, async (request, reply) => {
    const collection = writable(request);
    const stored = await storedFeature(collection, (request.params as Params).featureId);
    const version = matchedVersion(request.headers["if-match"], stored);
    await replaceFeature(context(request), stored, version, request.body);
    request.log.info(
      { collection: collection.id, id: stored.id, by: request.account?.id },
      "ogc feature replaced",
    );
    return answerWritten(reply, collection, stored.id, 200);
  });

  app.patch(itemUrl, writeRoute, async (request, reply) => {
    const collection = writable(request);
    const stored = await storedFeature(collection, (request.params as Params).featureId);
    const version = matchedVersion(request.headers["if-match"], stored);
    await updateFeature(context(request), stored, version, request.body);
    request.log.info(
      { collection: collection.id, id: stored.id, by: request.account?.id },
      "ogc feature updated",
    );
    return answerWritten(reply, collection, stored.id, 200);
  });

  app.delete(itemUrl, writeRoute, async (request, reply) => {
    const collection = writable(request);
    const stored = await storedFeature(collection, (request.params as Params).featureId);
    const version = matchedVersion(request.headers["if-match"], stored);
    await deleteFeature(context(request), stored, version);
    request.log.info(
      { collection: collection.id, id: stored.id, by: request.account?.id },
      "ogc feature deleted",
    );
    return reply.code(204).send();
  });
}
