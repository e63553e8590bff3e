/** GET /api/openapi.json and the readable docs at /api/docs (Swagger UI on the same document). */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

async function docs(app: FastifyInstance, { document }: { document: Record<string, unknown> }) {
  const { "x-generated": _header, ...spec } = document;
  await app.register(swagger, { mode: "static", specification: { document: spec as never } });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => spec);
}

export const docsPlugin = fp(docs, { name: "docs" });
