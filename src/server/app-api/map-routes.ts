/**
 * The app's map calls (docs/app-api.md#the-map), all on the latest release, never the draft:
 * GET /api/app/v1/map (the release and its floors), /map/{floor} (a floor's features as GeoJSON),
 * /tiles/{floor}.json (TileJSON 3.0.0), /tiles/{floor}/{z}/{x}/{y}.mvt (vector tiles) and
 * /search?q=. A floor the release does not have is 3300 (404), a tile off the grid 3301 (404).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isFloor } from "../../shared/floor.ts";
import { ApiError } from "../http/api-error.ts";
import { type AppApiOptions, appApiBase, appLang } from "./app-api-config.ts";
import { sendCacheable, sendCacheableBytes, sendCacheableDocument } from "./cacheable-answer.ts";
import { searchRelease, searchText } from "./map-search.ts";
import { nameIn } from "./released-floors.ts";
import { ReleasedMapCache } from "./released-map-cache.ts";
import { tileAddress, tileFields, tileLayer, tileZooms } from "./vector-tiles.ts";

const tileType = "application/vnd.mapbox-vector-tile";

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

export function registerMapRoutes(
  app: FastifyInstance,
  { db, registry, config, clock, publicUrl, answers }: AppApiOptions,
) {
  // Tiles are kept by the tile cache; the other answers (a floor's GeoJSON above all) by the answer store.
  const policy = { maxAgeSeconds: config.cacheMaxAgeSeconds };
  const kept = { ...policy, store: answers };
  const released = new ReleasedMapCache(db);
  const origin = publicUrl.replace(/\/+$/, "");

  /** The latest release and `raw`'s floor in it, or 3300 (404). */
  async function releasedFloor(raw: unknown) {
    const release = await released.latest();
    if (release === null || !isFloor(raw)) throw ApiError.code(3300, "floor");
    const floor = (await released.floors(release)).find((f) => f.floor === raw);
    if (!floor) throw ApiError.code(3300, "floor");
    return { release, floor: floor.floor, about: floor };
  }

  app.get(`${appApiBase}/map`, async (request, reply) => {
    const lang = appLang(queryOf(request).lang);
    const release = await released.latest();
    const floors = release === null ? [] : await released.floors(release);
    const data = {
      release,
      floors: floors.map((f) => ({ floor: f.floor, label: f.label[lang], bbox: f.bbox })),
    };
    return sendCacheable(request, reply, data, kept);
  });

  app.get(`${appApiBase}/map/:floor`, async (request, reply) => {
    const lang = appLang(queryOf(request).lang);
    const { release, floor } = await releasedFloor((request.params as { floor: string }).floor);
    const { features } = await released.floor(release, floor);
    const data = {
      type: "FeatureCollection",
      release,
      floor,
      features: features.map((f) => ({
        type: "Feature",
        id: f.id,
        geometry: f.geometry,
        properties: { id: f.id, type: f.type, category: f.category, key: f.key, name: nameIn(f, lang) },
      })),
    };
    return sendCacheable(request, reply, data, kept);
  });

  app.get(`${appApiBase}/tiles/:floor.json`, async (request, reply) => {
    const { release, floor, about } = await releasedFloor((request.params as { floor: string }).floor);
    const tileJson = {
      tilejson: "3.0.0",
      name: `${floor} (release ${release})`,
      version: `${release}.0.0`,
      scheme: "xyz",
      tiles: [`${origin}${appApiBase}/tiles/${floor}/{z}/{x}/{y}.mvt`],
      minzoom: tileZooms.min,
      maxzoom: tileZooms.max,
      bounds: about.bbox,
      center: [(about.bbox[0] + about.bbox[2]) / 2, (about.bbox[1] + about.bbox[3]) / 2, 18],
      vector_layers: [
        {
          id: tileLayer,
          description: "The floor's features the app shows; `type` is the map type",
          minzoom: tileZooms.min,
          maxzoom: tileZooms.max,
          fields: tileFields,
        },
      ],
    };
    return sendCacheableDocument(request, reply, tileJson, policy);
  });

  app.get(`${appApiBase}/tiles/:floor/:z/:x/:y.mvt`, async (request, reply) => {
    const params = request.params as { floor: string; z: string; x: string; y: string };
    const at = tileAddress(params.z, params.x, params.y);
    const { release, floor } = await releasedFloor(params.floor);
    if (!at) throw ApiError.code(3301, "z");
    const { bytes, tag } = await released.tile(release, floor, at);
    return sendCacheableBytes(request, reply, bytes, tileType, policy, tag);
  });

  app.get(`${appApiBase}/search`, async (request, reply) => {
    const query = queryOf(request);
    const q = searchText(query.q);
    const lang = appLang(query.lang);
    const release = await released.latest();
    const items =
      release === null ? [] : await searchRelease(db, registry, release, { q, lang, now: new Date(clock()) });
    return sendCacheable(request, reply, { release, items }, kept);
  });
}
