/**
 * The console's files: sent as the build compressed them when the browser accepts it, hashed assets
 * cached for good, the page revalidated. Files do not depend on the database: PGlite only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const consoleDir = mkdtempSync(join(tmpdir(), "campus-console-"));
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head>${" ".repeat(2048)}</html>`;
const script = `export const greeting = "${"dzień dobry ".repeat(400)}";`;

/** a file and the compressed copies the build puts beside it */
function writeBuilt(path: string, content: string) {
  writeFileSync(join(consoleDir, path), content);
  writeFileSync(join(consoleDir, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(consoleDir, `${path}.gz`), gzipSync(content));
}

describe("console files", () => {
  let server: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    mkdirSync(join(consoleDir, "assets"));
    writeBuilt("index.html", page);
    writeBuilt("assets/index-Ab12Cd.js", script);
    writeFileSync(join(consoleDir, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    server = await startTestServer("pglite", { env: { CONSOLE_DIR: consoleDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each([
    ["br, gzip", "br", (body: Buffer) => brotliDecompressSync(body)],
    ["gzip, deflate", "gzip", (body: Buffer) => gunzipSync(body)],
    ["identity", undefined, (body: Buffer) => body],
  ])(
    "sends a hashed asset to a browser accepting %s as %s, cached for a year",
    async (accepts, encoding, decode) => {
      const response = await get("/assets/index-Ab12Cd.js", { "accept-encoding": accepts });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(script);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    },
  );

  it.each(["/", "/index.html", "/cms/articles"])(
    "sends the page at %s compressed, to be revalidated on every use",
    async (url) => {
      const response = await get(url, { "accept-encoding": "gzip, deflate, br" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    },
  );

  it("answers a revalidation of an unchanged page with 304 and no body", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("sends a file without a hashed name or compressed copy as it is, revalidated", async () => {
    const response = await get("/logo.svg", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<svg");
  });
});
