/**
 * drainRefusedBody on a real HTTP server: a request answered before its body arrived has the rest
 * read, within a byte and a time bound, and the connection closed only after the answer past either.
 */
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainRefusedBody } from "../../../src/server/http/refused-body.ts";

describe("drainRefusedBody", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // Every request is refused at once, its body unread, as an upload over its limit is.
    server = createServer((request, response) => {
      if (request.method === "POST") drainRefusedBody(request, response, { maxBytes: 64 * 1024, maxMs: 200 });
      response.writeHead(request.method === "POST" ? 413 : 200, { "content-length": "2" });
      response.end("no");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** sends `parts` in turn on one connection; what came back, once `until` matches it or it closed */
  async function exchange(parts: (string | Buffer)[], until: RegExp) {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("error", () => undefined);
    const closed = new Promise<boolean>((resolve) => socket.on("close", () => resolve(true)));
    const matched = new Promise<boolean>((resolve) =>
      socket.on("data", (chunk) => {
        received += chunk;
        if (until.test(received)) resolve(false);
      }),
    );
    for (const part of parts) socket.write(part);
    const wasClosed = await Promise.race([closed, matched]);
    socket.destroy();
    return { received, wasClosed };
  }
  const post = (length: number) => `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`;
  const next = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";

  it("reads a rest within the bounds to its end and keeps the connection for the next request", async () => {
    const body = Buffer.alloc(60 * 1024, 1);
    const { received, wasClosed } = await exchange([post(body.length), body, next], /200 OK[\s\S]*no$/);
    expect(wasClosed).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 413 [\s\S]*HTTP\/1\.1 200 /);
  });

  it("closes the connection after the answer once the rest passes the byte bound", async () => {
    const body = Buffer.alloc(1024 * 1024, 1);
    const { received, wasClosed } = await exchange([post(body.length), body, next], /200 OK/);
    expect(wasClosed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).not.toMatch(/200 OK/);
  });

  it("closes the connection after the answer once the rest takes longer than the time bound", async () => {
    // 10 bytes of the 1,000 announced, and nothing more.
    const { received, wasClosed } = await exchange([post(1000), "0123456789"], /200 OK/);
    expect(wasClosed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
  });
});
