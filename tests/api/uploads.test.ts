import { once } from "node:events";
import { readdir, rm } from "node:fs/promises";
import { type AddressInfo, connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadKinds } from "../../generated/catalogues.ts";
import type { RoleName } from "../../src/shared/area-spec.ts";
import { startS3, type TestS3 } from "../support/s3-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "../support/test-server.ts";
import { type Format, type FormPart, multipartBody, uploadFile } from "./fixtures/upload-files.ts";

type Kind = keyof typeof uploadKinds;

// One format per kind is driven to the byte limit; the others are checked at a small size.
const atLimit: [Kind, Format, string, string][] = [
  ["photo", "jpeg", "photo.jpg", "image/jpeg"],
  ["icon", "png", "icon.png", "image/png"],
  ["video", "mp4", "clip.mp4", "video/mp4"],
  ["audio", "wav", "sound.wav", "audio/wav"],
];

const everyFormat: [Kind, Format, string, string, string][] = [
  ["photo", "jpeg", "photo.jpeg", "image/jpeg", "jpg"],
  ["photo", "png", "photo.PNG", "image/png", "png"],
  ["photo", "gif", "photo.gif", "image/gif", "gif"],
  ["icon", "png", "icon.png", "image/png", "png"],
  ["video", "mp4", "clip.mp4", "video/mp4", "mp4"],
  ["video", "webm", "clip.webm", "video/webm", "webm"],
  ["audio", "wav", "sound.wav", "audio/wav", "wav"],
  ["audio", "mp3", "sound.mp3", "audio/mpeg", "mp3"],
];

const wrongFormat: [string, Kind, Format, string][] = [
  ["PNG bytes named .jpg", "photo", "png", "photo.jpg"],
  ["text named .png", "photo", "text", "photo.png"],
  ["a JPEG as an icon", "icon", "jpeg", "icon.jpg"],
  ["a JPEG named .png as an icon", "icon", "jpeg", "icon.png"],
  ["a GIF as an icon", "icon", "gif", "icon.gif"],
  ["an MP3 as a video", "video", "mp3", "clip.mp3"],
  ["WebM bytes named .mp4", "video", "webm", "clip.mp4"],
  ["a WAV named .mp3", "audio", "wav", "sound.mp3"],
  ["a PNG as audio", "audio", "png", "sound.png"],
];

// The bytes on local disk (DATA_DIR/uploads) or in a bucket (S3_*): the same behaviour either way.
const stores = ["disk", "s3"] as const;
const combinations = databaseKinds.flatMap((database) => stores.map((store) => [database, store] as const));

/** one S3 server for the file, started once a bucket is first needed */
let s3: Promise<TestS3> | null = null;
afterAll(async () => {
  await (await s3)?.close();
});

