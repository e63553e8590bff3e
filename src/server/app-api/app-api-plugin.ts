/**
 * The app's public read API under /api/app/v1/ (docs/app-api.md): what the mobile app shows, read
 * without a token. It sees the latest map release and the public records only (active and inside
 * their publication window), never a draft. Every answer is cacheable (cacheable-answer.ts), and each
 * client address may make APP_MAX_PER_ADDRESS_PER_MINUTE reads a minute in each process (429, 9020,
 * with Retry-After).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { limitReadsPerAddress } from "../http/reads-per-address.ts";
import { appendRouteHook } from "../http/route-hooks.ts";
import { answerStoreOf } from "./answer-store.ts";
import type { AppApiOptions } from "./app-api-config.ts";
import { sendAnswer, tagCompressedAnswer } from "./cacheable-answer.ts";
import { registerChangesRoute } from "./changes-route.ts";
import { registerClosuresCall } from "./closures-call.ts";
import { registerContentRoutes } from "./content-routes.ts";
import { registerMapRoutes } from "./map-routes.ts";
import { registerParkingCall } from "./parking-call.ts";
import { registerRouteCall } from "./route-call.ts";

export async function appApiPlugin(app: FastifyInstance, options: Omit<AppApiOptions, "answers">) {
  const answers = answerStoreOf(options.db, options.config.answerMemoryMs, options.clock);
  const policy = { maxAgeSeconds: options.config.cacheMaxAgeSeconds, clock: options.clock };
  // An answer a CDN keeps is given to everyone: no count of one address's reads in it. A refusal
  // says when to come back (Retry-After).
  limitReadsPerAddress(app, { max: options.config.readsPerAddressPerMinute });
  // Appended to each route, after the limit (a route's own hooks run after its scope's): a read kept
  // in memory is answered there, before the query is parsed and checked; one another request is
  // reading is waited for; any other starts its read.
  const serveKept: onRequestHookHandler = (request, reply, done) => {
    // Sent without `done`: the route does not run. (Not returned: a promise returned from this
    // hook would be taken for an async hook's, and the hooks after it would be run.)
    const kept = answers.get(request.url);
    if (kept) {
      void sendAnswer(request, reply, kept, policy);
      return;
    }
    const read = answers.whenRead(request.url);
    if (!read) return startRead(request, reply, done);
    read.then(() => {
      const now = answers.get(request.url);
      if (now) void sendAnswer(request, reply, now, policy);
      else startRead(request, reply, done);
    });
  };
  // The reply's socket closing ends the read for its waiters whether it answered or was abandoned.
  const startRead = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    answers.open(request, request.url, (release) => reply.raw.once("close", release));
    done();
  };
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().includes("GET")) appendRouteHook(route, "onRequest", serveKept);
    // after the compression's onSend, which the root scope's onRoute put on the route before
    appendRouteHook(route, "onSend", tagCompressedAnswer);
  });
  const withAnswers = { ...options, answers };
  registerContentRoutes(app, withAnswers);
  registerChangesRoute(app, withAnswers);
  registerMapRoutes(app, withAnswers);
  registerRouteCall(app, withAnswers);
  registerParkingCall(app, withAnswers);
  registerClosuresCall(app, withAnswers);
}
