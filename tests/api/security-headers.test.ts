/**
 * The security headers: the console's page under a strict policy (with the map's tile server),
 * API answers as no page at all, the docs page under its own policy, uploaded files sandboxed and
 * typed from their bytes, HSTS when the console is reached over https, and the router's refusals
 * with the same headers. Most headers do not depend on the database: PGlite only, but for the
 * answers that depend on the configuration (HSTS), on both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedFileHeaders } from "../../src/server/files/served-file-headers.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { type Format, multipartBody, uploadFile } from "./fixtures/upload-files.ts";

const consoleDir = mkdtempSync(join(tmpdir(), "campus-console-"));
writeFileSync(
  join(consoleDir, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head></html>',
);
mkdirSync(join(consoleDir, "assets"));
writeFileSync(join(consoleDir, "assets", "index-abc123.js"), "export {};");

/** "a b; c d" -> { a: "b", c: "d" } */
function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

const everyAnswer = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      env: { CONSOLE_DIR: consoleDir, MAP_TILE_URL: "https://tiles.example.org/base/{z}/{x}/{y}.png" },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each(["/", "/cms/articles"])("put the console's page %s under a strict policy", async (url) => {
    const response = await server.request(null, { method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers).toMatchObject(everyAnswer);
    expect(directives(response.headers["content-security-policy"] as string)).toEqual({
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' https://tiles.example.org",
      "connect-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'none'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
  });

  it.each([
    ["an answer", "/api/health", 200],
    ["a refusal", "/api/article", 401],
    ["an unknown address", "/api/nothing-here", 404],
  ])("make %s of the API no page", async (_name, url, status) => {
    const response = await server.request(null, { method: "GET", url });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers).toMatchObject({
      ...everyAnswer,
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it("leave the console's files their caching, a bearer token or not", async () => {
    for (const role of [null, "admin"] as const) {
      const page = await server.request(role, { method: "GET", url: "/" });
      expect(page.headers["cache-control"]).toBe("no-cache");
      const asset = await server.request(role, { method: "GET", url: "/assets/index-abc123.js" });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("give the docs page a policy of its own that its scripts, all files, run under", async () => {
    const page = await server.request(null, { method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(everyAnswer);
    const policy = directives(page.headers["content-security-policy"] as string);
    expect(policy).toMatchObject({
      "script-src": "'self'",
      "default-src": "'self'",
      "object-src": "'none'",
      "frame-ancestors": "'none'",
    });
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", content = ""] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(content.trim()).toBe("");
    }
    const sources = scripts.map(([, attributes = ""]) => /\bsrc="\.?([^"]+)"/.exec(attributes)?.[1] ?? "");
    for (const source of sources) {
      const url = source.startsWith("/api/") ? source : `/api/docs${source}`;
      const script = await server.request(null, { method: "GET", url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers["content-type"]).toMatch(/javascript/);
    }
  });

  it.each<[string, Format, string, string]>([
    ["photo", "png", "photo.png", "image/png"],
    ["icon", "png", "icon.png", "image/png"],
    ["video", "webm", "clip.webm", "video/webm"],
    ["audio", "mp3", "sound.mp3", "audio/mpeg"],
  ])(
    "serve an uploaded %s inline, typed from its bytes and sandboxed",
    async (kind, format, filename, mime) => {
      // The client claims a page: the file is served as what its bytes are.
      const { payload, headers } = multipartBody([
        { name: "kind", value: kind },
        { name: "file", value: uploadFile(format, 2048), filename, contentType: "text/html" },
      ]);
      const uploaded = await server.request("admin", {
        method: "POST",
        url: "/api/upload",
        payload,
        headers,
      });
      expect(uploaded.statusCode).toBe(200);
      const file = await server.request(null, { method: "GET", url: uploaded.json().data.path });
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        "content-type": mime,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      });
      expect(file.headers["content-disposition"]).toBeUndefined();
    },
  );

  it.each([
    ["image/gif", undefined],
    ["video/mp4", undefined],
    ["audio/wav", undefined],
    // Every kind of the catalogue is media today; a kind of another type would be downloaded.
    ["application/pdf", "attachment"],
    ["text/html", "attachment"],
  ])("serve a file of type %s with Content-Disposition %s", (mime, disposition) => {
    expect(servedFileHeaders(mime)["content-disposition"]).toBe(disposition);
  });
});

const hsts = "max-age=31536000; includeSubDomains";
const noPage = { ...everyAnswer, "content-security-policy": "default-src 'none'; frame-ancestors 'none'" };

describe.each(databaseKinds)("HSTS and the router's refusals on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { PUBLIC_URL: "http://cms.umed.example", TRUST_PROXY: "10.0.0.0/8" },
    });
  });
  afterAll(() => server?.close());

  const get = (url: string, remoteAddress: string, proto?: string) =>
    server.app.inject({ url, remoteAddress, headers: proto ? { "x-forwarded-proto": proto } : {} });

  it.each([
    ["an answer", "/api/health", 200],
    ["a refusal", "/api/article", 401],
    ["an undecodable path", "/api/%", 400],
  ])("go with %s when our proxy says the client came over https", async (_name, url, status) => {
    const response = await get(url, "10.1.2.3", "https");
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({ ...noPage, "strict-transport-security": hsts });
  });

  it.each([
    ["plain http", "10.1.2.3", "http"],
    ["no X-Forwarded-Proto", "10.1.2.3", undefined],
    ["https written by a client outside the proxies", "203.0.113.7", "https"],
  ])("are not sent over %s", async (_name, remoteAddress, proto) => {
    for (const url of ["/api/health", "/api/%"])
      expect(
        (await get(url, remoteAddress, proto)).headers["strict-transport-security"],
        url,
      ).toBeUndefined();
  });

  it.each([["/api/%"], ["/api/article/%E0%A4%A"], ["/%"]])(
    "answer the undecodable path %s with 9009 in the envelope and every answer's headers",
    async (url) => {
      const response = await server.app.inject({ url, headers: { "accept-language": "en" } });
      expect(response.statusCode).toBe(400);
      expect(response.headers).toMatchObject(noPage);
      expect(response.json()).toEqual({
        status: "error",
        data: null,
        message: "Malformed request address",
        errors: { url: [9009] },
      });
    },
  );
});

describe("HSTS with an https PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { env: { PUBLIC_URL: "https://cms.umed.example" } });
  });
  afterAll(() => server?.close());

  it.each(["/api/health", "/api/nothing-here", "/api/%"])("goes with %s", async (url) => {
    const response = await server.app.inject({ url });
    expect(response.headers).toMatchObject({ ...noPage, "strict-transport-security": hsts });
  });

  it("goes with the answer to a request the HTTP parser refuses", async () => {
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.end(Buffer.from("GET /api/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")),
      );
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(new RegExp(`^strict-transport-security: ${hsts}$`, "im"));
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im);
  });
});
