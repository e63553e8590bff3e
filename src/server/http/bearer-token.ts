/** Calls signed by another system with a token of its own (the parking feed, the metrics scraper). */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`; compared in constant time (digests of
 * equal length), so the time taken says nothing of how much of a guess was right.
 */
export function signedWith(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  return timingSafeEqual(digest(given), digest(token));
}