describe.each(combinations)("uploads on %s, files on %s", (databaseKind, storeKind) => {
  let server: TestServer;
  beforeAll(async () => {
    s3 ??= storeKind === "s3" ? startS3() : null;
    const env = storeKind === "s3" ? (await (s3 as Promise<TestS3>)).env : {};
    server = await startTestServer(databaseKind, { env });
  });
  afterAll(async () => {
    await server?.close();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  const uploadsDir = () => join(server.dataDir, "uploads");
  const stored = async () => {
    const names: string[] = [];
    for await (const name of server.files.names()) names.push(name);
    return names.sort();
  };
  const temporary = () => readdir(join(uploadsDir(), ".tmp"));

  function post(role: RoleName | null, parts: FormPart[]) {
    const { payload, headers } = multipartBody(parts);
    return server.request(role, { method: "POST", url: "/api/upload", payload, headers });
  }
  const upload = (kind: string, file: Buffer, filename: string, role: RoleName = "admin") =>
    post(role, [
      { name: "kind", value: kind },
      { name: "file", value: file, filename },
    ]);

  describe.each(atLimit)("%s (%s)", (kind, format, filename, mime) => {
    const maxBytes = uploadKinds[kind].maxBytes;

    it("accepts a file of exactly the limit", async () => {
      const response = await upload(kind, uploadFile(format, maxBytes), filename);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ kind, mime, size: maxBytes });
      expect(data.path).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.[a-z0-9]+$/);
      const name = data.path.split("/").pop();
      const rows = await server.db.query("SELECT kind, mime, size FROM upload WHERE name = $1", [name]);
      expect(rows.map((row) => ({ ...row, size: Number(row.size) }))).toEqual([
        { kind, mime, size: maxBytes },
      ]);
    });

    it("refuses one byte more with 413/2203 and keeps nothing of it", async () => {
      const before = await stored();
      const response = await upload(kind, uploadFile(format, maxBytes + 1), filename);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: "error", errors: { file: [2203] } });
      expect(await stored()).toEqual(before);
      expect(await temporary()).toEqual([]);
    });
  });

  /** the server listening on a loopback port (once), for tests over real connections */
  let port: number | null = null;
  async function listening(): Promise<number> {
    if (port === null) {
      await server.app.listen({ host: "127.0.0.1", port: 0 });
      port = (server.app.server.address() as AddressInfo).port;
    }
    return port;
  }

  it("answers 413 to a fetch still sending an over-limit photo, each of 10 times (5 in turn, 5 at once)", async () => {
    const url = `http://127.0.0.1:${await listening()}/api/upload`;
    const authorization = `Bearer ${await server.token("admin")}`;
    const photo = new Uint8Array(uploadFile("jpeg", 3 * 1024 * 1024));
    const send = async () => {
      const form = new FormData();
      form.append("kind", "photo");
      form.append("file", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
      try {
        const response = await fetch(url, { method: "POST", body: form, headers: { authorization } });
        return [response.status, (await response.json()).errors];
      } catch (error) {
        return [String(error), String((error as Error).cause)];
      }
    };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send());
    answers.push(...(await Promise.all(Array.from({ length: 5 }, send))));
    expect(answers).toEqual(answers.map(() => [413, { file: [2203] }]));
    expect(await temporary()).toEqual([]);
  });

  /** a connection to the listening server, collecting what it answers; `closed` once it is closed */
  async function rawConnection() {
    const socket = connect(await listening(), "127.0.0.1");
    await once(socket, "connect");
    let answers = "";
    socket.on("data", (chunk) => {
      answers += chunk;
    });
    // Writes the server no longer takes fail once it has closed (a reset): `closed` reports it.
    socket.on("error", () => undefined);
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    /** the answers once they match `pattern`, or all there were once the connection is closed */
    const answered = (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const check = () => pattern.test(answers) && resolve(answers);
        check();
        socket.on("data", check);
        closed.then(() => resolve(answers));
      });
    return { socket, closed, answered, answers: () => answers };
  }
  const uploadHead = async (form: { headers: Record<string, string> }, length: number) =>
    `POST /api/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${await server.token("admin")}\r\n` +
    `Content-Type: ${form.headers["content-type"]}\r\nContent-Length: ${length}\r\n\r\n`;

  it("reads a refused upload to its end: the answer is not reset, and the connection serves the next request", async () => {
    const form = multipartBody([
      { name: "kind", value: "photo" },
      { name: "file", value: uploadFile("jpeg", 3 * 1024 * 1024), filename: "photo.jpg" },
    ]);
    const connection = await rawConnection();
    // All of it at once with a second request behind it, read only once both are answered: a server
    // closing after its 413 would reset the connection under the unread rest.
    connection.socket.write(await uploadHead(form, form.payload.length));
    connection.socket.write(form.payload);
    connection.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const answers = await connection.answered(/HTTP\/1\.1 200 [\s\S]*"database"/);
    expect(answers).toMatch(/^HTTP\/1\.1 413 /);
    expect(answers).toContain('"errors":{"file":[2203]}');
    expect(answers).toMatch(/HTTP\/1\.1 200 [\s\S]*"database"/);
    connection.socket.destroy();
    expect(await temporary()).toEqual([]);
  });

  it("closes the connection after the answer when a refused upload goes on past the bound", async () => {
    const form = multipartBody([
      { name: "kind", value: "photo" },
      { name: "file", value: uploadFile("jpeg", 50 * 1024 * 1024), filename: "photo.jpg" },
    ]);
    const connection = await rawConnection();
    connection.socket.write(await uploadHead(form, form.payload.length));
    connection.socket.write(form.payload.subarray(0, 3 * 1024 * 1024));
    // Answered while the client is still sending.
    expect(await connection.answered(/"errors":\{"file":\[2203\]\}/)).toMatch(/^HTTP\/1\.1 413 /);
    // The rest goes on beyond what the server reads of it (16 MB): it closes the connection.
    connection.socket.write(form.payload.subarray(3 * 1024 * 1024));
    await connection.closed;
    expect(connection.answers().match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(await temporary()).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${await listening()}/api/health`);
    expect(health.status).toBe(200);
  });

  it.each(everyFormat)("stores %s %s as %s", async (kind, format, filename, mime, ext) => {
    const response = await upload(kind, uploadFile(format, 1000), filename);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind, mime, size: 1000 });
    expect(response.json().data.path).toMatch(new RegExp(`\\.${ext}$`));
  });

  it.each(wrongFormat)("refuses %s with 415/2202", async (_name, kind, format, filename) => {
    const before = await stored();
    const response = await upload(kind, uploadFile(format, 1000), filename);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: "error", errors: { file: [2202] } });
    expect(await stored()).toEqual(before);
    expect(await temporary()).toEqual([]);
  });

  it("decides the type from the bytes, not the declared Content-Type, and needs no extension", async () => {
    const response = await post("admin", [
      { name: "kind", value: "photo" },
      { name: "file", value: uploadFile("png", 500), filename: "snapshot", contentType: "image/jpeg" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ mime: "image/png" });
    expect(response.json().data.path).toMatch(/\.png$/);
  });

  it("refuses an unknown kind with 2204", async () => {
    const response = await upload("document", uploadFile("png", 500), "doc.png");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ kind: [2204] });
  });

  it("refuses a file sent before its kind with 2204", async () => {
    const response = await post("admin", [
      { name: "file", value: uploadFile("png", 500), filename: "photo.png" },
      { name: "kind", value: "photo" },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ kind: [2204] });
    expect(await temporary()).toEqual([]);
  });

  it("refuses a form without a file with 2201", async () => {
    const response = await post("admin", [{ name: "kind", value: "photo" }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [2201] });
  });

  it("refuses an empty file with 2201", async () => {
    const response = await upload("photo", Buffer.alloc(0), "photo.png");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [2201] });
    expect(await temporary()).toEqual([]);
  });

  it("refuses a body that is not a form with 2201", async () => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/upload",
      payload: { kind: "photo" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [2201] });
  });

  it("refuses fields other than kind and file with 9002", async () => {
    const response = await post("admin", [
      { name: "kind", value: "photo" },
      { name: "caption", value: "hello" },
      { name: "file", value: uploadFile("png", 500), filename: "photo.png" },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ caption: [9002] });
  });

  it("answers a malformed form with 400/9001", async () => {
    const response = await server.request("admin", {
      method: "POST",
      url: "/api/upload",
      payload: '--nothing\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto',
      headers: { "content-type": "multipart/form-data; boundary=nothing" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: [9001] });
  });

  it("asks for a token (401) and one of the roles admin, moderator (403)", async () => {
    const anonymous = await post(null, [
      { name: "kind", value: "photo" },
      { name: "file", value: uploadFile("png", 500), filename: "photo.png" },
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Unauthenticated.");
    const adUser = await upload("photo", uploadFile("png", 500), "photo.png", "ad_user");
    expect(adUser.statusCode).toBe(403);
    const moderator = await upload("photo", uploadFile("png", 500), "photo.png", "moderator");
    expect(moderator.statusCode).toBe(200);
  });

  it("serves a stored file back to anyone with its type, nosniff and identical bytes", async () => {
    const bytes = uploadFile("gif", 4321);
    const path = (await upload("photo", bytes, "anim.gif")).json().data.path;
    const response = await server.request(null, { method: "GET", url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-length"]).toBe("4321");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  describe("caching and byte ranges", () => {
    const bytes = uploadFile("webm", 5000);
    let path: string;
    beforeAll(async () => {
      path = (await upload("video", bytes, "clip.webm")).json().data.path;
    });
    const get = (headers: Record<string, string> = {}) =>
      server.request(null, { method: "GET", url: path, headers });

    it("gives the file a strong ETag, a Last-Modified and Accept-Ranges", async () => {
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(`"${path.split("/").pop()}"`);
      expect(Date.parse(String(response.headers["last-modified"]))).not.toBeNaN();
      expect(response.headers["accept-ranges"]).toBe("bytes");
    });

    it("answers 304 without a body to If-None-Match of its ETag and to an If-Modified-Since not before it", async () => {
      const { etag, "last-modified": lastModified } = (await get()).headers;
      const conditions: Record<string, string>[] = [
        { "if-none-match": String(etag) },
        { "if-none-match": `"other", W/${etag}` },
        { "if-modified-since": String(lastModified) },
      ];
      for (const headers of conditions) {
        const response = await get(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(304);
        expect(response.rawPayload.length).toBe(0);
        expect(response.headers.etag).toBe(etag);
        expect(response.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
      }
      const changed = await get({ "if-none-match": '"another-file.webm"' });
      expect(changed.statusCode).toBe(200);
      const earlier = new Date(Date.parse(String(lastModified)) - 60_000).toUTCString();
      expect((await get({ "if-modified-since": earlier })).statusCode).toBe(200);
    });

    it.each([
      ["bytes=0-99", 0, 99],
      ["bytes=4000-", 4000, 4999],
      ["bytes=-100", 4900, 4999],
      ["bytes=4990-6000", 4990, 4999],
    ])("answers Range %s with 206 and those bytes", async (range, start, end) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/5000`);
      expect(response.headers["content-length"]).toBe(String(end - start + 1));
      expect(response.headers["content-type"]).toBe("video/webm");
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it("answers a range outside the file with 416/3320 and the file's size", async () => {
      const response = await get({ range: "bytes=5000-5100" });
      expect(response.statusCode).toBe(416);
      expect(response.headers["content-range"]).toBe("bytes */5000");
      expect(response.json()).toMatchObject({ status: "error", errors: { range: [3320] } });
    });

    it("sends the whole file for a Range whose If-Range names another copy, and for several ranges", async () => {
      const wholeFile: Record<string, string>[] = [
        { range: "bytes=0-99", "if-range": '"another-file.webm"' },
        { range: "bytes=0-9,100-109" },
      ];
      for (const headers of wholeFile) {
        const response = await get(headers);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(bytes)).toBe(true);
      }
      const matching = await get({ range: "bytes=0-9", "if-range": `"${path.split("/").pop()}"` });
      expect(matching.statusCode).toBe(206);
    });
  });

  it.each([
    ["an unknown name", "/api/files/nothing-here.png"],
    ["a name outside the pattern", "/api/files/photo.PNG"],
    ["a name without extension", "/api/files/abcdef"],
    ["an escaped path", "/api/files/..%2Fpg%2FPG_VERSION"],
  ])("answers %s with 404/2205", async (_name, url) => {
    const response = await server.request(null, { method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", errors: { name: [2205] } });
  });

  it("answers 404/2205 when the recorded file is gone from its store", async () => {
    const path = (await upload("icon", uploadFile("png", 300), "icon.png")).json().data.path;
    await server.files.remove(path.split("/").pop());
    const response = await server.request(null, { method: "GET", url: path });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual({ name: [2205] });
  });
});
