/**
 * Idempotency-Key on every POST of a signed-in account (draft-ietf-httpapi-idempotency-key-header).
 * The first request with a key claims it in the database (idempotency-store.ts), where every API
 * process sees it, and keeps its answer there for 24 hours; a retry of the same request with the same
 * key gets that answer again (same status and body, plus `Idempotent-Replayed: true`) and nothing
 * runs twice. Refused: a malformed key, 400 (9012); the key with another request, 422 (9013); a retry
 * while the first still runs, 409 (9014), as the draft advises. Such a retry is refused rather than
 * held until the first answers: holding it would keep a connection open and poll the database from
 * whichever process it reached, for a client that retries anyway. A 5xx answer (a failure, the
 * database gone) is not kept: the key is let go and the retry runs. Keys are per account, so a POST
 * made signed out (sign-in) is not covered.
 *
 * A request is fingerprinted by its method, path and body bytes, hashed on their way to the body
 * parser. A multipart body is read by its route instead, which fingerprints what it read with
 * setBodyFingerprint before the key is claimed (a new boundary on each try would tell the same form
 * apart byte for byte).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, type Hash } from "node:crypto";
import { pipeline, Transform } from "node:stream";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  RouteOptions,
} from "fastify";
import type { Database } from "../db/database.ts";
import { ApiError } from "./api-error.ts";
import { headerFields, idempotencyHeader, readIdempotencyKey } from "./idempotency-key.ts";
import {
  claimKey,
  type Held,
  markApplied,
  purgeIdempotencyKeys,
  releaseKey,
  storeAnswer,
} from "./idempotency-store.ts";
import { registerPurge } from "./periodic-purge.ts";
import { appendRouteHook } from "./route-hooks.ts";

/** rows past their time are free already (the claim ignores them): purging only bounds the table */
const purgeEveryMs = 60 * 60 * 1000;

const bodyFingerprints = new WeakMap<FastifyRequest, Hash | string>();
const claims = new WeakMap<FastifyRequest, Held>();

/** For a route that reads its body itself: the fingerprint of what it read. */
export function setBodyFingerprint(request: FastifyRequest, fingerprint: string): void {
  bodyFingerprints.set(request, fingerprint);
}

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers["content-type"] ?? "");

function hashBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, payload?: NodeJS.ReadableStream) => void,
): void {
  if (request.headers[idempotencyHeader] === undefined || isMultipart(request)) {
    done(null, payload);
    return;
  }
  const hash = createHash("sha256");
  bodyFingerprints.set(request, hash);
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      next(null, chunk);
    },
  });
  // A failure of the request's stream reaches the body parser through `hashed`.
  pipeline(payload, hashed, () => undefined);
  done(null, hashed);
}

function fingerprintOf(request: FastifyRequest): string {
  const body = bodyFingerprints.get(request);
  if (body === undefined)
    throw new Error(`POST ${request.url}: a route reading its own body must call setBodyFingerprint first`);
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n`)
    .update(typeof body === "string" ? body : body.digest("hex"))
    .digest("hex");
}

/** The claim of the request whose handler is running: its transactions mark it applied as they commit. */
const claimedRequest = new AsyncLocalStorage<Held>();

/** The claim `request` holds, or null when it carries no key; "answered" when its answer was sent. */
async function claimFor(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const account = request.account;
  if (!account) return null;
  const key = readIdempotencyKey(headerFields(request.raw.rawHeaders));
  if (key === null) return null;
  const claimed = await claimKey(db, { userId: account.id, key, fingerprint: fingerprintOf(request) });
  switch (claimed.outcome) {
    case "claimed":
      return claimed.held;
    case "answered": {
      const { status, contentType, body } = claimed.answer;
      if (contentType) reply.header("content-type", contentType);
      reply.status(status).header("idempotent-replayed", "true").send(body);
      return "answered";
    }
    case "running":
      throw ApiError.code(9014, "Idempotency-Key");
    case "applied, answer lost":
      throw ApiError.code(9023, "Idempotency-Key");
    case "other request":
      throw ApiError.code(9013, "Idempotency-Key");
  }
}

/**
 * A callback hook, so that the rest of the request (its handler) runs inside `claimedRequest.run`:
 * the claim reaches the handler's transactions (markApplied, registered on the database).
 */
function claimHook(db: Database) {
  db.beforeCommit(async (tx) => {
    const held = claimedRequest.getStore();
    if (held) await markApplied(tx, held);
  });
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    claimFor(db, request, reply).then(
      (held) => {
        if (held === "answered") return;
        if (held === null) return done();
        claims.set(request, held);
        claimedRequest.run(held, done);
      },
      (error: Error) => done(error),
    );
  };
}

/**
 * The claim comes after the hooks that sign the account in. A route with a body schema (route-checks.ts)
 * signs in before validation, and is claimed then too, so that a body its schema refuses is kept as
 * its answer; any other after its own preHandlers, which sign in (and read a multipart body).
 */
function coverPost(
  route: RouteOptions,
  claim: ReturnType<typeof claimHook>,
  keepAnswer: ReturnType<typeof keepAnswerHook>,
): void {
  if (![route.method].flat().includes("POST")) return;
  appendRouteHook(route, "preParsing", hashBody);
  appendRouteHook(route, route.schema?.body ? "preValidation" : "preHandler", claim);
  appendRouteHook(route, "onSend", keepAnswer);
}

/** Keeps a claimed request's answer under its key, or gives the key up when there is none to keep. */
function keepAnswerHook(db: Database): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    try {
      // Only text answers can be given again byte for byte; all of this API's are.
      if (status < 500 && typeof payload === "string") {
        const contentType = reply.getHeader("content-type");
        await storeAnswer(db, held, {
          status,
          contentType: contentType ? String(contentType) : null,
          body: payload,
        });
      } else await releaseKey(db, held);
    } catch (error) {
      request.log.warn({ err: error }, "idempotency key left claimed: a retry takes it over once abandoned");
    }
    return payload;
  };
}

/** Registered before the routes, which it reaches through onRoute. */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  const claim = claimHook(db);
  const keepAnswer = keepAnswerHook(db);
  app.addHook("onRoute", (route) => coverPost(route, claim, keepAnswer));

  registerPurge(app, {
    what: "expired idempotency keys",
    everyMs: purgeEveryMs,
    purge: async () => ({ keys: await purgeIdempotencyKeys(db) }),
  });
}
