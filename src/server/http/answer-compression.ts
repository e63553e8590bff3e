/**
 * Answers of 1 KiB and more are compressed as the client accepts (zstd, brotli, gzip), so a floor of
 * 10,000 map features crosses the network in a tenth of its JSON. The console's files are left to
 * console-plugin.ts: the build compressed them, and what it left uncompressed is too small to gain.
 */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** answers smaller than this many bytes are sent as they are: compressing them gains too little */
export const compressionThreshold = 1024;

export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  // Registered before the plugin's own onRoute hook, which reads the route's `compress`.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) route.compress = false;
  });
  await app.register(compress, {
    threshold: compressionThreshold,
    // Request bodies stay uncompressed: a gzip body would expand past the body limit's check.
    globalDecompression: false,
  });
}
