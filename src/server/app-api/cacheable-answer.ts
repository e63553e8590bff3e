/**
 * Answers a CDN, HAProxy's cache and the app can keep (docs/app-api.md#caching): the body is written
 * once, its strong ETag is a hash of those bytes, so every API process gives the same tag for the
 * same answer; a request whose If-None-Match holds it gets 304 with no body. A compressed answer is a
 * different representation, so its tag carries the coding (`"…-br"`, RFC 9110 §8.8.1), and any of a
 * body's tags revalidates it.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import { success } from "../http/envelope.ts";
import { codingFor, encoded } from "./answer-coding.ts";
import type { AnswerStore, StoredAnswer } from "./answer-store.ts";

export interface CachePolicy {
  maxAgeSeconds: number;
  /** where the answer is kept for the same request again (answer-store.ts); none: not kept */
  store?: AnswerStore;
  /**
   * when the answer stops being true (milliseconds by `clock`: the next start or end of a temporary
   * closure); it is kept and cached no longer, max-age counting down to it
   */
  until?: number;
  /** the server's clock, which `until` is read by */
  clock?: () => number;
}

/** Kept stale while a new copy is fetched: the app shows the old answer instead of waiting. */
const staleWhileRevalidateSeconds = 300;

const codingSuffix = /-(?:br|gzip|deflate|zstd)$/;

/** The body's tag without its quotes, W/ or coding: what identifies the bytes before compression. */
const bareTag = (tag: string) =>
  tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "").replace(codingSuffix, "");

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2): the client's copy is current. */
export function notModified(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  // the usual case, a client sending back the one tag it was given: no parsing
  if (header === tag) return true;
  const tags = (Array.isArray(header) ? header.join(",") : header).split(",");
  return tags.some((candidate) => candidate.trim() === "*" || bareTag(candidate) === bareTag(tag));
}

/** The strong tag of a body: a hash of its bytes. */
export const bodyTag = (body: string | Uint8Array) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Uint8Array,
  type: string,
  policy: CachePolicy,
  tag = bodyTag(body),
) {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const made = {
    body: bytes,
    tag,
    type,
    codings: new Map(),
    ...(policy.until !== undefined && { until: policy.until }),
  };
  policy.store?.keep(request, request.url, made);
  return sendAnswer(request, reply, made, policy);
}

/** max-age: the policy's, or less when the answer stops being true sooner. */
function maxAgeOf(policy: CachePolicy, until: number | undefined): number {
  if (until === undefined) return policy.maxAgeSeconds;
  const left = Math.floor((until - (policy.clock ?? Date.now)()) / 1000);
  return Math.max(0, Math.min(policy.maxAgeSeconds, left));
}

/**
 * Sends an answer (just made, or kept by the answer store) with its tag and caching headers, or 304;
 * compressed as the client accepts, each coding made once for the answer (answer-coding.ts).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, tag, type, until, codings }: Omit<StoredAnswer, "storedAt">,
  policy: CachePolicy,
): FastifyReply | Promise<FastifyReply> {
  // An answer that stops being true at a moment is not served stale past it either.
  const stale = until === undefined ? `, stale-while-revalidate=${staleWhileRevalidateSeconds}` : "";
  reply
    .header("cache-control", `public, max-age=${maxAgeOf(policy, until)}${stale}`)
    .header("vary", "Accept-Encoding")
    .header("etag", tag);
  if (notModified(request.headers["if-none-match"], tag)) return reply.code(304).send();
  reply.type(type);
  const coding = codingFor(request.headers["accept-encoding"], body, type);
  if (!coding) return reply.send(body);
  // The compression plugin passes on what is already encoded; tagCompressedAnswer names the coding.
  return encoded(codings, body, coding).then(
    (bytes) => reply.header("content-encoding", coding).send(bytes),
    () => reply.send(body),
  );
}

/**
 * Sends `data` in the envelope, written by the route's serializer (the contract's schema: a field it
 * does not name never leaves), with its tag and caching headers, or 304.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
  policy: CachePolicy,
) {
  const body = reply.serialize(success(data)) as string;
  return answer(request, reply, body, "application/json; charset=utf-8", policy);
}

/**
 * Sends `data` as a document of its own, outside the envelope (TileJSON, which map libraries read as
 * it is), written by the route's serializer, with its tag and caching headers, or 304.
 */
export function sendCacheableDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
  policy: CachePolicy,
) {
  return answer(request, reply, reply.serialize(data) as string, "application/json; charset=utf-8", policy);
}

/**
 * Sends bytes (a vector tile) with their tag and caching headers, or 304. `tag`: their bodyTag, when
 * the caller keeps the bytes and their tag together (a kept tile is not hashed again).
 */
export function sendCacheableBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Uint8Array,
  type: string,
  policy: CachePolicy,
  tag?: string,
) {
  return answer(request, reply, bytes, type, policy, tag);
}

/**
 * Puts the coding into the tag of an answer the compression plugin compressed: an onSend hook for
 * the app's routes, after the compression's own.
 */
export const tagCompressedAnswer: onSendHookHandler = (_request, reply, payload, done) => {
  const coding = reply.getHeader("content-encoding");
  const tag = reply.getHeader("etag");
  if (typeof coding === "string" && typeof tag === "string" && !codingSuffix.test(tag.slice(1, -1)))
    reply.header("etag", `${tag.slice(0, -1)}-${coding}"`);
  done(null, payload);
};
