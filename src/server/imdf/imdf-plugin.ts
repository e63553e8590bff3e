/**
 * POST /api/imdf/import (a zip in the multipart field `archive`; `?replace=true`) and
 * GET /api/imdf/export (the whole map as an IMDF zip), for admins. The role is checked before the
 * upload is read; the zip is read into memory under its limit, then unpacked by the guarded reader,
 * parsed, checked and mapped in a worker thread (archive-worker.ts): only the writing is done here.
 * An export is mapped and zipped in a worker thread too (export-worker.ts).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { statusOf } from "../http/api-error.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { codeText, failure, requestLang, success } from "../http/envelope.ts";
import { setBodyFingerprint } from "../http/idempotency.ts";
import { message } from "../http/messages.ts";
import { checkedQuery, flagParam, queryOf } from "../http/query-params.ts";
import { checkedRequest } from "../http/route-checks.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import { ImdfError } from "./imdf-error.ts";
import { exportZipOffThread } from "./imdf-export.ts";
import { importImdf, planArchiveOffThread } from "./imdf-import.ts";

export interface Options {
  db: Database;
  guard: Guard;
  workers: WorkerPool;
}

/** the largest zip accepted: PolyMap's is under 1 MB, a big campus a few tens */
export const maxArchiveBytes = 64 * 1024 * 1024;

interface ReceivedArchive {
  bytes: Uint8Array;
  replace: boolean;
}

const importQuery = { replace: flagParam() };

/** The zip of the form's `archive` field; ImdfError when there is none or it is too large. */
async function receiveArchive(request: FastifyRequest): Promise<ReceivedArchive> {
  if (!request.isMultipart()) throw new ImdfError(3100);
  let bytes: Uint8Array | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "archive" || bytes) {
        part.file.resume();
        continue;
      }
      bytes = new Uint8Array(await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ImdfError(3106, `${maxArchiveBytes / 2 ** 20} MB`);
    throw new ImdfError(3101);
  }
  if (!bytes?.length) throw new ImdfError(3100);
  return { bytes, replace: queryOf(request, importQuery).replace };
}

function refuse(reply: FastifyReply, request: FastifyRequest, error: ImdfError) {
  const lang = requestLang(request);
  const text = codeText(error.code, lang);
  const body = failure(error.detail ? `${text}: ${error.detail}` : text, { archive: [error.code] });
  return reply.status(statusOf(error.code)).send({ ...body, data: error.detail && { detail: error.detail } });
}

/** hex SHA-256, computed on libuv's threads rather than this one (64 MB take some 150 ms) */
async function sha256(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>)).toString("hex");
}

export async function imdfPlugin(app: FastifyInstance, { db, guard, workers }: Options) {
  await app.register(multipart, { limits: { fileSize: maxArchiveBytes, files: 1, fields: 2, parts: 3 } });
  const archives = new WeakMap<FastifyRequest, ReceivedArchive | ImdfError>();

  // Read before the handler, so that an Idempotency-Key is matched by the archive's bytes.
  const readForm = async (request: FastifyRequest) => {
    try {
      const received = await receiveArchive(request);
      archives.set(request, received);
      const digest = await sha256(received.bytes);
      setBodyFingerprint(request, JSON.stringify(["imdf", received.replace, digest]));
    } catch (error) {
      if (!(error instanceof ImdfError)) throw error;
      archives.set(request, error);
      // a refusal is kept under its key too: a retry of the same form gets the same answer
      setBodyFingerprint(request, JSON.stringify(["imdf", error.code, error.detail]));
    }
  };

  // The role before the archive is read; the query checked before the form is.
  const importRoute = {
    onRequest: guard.roles(rolesOf("POST", "/api/imdf/import")),
    ...checkedRequest({ querystring: checkedQuery(importQuery) }),
    preHandler: readForm,
  };
  app.post("/api/imdf/import", importRoute, async (request, reply) => {
    const received = archives.get(request);
    if (!received) throw new Error("the import form was not read");
    if (received instanceof ImdfError) return refuse(reply, request, received);
    const lang = requestLang(request);
    try {
      const plan = await planArchiveOffThread(workers, { zip: received.bytes });
      const report = await importImdf(db, plan, { replace: received.replace, by: request.account, lang });
      const { created, updated, unchanged, deleted } = report;
      const log = {
        created,
        updated,
        unchanged,
        deleted,
        skipped: report.skipped.length,
        by: request.account?.id,
      };
      request.log.info(log, "IMDF archive imported");
      return success(report, message("imdfImported", lang));
    } catch (error) {
      if (error instanceof ImdfError) return refuse(reply, request, error);
      throw error;
    }
  });

  app.get(
    "/api/imdf/export",
    { preHandler: guard.roles(rolesOf("GET", "/api/imdf/export")) },
    async (request, reply) => {
      try {
        const { zip, counts, leftOut } = await exportZipOffThread(workers, db);
        request.log.info(
          { counts, leftOut: leftOut.length, by: request.account?.id },
          "IMDF archive exported",
        );
        return reply
          .type("application/zip")
          .header("content-disposition", 'attachment; filename="imdf.zip"')
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      } catch (error) {
        if (error instanceof ImdfError) return refuse(reply, request, error);
        throw error;
      }
    },
  );
}
