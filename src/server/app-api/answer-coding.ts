/**
 * The compressed forms of the app's answers. The compression plugin (answer-compression.ts)
 * compresses a body again on every request (up to 8 KiB on the request thread, larger ones through a
 * zlib stream of their own); an app answer is kept in memory (answer-store.ts) and sent to many
 * phones, so each of its codings is made once, in zlib's thread pool, and kept with the answer for as
 * long as the answer is kept. The coding is chosen as the plugin chooses it: the same codings in the
 * same order, the same size threshold and the same qualities, so an answer is compressed alike
 * whichever way it was sent.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import { compressionThreshold } from "../http/answer-compression.ts";

export type Coding = "zstd" | "br" | "gzip" | "deflate";

/** an answer's compressed bytes by coding, each made once (a promise, so that concurrent requests share it) */
export type Codings = Map<Coding, Promise<Buffer>>;

const brotli = promisify(zlib.brotliCompress);
// quality 4, the plugin's: 11 took about a hundred times longer on the demo floor p0 (18 against 0.13 ms)
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const compressors: Record<Coding, (bytes: Uint8Array) => Promise<Buffer>> = {
  zstd: promisify(zlib.zstdCompress),
  br: (bytes) => brotli(bytes, brotliOptions),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

// The plugin's order: of those the client accepts at its highest weight, the first wins. (No cache
// of parsed headers: a client could fill it with headers of its own making.)
const supported: (Coding | "identity")[] = ["zstd", "br", "gzip", "deflate", "identity"];

/** The coding to send `body` of `type` in to a client sending `acceptEncoding`; undefined: as it is. */
export function codingFor(
  acceptEncoding: string | undefined,
  body: Uint8Array,
  type: string,
): Coding | undefined {
  // Vector tiles are left as they are, as the plugin leaves them (their type is not compressible).
  if (acceptEncoding === undefined || body.byteLength < compressionThreshold || !type.includes("json"))
    return undefined;
  // "*" and x-gzip taken as gzip, as the plugin takes them
  const coding = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, "gzip"), supported);
  return coding === null || coding === "identity" ? undefined : coding;
}

/** `body` in `coding`, made the first time it is asked for and kept in `codings`. */
export function encoded(codings: Codings, body: Uint8Array, coding: Coding): Promise<Buffer> {
  let bytes = codings.get(coding);
  if (!bytes) {
    bytes = compressors[coding](body);
    codings.set(coding, bytes);
    // A failed compression is not kept: the next request tries again.
    bytes.catch(() => codings.delete(coding));
  }
  return bytes;
}
