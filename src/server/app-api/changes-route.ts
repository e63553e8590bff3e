/**
 * The changes feed's call (changes-feed.ts): the kinds are the areas the app reads (`app:` in their
 * manifests), the parking lots with their legend, which the app reads as one call, and the map's
 * temporary closures.
 */
import type { FastifyInstance } from "fastify";
import { closureCrossings, closuresArea } from "../map/closure-store.ts";
import { type AppApiOptions, appApiBase } from "./app-api-config.ts";
import { sendCacheable } from "./cacheable-answer.ts";
import { changesSince, currentCursor, decodeCursor, encodeCursor, type FeedKind } from "./changes-feed.ts";

/** The parking system's counts and the legend reach the app as one kind: `parking`. */
const parkingAreas = ["parking", "parking_legend"];

/** Temporary closures reach the app as `closures`: made, deleted, started or ended. */
const closuresKind: FeedKind = { kind: "closures", crossings: closureCrossings };

export function registerChangesRoute(app: FastifyInstance, { db, registry, config, clock }: AppApiOptions) {
  const kinds = new Map<string, FeedKind>([[closuresArea, closuresKind]]);
  for (const { spec } of registry.all) {
    if (spec.app) kinds.set(spec.area, { kind: spec.app.path, area: spec });
    else if (parkingAreas.includes(spec.area)) kinds.set(spec.area, { kind: "parking" });
  }
  const policy = { maxAgeSeconds: config.cacheMaxAgeSeconds };
  app.get(`${appApiBase}/changes`, async (request, reply) => {
    const { since } = (request.query ?? {}) as { since?: unknown };
    const now = clock();
    if (since === undefined || since === "") {
      // The first poll: the app reads everything anyway, and starts from here.
      const cursor = await currentCursor(db, now);
      const first = {
        cursor: encodeCursor(cursor),
        mapRelease: cursor.release || null,
        changes: {},
        reload: [],
      };
      return sendCacheable(request, reply, first, policy);
    }
    const from = decodeCursor(typeof since === "string" ? since : "");
    return sendCacheable(request, reply, await changesSince(db, from, now, kinds), policy);
  });
}
