/**
 * GET /api/app/v1/closures (docs/app-api.md#closures): the doors, lifts, stairs and routes of the
 * latest release closed now (temporary closures, map/closure-store.ts), each with its feature, its
 * window and the reason in the asked language. The answer holds until the next closure starts or
 * ends: it is kept and cached no longer (cacheable-answer.ts).
 */
import type { FastifyInstance } from "fastify";
import { closuresInForce, currentReleasedClosures } from "../map/closure-store.ts";
import { type AppApiOptions, appApiBase, appLang } from "./app-api-config.ts";
import { sendCacheable } from "./cacheable-answer.ts";

export function registerClosuresCall(app: FastifyInstance, { db, config, clock, answers }: AppApiOptions) {
  app.get(`${appApiBase}/closures`, async (request, reply) => {
    const lang = appLang((request.query as Record<string, unknown> | undefined)?.lang);
    const now = clock();
    const [items, { nextChange }] = await Promise.all([
      currentReleasedClosures(db, now, lang),
      closuresInForce(db, now),
    ]);
    const policy = {
      maxAgeSeconds: config.cacheMaxAgeSeconds,
      store: answers,
      clock,
      ...(nextChange !== null && { until: nextChange }),
    };
    return sendCacheable(request, reply, { items }, policy);
  });
}
