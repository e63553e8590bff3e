/** GET /api/openapi.json and the readable docs at /api/docs (Swagger UI on the same document). */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Swagger UI's page loads only its own files (no inline script), but it draws its icons as data:
 * images and writes inline styles. The "try it out" calls go to this server.
 */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

async function docs(app: FastifyInstance, { document }: { document: Record<string, unknown> }) {
  const { "x-generated": _header, ...spec } = document;
  await app.register(swagger, { mode: "static", specification: { document: spec as never } });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: docsPolicy,
    // The public validator's badge would be an image from validator.swagger.io, outside the policy.
    uiConfig: { validatorUrl: null },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => spec);
}

export const docsPlugin = fp(docs, { name: "docs" });
