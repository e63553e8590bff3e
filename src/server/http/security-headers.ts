/**
 * Security headers on every answer. A page (the console's HTML) may run only our own scripts, talk
 * only to us and be framed by nobody; any other answer (JSON, the console's assets) is no page at
 * all. A route that sets its own policy keeps it: uploaded files are sandboxed, the docs page has
 * the one of docs-plugin.ts.
 */
import type { FastifyInstance } from "fastify";

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

export function registerSecurityHeaders(app: FastifyInstance, { mapTileUrl }: { mapTileUrl: string | null }) {
  const page = pagePolicy(mapTileUrl);
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(commonHeaders);
    if (!reply.hasHeader("content-security-policy")) {
      const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
      reply.header("content-security-policy", isPage ? page : noPagePolicy);
    }
    done(null, payload);
  });
}
