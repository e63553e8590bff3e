/**
 * Reads the multipart form of POST /api/upload: `kind`, then `file`, streamed to a temp file under
 * the kind's size limit and typed from its bytes.
 */
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import { ApiError } from "../http/api-error.ts";
import { TooLarge, writeLimited } from "./limited-write.ts";
import {
  type AcceptedType,
  acceptedType,
  isUploadKind,
  maxBytesOf,
  type UploadKind,
} from "./upload-kinds.ts";

export interface ReceivedUpload {
  kind: UploadKind;
  type: AcceptedType;
  size: number;
  tempPath: string;
  /**
   * What tells this form from another whatever the multipart boundary and part headers: the kind,
   * the file's name and the sha-256 of its bytes. An Idempotency-Key retry is matched by it.
   */
  fingerprint: string;
}

/** A system error (disk full, no permission) is the server's; any other failure to read the form is the body's. */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof TooLarge) return ApiError.code(2203, "file");
  if (error instanceof Error && "syscall" in error) return error;
  return ApiError.code(9001, "body");
}

async function receiveFile(kind: UploadKind, filename: string, file: Readable, tempPath: string) {
  const { size, sha256 } = await writeLimited(file, tempPath, maxBytesOf(kind));
  if (size === 0) throw ApiError.code(2201, "file");
  const type = acceptedType(kind, (await fileTypeFromFile(tempPath))?.mime, filename);
  if (!type) throw ApiError.code(2202, "file");
  return { kind, type, size, tempPath, fingerprint: JSON.stringify([kind, filename, sha256]) };
}

/** The whole form, read to its end; a refusal leaves no temp file behind. */
export async function receiveUpload(request: FastifyRequest, tempPath: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw ApiError.code(2201, "file");
  let kind: UploadKind | null = null;
  let received: ReceivedUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldname !== "kind" || kind !== null) throw ApiError.code(9002, part.fieldname);
        const value = String(part.value);
        if (!isUploadKind(value)) throw ApiError.code(2204, "kind");
        kind = value;
      } else {
        if (part.fieldname !== "file" || kind === null) {
          part.file.destroy();
          // The kind decides the limit, so it has to be known before the first byte of the file.
          throw part.fieldname === "file" ? ApiError.code(2204, "kind") : ApiError.code(9002, part.fieldname);
        }
        received = await receiveFile(kind, part.filename, part.file, tempPath);
      }
    }
  } catch (error) {
    await rm(tempPath, { force: true });
    throw asApiError(error);
  }
  if (!received) throw ApiError.fields(kind === null ? { file: [2201], kind: [2204] } : { file: [2201] });
  return received;
}
