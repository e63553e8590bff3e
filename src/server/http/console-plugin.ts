/**
 * Serves the built console at / : its files, and index.html for every other path outside /api so
 * that the browser router can take over (/cms/articles, /signin, an unknown path's 404 page).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { codeText, failure, requestLang } from "./envelope.ts";

async function consolePlugin(app: FastifyInstance, { consoleDir }: { consoleDir: string }) {
  const served = existsSync(join(consoleDir, "index.html"));
  if (served) {
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, { root: consoleDir, wildcard: true, index: ["index.html"] });
  } else {
    app.log.warn({ consoleDir }, "no built console: run npm run build:console (npm start does it)");
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api/") && request.url !== "/api";
    if (served && isPage) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send(failure(codeText(9004, requestLang(request)), { general: [9004] }));
  });
}

export const consoleFiles = fp(consolePlugin, { name: "console-files" });
