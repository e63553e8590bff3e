/**
 * The request log: every line of a request carries its id (`requestId`), taken from the incoming
 * `X-Request-Id` (HAProxy's, or a client's) when it is sane, else a new UUID, and echoed in the
 * answer's `X-Request-Id`, so one request can be followed from the load balancer through whichever
 * process served it. Secrets stay out: the query values of secret parameters (redacted-url.ts) and
 * the credential headers are replaced. Health checks and metrics scrapes, every few seconds from each
 * load balancer and scraper, are logged at debug.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { redacted, redactedUrl } from "./redacted-url.ts";

export const requestIdHeader = "x-request-id";

/** HAProxy's unique-id, a UUID, a trace id: letters, digits and a few separators, no spaces or quotes. */
const saneRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's `genReqId`: the incoming id when it is one header of a sane shape, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
}

/** Routes whose requests are logged at debug: the load balancers' health checks, the metrics scrapes. */
const quietRoutes = ["/api/health", "/api/metrics"];

// The path's start first: Fastify builds routeOptions anew on every read, and most requests are not quiet.
const quiet = (request: FastifyRequest) =>
  quietRoutes.some((route) => request.url.startsWith(route)) &&
  quietRoutes.includes(request.routeOptions.url ?? "");

/**
 * Fastify's request lines, with the request id under `requestId` and health checks at debug. (Its
 * "Route … not found" line, which writes the raw URL, never comes: console-plugin.ts answers unknown
 * paths itself.)
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (quiet(request)) request.log.debug({ req: request }, "incoming request");
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!error && quiet(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    else super.requestCompleted(error, request, reply);
  }
}

export const requestLogController = () => new RequestLogController({ requestIdLogLabel: "requestId" });

/** Credentials a header or a logged object may carry, wherever a line puts them. */
const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "headers.authorization",
  "headers.cookie",
  "headers['set-cookie']",
  "password",
  "*.password",
  "token",
  "*.token",
];

/** the level, and where the lines go (stdout unless a stream is given: the tests read theirs) */
export interface LogOptions {
  level?: string;
  stream?: { write(line: string): void };
}

/**
 * The server logger's options: `given` with the redaction and the request serializer that redacts
 * the URL's secret query values.
 */
export function loggerOptions(given: LogOptions) {
  return {
    ...given,
    redact: { paths: redactedPaths, censor: redacted },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * Echoes the request's id in the answer. First of the onRequest hooks, so that answers refused by a
 * later one (the shutdown drain, a limit) carry it too.
 */
export function registerRequestIdEcho(app: FastifyInstance) {
  // A callback, not an async function: no promise on every request (the app's 304s are a few µs each).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
