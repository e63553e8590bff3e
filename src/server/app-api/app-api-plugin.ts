/**
 * The app's public read API under /api/app/v1/ (docs/app-api.md): what the mobile app shows, read
 * without a token. It sees the latest map release and the public records only (active and inside
 * their publication window), never a draft. Every answer is cacheable (cacheable-answer.ts), and each
 * client address may make APP_MAX_PER_ADDRESS_PER_MINUTE reads a minute in each process (429, 9020,
 * with Retry-After).
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../http/api-error.ts";
import { answerStoreOf } from "./answer-store.ts";
import type { AppApiOptions } from "./app-api-config.ts";
import { sendAnswer, tagCompressedAnswers } from "./cacheable-answer.ts";
import { registerChangesRoute } from "./changes-route.ts";
import { registerContentRoutes } from "./content-routes.ts";
import { registerMapRoutes } from "./map-routes.ts";
import { registerParkingCall } from "./parking-call.ts";
import { registerRouteCall } from "./route-call.ts";

export async function appApiPlugin(app: FastifyInstance, options: Omit<AppApiOptions, "answers">) {
  const answers = answerStoreOf(options.db, options.config.answerMemoryMs, options.clock);
  const policy = { maxAgeSeconds: options.config.cacheMaxAgeSeconds };
  await app.register(rateLimit, {
    global: true,
    max: options.config.readsPerAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ApiError.untilLater(9020, "general", context.ttl / 1000),
  });
  tagCompressedAnswers(app);
  // A read kept in memory is answered before its handler runs (after the limit, which the routes'
  // own onRequest hooks apply); any other starts its read here.
  app.addHook("preHandler", async (request, reply) => {
    const kept = request.method === "GET" ? answers.get(request.url) : undefined;
    if (kept) return sendAnswer(request, reply, kept, policy);
    answers.open(request);
  });
  const withAnswers = { ...options, answers };
  registerContentRoutes(app, withAnswers);
  registerChangesRoute(app, withAnswers);
  registerMapRoutes(app, withAnswers);
  registerRouteCall(app, withAnswers);
  registerParkingCall(app, withAnswers);
}
