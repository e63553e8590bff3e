/**
 * Serves the built console at / : its files, and index.html for every other path outside /api so
 * that the browser router can take over (/cms/articles, /signin, an unknown path's 404 page).
 * Files are sent as the build compressed them (brotli or gzip beside each, vite.config.ts), as the
 * browser accepts. Files under assets/ carry a hash of their content in their name, so they are
 * cached for good; everything else (index.html above all) is revalidated on every use.
 */
import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { codeText, failure, requestLang } from "./envelope.ts";

const hashedAssets = `${sep}assets${sep}`;

/** the Cache-Control of a console file */
const cachingOf = (path: string) =>
  path.includes(hashedAssets) ? "public, max-age=31536000, immutable" : "no-cache";

async function consolePlugin(app: FastifyInstance, { consoleDir }: { consoleDir: string }) {
  const served = existsSync(join(consoleDir, "index.html"));
  if (served) {
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header("cache-control", cachingOf(path)),
    });
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
