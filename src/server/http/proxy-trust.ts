/**
 * Which hops of a request are our own proxies (TRUST_PROXY), one rule for Fastify's client address
 * (request.ip, which sign-in throttling counts by) and for what else a proxy tells us: whether the
 * client reached it over https (X-Forwarded-Proto), for HSTS.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";

/** whether the hop `hop` (0: the socket's peer, then X-Forwarded-For from the right) is our proxy */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as config.ts reads it: none, a number of hops or the proxies' addresses and ranges.
 * Fastify's own hop count trusts no hop at all (it cannot tell a proxy from a client that wrote the
 * header itself), so hops are counted here: the socket's peer and the hops - 1 entries before it.
 */
export function proxyTrust(trust: false | number | string[]): ProxyTrust {
  if (trust === false) return () => false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The client reached us over https: a TLS socket of our own, or our proxy (the socket's peer) says
 * so in X-Forwarded-Proto; its last entry is the one that proxy wrote. What a client writes there
 * straight to us is not believed.
 */
export function reachedOverHttps(raw: IncomingMessage, trusted: ProxyTrust): boolean {
  const socket = raw.socket as TLSSocket | undefined;
  if (socket?.encrypted) return true;
  const forwarded = raw.headers["x-forwarded-proto"];
  if (!forwarded || !socket?.remoteAddress || !trusted(socket.remoteAddress, 0)) return false;
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded).split(",").at(-1);
  return last?.trim().toLowerCase() === "https";
}
