/** POST /api/upload (admin, moderator) and GET /api/files/{name} (public). */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import { setBodyFingerprint } from "../http/idempotency.ts";
import { checkedQuery, patternParam, type QueryValues, requiredParam } from "../http/query-params.ts";
import { drainRefusedBody } from "../http/refused-body.ts";
import { checkedRequest } from "../http/route-checks.ts";
import type { FileStore } from "./file-store.ts";
import { fileAnswer } from "./served-file-answer.ts";
import { servedFileHeaders } from "./served-file-headers.ts";
import { type ReceivedUpload, receiveUpload } from "./upload-form.ts";
import { largestUploadBytes } from "./upload-kinds.ts";
import { openUploadStore, storedNamePattern } from "./upload-store.ts";

export interface Options {
  db: Database;
  guard: Guard;
  /** where the bytes are kept (DATA_DIR/uploads or a bucket) */
  files: FileStore;
  /** DATA_DIR/uploads: received files wait in its .tmp folder until they are stored */
  uploadsDir: string;
}

// Names are random and a stored file never changes, so clients may keep it as long as they like.
const foreverCache = "public, max-age=31536000, immutable";

/**
 * What is read of a refused upload's rest: a file a few megabytes over its kind's limit is read to
 * its end; a client sending far more, or too slowly, has its connection closed after the answer.
 */
export const refusedUploadDrain = { maxBytes: 16 * 1024 * 1024, maxMs: 10_000 };

export async function uploadPlugin(app: FastifyInstance, { db, guard, files, uploadsDir }: Options) {
  const store = await openUploadStore(db, files, join(uploadsDir, ".tmp"));
  await app.register(multipart, {
    // One byte above the largest kind, so each kind's own limit is the one that trips.
    limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  // The form is read before the handler, so that its fingerprint is known when an Idempotency-Key
  // is claimed (http/idempotency.ts, after the route's preHandlers): a replayed retry keeps nothing.
  const forms = new WeakMap<FastifyRequest, ReceivedUpload>();
  const readForm = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const received = await receiveUpload(request, store.tempPath());
      forms.set(request, received);
      setBodyFingerprint(request, received.fingerprint);
    } catch (error) {
      // A refusal can come before the body has all arrived (a file over its limit): the rest is read
      // and dropped, within bounds, so that a client still sending reads the answer.
      drainRefusedBody(request.raw, reply.raw, refusedUploadDrain);
      throw error;
    }
  };

  app.post(
    "/api/upload",
    {
      preHandler: [guard.roles(rolesOf("POST", "/api/upload")), readForm],
      // A kept file has been moved away; a form answered otherwise (replayed, refused) leaves its temp file.
      onSend: async (request, _reply, payload) => {
        const received = forms.get(request);
        if (received) await rm(received.tempPath, { force: true });
        return payload;
      },
    },
    async (request) => {
      const received = forms.get(request);
      if (!received) throw new Error("the upload form was not read");
      const { kind, type, size } = received;
      const stored = await store.keep(received.tempPath, { kind, mime: type.mime, size }, type.ext);
      request.log.info({ name: stored.name, kind, size }, "file uploaded");
      return success({ path: `/api/files/${stored.name}`, kind, mime: stored.mime, size });
    },
  );

  const fileParams = { name: requiredParam(patternParam(storedNamePattern, undefined, 2205), 2205) };
  app.get(
    "/api/files/:name",
    // Stored files are mostly compressed formats already, and a byte range is of the stored bytes.
    { ...checkedRequest({ params: checkedQuery(fileParams) }), compress: false },
    async (request, reply) => {
      const { name } = request.params as QueryValues<typeof fileParams>;
      const found = await store.find(name);
      if (!found) throw ApiError.code(2205, "name");
      const file = { size: found.size, etag: `"${name}"`, lastModified: found.storedAt };
      const answer = fileAnswer(request.headers, file);
      if (answer.status === 416) {
        reply.header("content-range", `bytes */${file.size}`);
        throw ApiError.code(3320, "range");
      }
      reply
        .header("etag", file.etag)
        .header("last-modified", file.lastModified.toUTCString())
        .header("cache-control", foreverCache);
      if (answer.status === 304) return reply.code(304).send();
      const range = answer.status === 206 ? answer.range : undefined;
      const opened = await files.read(name, range);
      if (!opened) throw ApiError.code(2205, "name");
      reply.headers(servedFileHeaders(found.mime)).header("accept-ranges", "bytes");
      if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      return reply.header("content-length", opened.size).send(opened.stream);
    },
  );
}
