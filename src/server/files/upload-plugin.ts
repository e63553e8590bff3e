/** POST /api/upload (admin, moderator) and GET /api/files/{name} (public). */
import { createReadStream } from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { success } from "../http/envelope.ts";
import { receiveUpload } from "./upload-form.ts";
import { largestUploadBytes } from "./upload-kinds.ts";
import { openUploadStore } from "./upload-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
  config: Config;
}

// Names are random and a stored file never changes, so clients may keep it as long as they like.
const foreverCache = "public, max-age=31536000, immutable";

export async function uploadPlugin(app: FastifyInstance, { db, guard, config }: Options) {
  const store = await openUploadStore(db, config.dataDir);
  await app.register(multipart, {
    // One byte above the largest kind, so each kind's own limit is the one that trips.
    limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post("/api/upload", { preHandler: guard.roles(["admin", "moderator"]) }, async (request, reply) => {
    try {
      const received = await receiveUpload(request, store.tempPath());
      const { kind, type, size } = received;
      const stored = await store.keep(received.tempPath, { kind, mime: type.mime, size }, type.ext);
      request.log.info({ name: stored.name, kind, size }, "file uploaded");
      return success({ path: `/api/files/${stored.name}`, kind, mime: stored.mime, size });
    } catch (error) {
      // A refusal can come before the body has all arrived; the rest is not read, so the connection
      // closes after the answer instead of waiting on a half-read body.
      if (!request.raw.readableEnded) reply.header("connection", "close");
      throw error;
    }
  });

  app.get<{ Params: { name: string } }>("/api/files/:name", async (request, reply) => {
    const found = await store.find(request.params.name);
    if (!found) throw ApiError.code(2205, "name");
    return reply
      .header("content-type", found.mime)
      .header("content-length", found.size)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", foreverCache)
      .send(createReadStream(found.path));
  });
}
