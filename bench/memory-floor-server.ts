/**
 * One process of bench/scale-out.ts's floor: answers any GET with the bytes and headers it was given
 * (FLOOR_DIR/body, headers.json, headers-304.json; 304 on the same tag), and /api/health with 200 for
 * HAProxy's checks. What three API processes are measured against, behind the same HAProxy.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";

const dir = process.env.FLOOR_DIR ?? ".";
const body = readFileSync(join(dir, "body"));
const headers = JSON.parse(readFileSync(join(dir, "headers.json"), "utf8")) as Record<string, string>;
const revalidated = JSON.parse(readFileSync(join(dir, "headers-304.json"), "utf8")) as Record<string, string>;
const tag = headers.etag;

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "success" }));
app.get("/*", async (request, reply) => {
  if (request.headers["if-none-match"] === tag) return reply.code(304).headers(revalidated).send();
  return reply.headers(headers).send(body);
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
