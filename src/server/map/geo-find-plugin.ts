/**
 * The editor's ways to find the data (docs/map-editor.md): GET /api/geo/search?q=, the draft's
 * features of every floor by name, key or type, GET /api/geo/bounds, where each floor's features
 * lie (feature-search.ts), and GET /api/geo/download, a floor's features as a GeoJSON file
 * (floor-download.ts).
 */
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import { guardedQuery, queryOf } from "../http/query-params.ts";
import { mapBounds, searchFeatures, searchQuery } from "./feature-search.ts";
import { downloadName, downloadQuery, floorCollection } from "./floor-download.ts";

export interface Options {
  db: Database;
  guard: Guard;
}

export async function geoFindPlugin(app: FastifyInstance, { db, guard }: Options) {
  app.get(
    "/api/geo/search",
    guardedQuery(guard.roles(rolesOf("GET", "/api/geo/search")), searchQuery),
    async (request) => {
      const { q, limit } = queryOf(request, searchQuery);
      return success(await searchFeatures(db, q, limit));
    },
  );

  app.get("/api/geo/bounds", guardedQuery(guard.roles(rolesOf("GET", "/api/geo/bounds")), {}), async () =>
    success(await mapBounds(db)),
  );

  app.get(
    "/api/geo/download",
    guardedQuery(guard.roles(rolesOf("GET", "/api/geo/download")), downloadQuery),
    async (request, reply) => {
      const { profile, types } = queryOf(request, downloadQuery);
      return reply
        .type("application/geo+json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${downloadName(profile, new Date())}"`)
        .send(await floorCollection(db, profile, types));
    },
  );
}
