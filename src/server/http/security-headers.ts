/**
 * Security headers on every answer. A page (the console's HTML) may run only our own scripts, talk
 * only to us and be framed by nobody; any other answer (JSON, the console's assets) is no page at
 * all. A route that sets its own policy keeps it: uploaded files are sandboxed, the docs page has
 * the one of docs-plugin.ts. Reached over https, every answer tells the browser to use nothing else
 * (HSTS). The router's own refusals (error-handler.ts) get the same headers through `applyTo`, as
 * Fastify runs no hooks for them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ProxyTrust, reachedOverHttps } from "./proxy-trust.ts";

export const commonHeaders = {
  // Browsers take the declared type as it is, so no upload or answer is ever guessed into a script.
  "x-content-type-options": "nosniff",
  // Only the origin leaves the console, never a path; tile servers (OpenStreetMap's among them)
  // refuse requests that carry no referrer at all, which rules out no-referrer.
  "referrer-policy": "strict-origin-when-cross-origin",
  // frame-ancestors for browsers that predate it.
  "x-frame-options": "DENY",
};

/** Anything that is not a page: if a browser opens it, it loads nothing and cannot be framed. */
export const noPagePolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * A year, the console's subdomains included, as usual for HSTS; not preloaded (that commits the whole
 * domain and is the operator's decision). Browsers ignore it over plain http.
 */
export const strictTransport = "max-age=31536000; includeSubDomains";

/**
 * The console's policy. Vite emits no inline script and the forms' validators are compiled at
 * build time (scripts/vite-form-validators.ts), so scripts need neither 'unsafe-inline' nor
 * 'unsafe-eval'. PrimeReact writes inline styles and <style> elements: 'unsafe-inline' is granted
 * to styles only, where it cannot run code. The map editor's base map is the one outside origin.
 */
export function pagePolicy(mapTileUrl: string | null): string {
  const tiles = mapTileUrl ? ` ${new URL(mapTileUrl).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self'${tiles}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface SecurityHeaderOptions {
  mapTileUrl: string | null;
  /** PUBLIC_URL: https there means the console is always reached over https */
  publicUrl: string;
  /** TRUST_PROXY, whose proxies' X-Forwarded-Proto says how the client reached them */
  proxyTrust: ProxyTrust;
}

export interface SecurityHeaders {
  /** sets the headers of the answer `reply` is about to send */
  applyTo(request: FastifyRequest, reply: FastifyReply): void;
  /** the headers of an answer written straight to the socket, for a request Node could not parse */
  ofUnparsedRequest: Record<string, string>;
}

export function securityHeaders({
  mapTileUrl,
  publicUrl,
  proxyTrust,
}: SecurityHeaderOptions): SecurityHeaders {
  const page = pagePolicy(mapTileUrl);
  const alwaysHttps = new URL(publicUrl).protocol === "https:";
  return {
    ofUnparsedRequest: {
      ...commonHeaders,
      "content-security-policy": noPagePolicy,
      ...(alwaysHttps && { "strict-transport-security": strictTransport }),
    },
    applyTo(request, reply) {
      reply.headers(commonHeaders);
      if (alwaysHttps || reachedOverHttps(request.raw, proxyTrust))
        reply.header("strict-transport-security", strictTransport);
      if (!reply.hasHeader("content-security-policy")) {
        const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
        reply.header("content-security-policy", isPage ? page : noPagePolicy);
      }
    },
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook("onSend", (request, reply, payload, done) => {
    headers.applyTo(request, reply);
    done(null, payload);
  });
}
