/** Uploaded files in an S3-compatible bucket, one object per stored name, through @aws-sdk/client-s3. */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { SettingError } from "../settings/setting-error.ts";
import { type FileStore, storedNamePattern } from "./file-store.ts";
import type { S3Config } from "./s3-config.ts";

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not read the chunked,
    // trailer-checksummed bodies the SDK sends by default, and would store those bytes instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A server that does not answer fails the start (and a request) within seconds, not minutes.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
}

/**
 * Whether the bucket is there and ours, before the server takes its first upload. A wrong setting is
 * said by naming its variable.
 */
export async function checkBucket(client: S3Client, config: S3Config): Promise<void> {
  const at = config.endpoint ?? `Amazon S3 (${config.region})`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404 || (error as Error).name === "NoSuchBucket")
      throw new SettingError(`S3_BUCKET: there is no bucket '${config.bucket}' at ${at}; create it first`);
    if (status === 403 || status === 401)
      throw new SettingError(
        `S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: access to bucket '${config.bucket}' at ${at} was refused (${status})`,
      );
    if (status === 301 || status === 400)
      throw new SettingError(
        `S3_REGION, S3_FORCE_PATH_STYLE: bucket '${config.bucket}' at ${at} answered ${status}; check the region and the path style`,
      );
    const reason = (error as { code?: string }).code ?? (error as Error).message;
    throw new SettingError(`S3_ENDPOINT: cannot reach ${at} for bucket '${config.bucket}' (${reason})`);
  }
}

export function s3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    where: `s3://${bucket}`,

    async put(name, body, mime) {
      const bytes = Buffer.isBuffer(body)
        ? { Body: body, ContentLength: body.length }
        : "path" in body
          ? { Body: createReadStream(body.path), ContentLength: (await stat(body.path)).size }
          : { Body: body.stream, ContentLength: body.size };
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, ContentType: mime, ...bytes }));
    },

    async read(name, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: name,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        return { stream: answer.Body as Readable, size: Number(answer.ContentLength) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return Number(head.ContentLength);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async *names() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && storedNamePattern.test(object.Key)) yield object.Key;
        }
      }
    },

    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },

    close: () => client.destroy(),
  };
}
