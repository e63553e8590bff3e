/**
 * The security headers: the console's page under a strict policy (with the map's tile server),
 * API answers as no page at all, the docs page under its own policy, uploaded files sandboxed and
 * typed from their bytes. Headers do not depend on the database: PGlite only.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedFileHeaders } from "../../src/server/files/served-file-headers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { type Format, multipartBody, uploadFile } from "./fixtures/upload-files.ts";

const consoleDir = mkdtempSync(join(tmpdir(), "campus-console-"));
writeFileSync(
  join(consoleDir, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head></html>',
);

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
