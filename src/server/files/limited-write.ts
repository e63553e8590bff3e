/** Streams to a new file and gives up as soon as the bytes pass a limit, leaving no file behind. */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export class TooLarge extends Error {
  constructor(maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}

/**
 * Writes `source` to `path` (which must not exist) and returns the number of bytes and their sha-256
 * (hex). Past `maxBytes` it stops reading, destroys `source`, removes the partial file and rejects
 * with TooLarge.
 */
export async function writeLimited(
  source: Readable,
  path: string,
  maxBytes: number,
): Promise<{ size: number; sha256: string }> {
  let size = 0;
  const hash = createHash("sha256");
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(size > maxBytes ? new TooLarge(maxBytes) : null, chunk);
    },
  });
  const target = createWriteStream(path, { flags: "wx" });
  let created = false;
  target.once("open", () => {
    created = true;
  });
  try {
    await pipeline(source, counter, target);
    return { size, sha256: hash.digest("hex") };
  } catch (error) {
    // The file is opened asynchronously: wait until it is closed, or rm could run before it exists.
    if (!target.closed) await new Promise<void>((resolve) => target.once("close", () => resolve()));
    if (created) await rm(path, { force: true });
    throw error;
  }
}
