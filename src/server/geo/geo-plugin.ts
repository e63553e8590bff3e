/** The map calls of spec §7: features of a floor in a box, the editor's saves and the routing graph. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import { extentBox } from "./extent.ts";
import { readCreateBody, readDeleteBody, readUpdateBody } from "./feature-input.ts";
import { deleteFeatures, featuresInBox, insertFeatures, updateFeatures } from "./feature-store.ts";
import { optionalFloor, requiredFloor } from "./floor.ts";
import { generateGraph } from "./routing-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
}

/** features per extent answer: more than a floor of the real campus holds, few enough to draw */
export const extentLimit = 5000;

type Query = Record<string, unknown>;

/**
 * Whether the client has gone: the editor cancels a load when the view moves on, and the work for
 * that answer is then skipped rather than serialised for a closed socket.
 */
function clientGone(request: FastifyRequest, reply: FastifyReply): () => boolean {
  let closedEarly = false;
  reply.raw.once("close", () => {
    closedEarly = !reply.raw.writableFinished;
  });
  return () => closedEarly || reply.raw.destroyed || request.raw.socket?.destroyed === true;
}

/** 1505 on each listed feature that was not found; thrown inside a transaction, it undoes the save. */
function refuseMissing(wanted: number[], found: number[], field: (i: number) => string): void {
  const present = new Set(found);
  const errors: FieldErrors = {};
  wanted.forEach((id, i) => {
    if (!present.has(id)) errors[field(i)] = [1505];
  });
  if (Object.keys(errors).length) throw ApiError.fields(errors);
}

export async function geoPlugin(app: FastifyInstance, { db, guard }: Options) {
  const staff = { preHandler: guard.roles(["admin", "moderator"]) };

  app.get("/api/geo/extent", staff, async (request, reply) => {
    const gone = clientGone(request, reply);
    const query = request.query as Query;
    const floor = requiredFloor(query.profile);
    const extent = extentBox(query.p1, query.p2);
    if (gone()) return reply.hijack();
    const rows = await featuresInBox(db, floor, extent, extentLimit);
    if (gone()) return reply.hijack();
    const features = rows.map(({ id, type, geometry, properties }) => ({
      type: "Feature" as const,
      id,
      geometry,
      properties: { ...properties, type },
    }));
    return success({ type: "FeatureCollection" as const, extent, features });
  });

  app.post("/api/geo", staff, async (request) => {
    const { floor, features } = readCreateBody(request.body);
    const ids = await db.transaction((tx) => insertFeatures(tx, floor, features));
    request.log.info({ floor, count: ids.length, by: request.account?.id }, "map features created");
    return success({ ids }, message("added", requestLang(request)));
  });

  app.put("/api/geo", staff, async (request) => {
    const { floor, features } = readUpdateBody(request.body);
    const ids = features.map((f) => f.id);
    await db.transaction(async (tx) => {
      refuseMissing(ids, await updateFeatures(tx, floor, features), (i) => `features.${i}.id`);
    });
    request.log.info({ floor, count: ids.length, by: request.account?.id }, "map features updated");
    return success({ ids }, message("edited", requestLang(request)));
  });

  app.delete("/api/geo", staff, async (request) => {
    const ids = readDeleteBody(request.body);
    await db.transaction(async (tx) => {
      refuseMissing(ids, await deleteFeatures(tx, ids), (i) => `ids.${i}`);
    });
    request.log.info({ count: ids.length, by: request.account?.id }, "map features deleted");
    return success({ ids }, message("removed", requestLang(request)));
  });

  app.get("/api/routing/generateGraph", staff, async (request) => {
    const floor = optionalFloor((request.query as Query).profile);
    const graph = await generateGraph(db, floor);
    const summary = {
      nodes: graph.nodes.length,
      edges: graph.edges.length,
      floors: graph.floors,
      components: graph.components,
    };
    request.log.info({ scope: floor ?? "all", ...summary }, "routing graph generated");
    return success(summary);
  });
}
