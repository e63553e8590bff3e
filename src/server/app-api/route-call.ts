/**
 * GET /api/app/v1/route (docs/app-api.md#route): the quickest way between two places of the latest
 * release, step-free when asked, with steps in the asked language. Staff route on the draft
 * (GET /api/routing/path); the app never sees a draft, so its network is the latest release's, built
 * in this process's routing lane (routing-cache.ts) and built again when a newer release appears. No
 * way passes a feature closed at the moment of the query (map/closure-store.ts).
 */
import type { FastifyInstance } from "fastify";
import type { Lang } from "../../shared/area-spec.ts";
import { ApiError, type FieldErrors } from "../http/api-error.ts";
import { checkedQuery, flagParam, queryOf } from "../http/query-params.ts";
import { checkedRequest } from "../http/route-checks.ts";
import { closuresInForce } from "../map/closure-store.ts";
import { latestReleaseNumber } from "../publishing/releases.ts";
import type { GraphFeature } from "../routing/graph-types.ts";
import { RoutingCache, releaseSource } from "../routing/routing-cache.ts";
import { type AppApiOptions, appApiBase, appLang } from "./app-api-config.ts";
import { sendCacheable } from "./cacheable-answer.ts";
import { positionType, resolveRouteEnd, routeEndParam } from "./route-ends.ts";
import { routeSteps } from "./route-steps.ts";

const routeQuery = {
  from: routeEndParam,
  to: routeEndParam,
  accessible: flagParam(3007),
  // read as every app call reads it: anything but en is Polish
  lang: {
    schema: { type: "string" },
    read: (raw: unknown) => appLang(raw),
    absent: () => appLang(undefined),
  },
};

/** An end as the answer names it: the feature, or the position asked for (id null). */
function placeOf(feature: GraphFeature, lang: Lang) {
  const { properties } = feature;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  if (feature.type === positionType)
    return {
      id: null,
      type: positionType,
      floor: feature.floor,
      name: null,
      key: null,
      position: feature.geometry.coordinates,
    };
  return {
    id: feature.id,
    type: feature.type,
    floor: feature.floor,
    // an English name missing is shown in Polish, as the content calls do
    name: text(properties[`name_${lang}`]) ?? text(properties.name_pl),
    key: text(properties.key),
  };
}

export function registerRouteCall(
  app: FastifyInstance,
  { db, routingLane, config, answers, clock }: AppApiOptions,
) {
  const released = new RoutingCache(db, routingLane, releaseSource);

  app.get(
    `${appApiBase}/route`,
    checkedRequest({ querystring: checkedQuery(routeQuery) }),
    async (request, reply) => {
      const query = queryOf(request, routeQuery);
      const release = await latestReleaseNumber(db);
      if (release === null) throw ApiError.code(3011);
      const [from, to] = await Promise.all([
        resolveRouteEnd(db, release, query.from),
        resolveRouteEnd(db, release, query.to),
      ]);
      if ("refused" in from || "refused" in to) {
        const errors: FieldErrors = {};
        if ("refused" in from) errors.from = [from.refused];
        if ("refused" in to) errors.to = [to.refused];
        throw ApiError.fields(errors);
      }
      // The features closed now, read from the database at each query (a closure made on another
      // process counts at once); the answer holds until the next closure starts or ends.
      const { closed, nextChange } = await closuresInForce(db, clock());
      const policy = {
        maxAgeSeconds: config.cacheMaxAgeSeconds,
        store: answers,
        clock,
        ...(nextChange !== null && { until: nextChange }),
      };
      const outcome = await released.routeAt(release, from, to, query.accessible, closed);
      if ("refused" in outcome) throw ApiError.code(outcome.refused, outcome.field);
      const [start, end] = [placeOf(from, query.lang), placeOf(to, query.lang)];
      return sendCacheable(
        request,
        reply,
        {
          release,
          from: start,
          to: end,
          accessible: query.accessible,
          ...outcome.route,
          steps: routeSteps(outcome.route, start, end, query.lang),
        },
        policy,
      );
    },
  );
}
