/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a NUL byte or broken UTF-8 in the
 * request line, headers too large) still get the envelope, the headers of every answer and a closed
 * connection. Over a real socket: inject skips the parser. No database involved: PGlite only.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe("requests the HTTP parser refuses", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server?.close());

  /** the raw answer to `request`, read until the server closes the connection */
  const send = (request: Buffer) =>
    new Promise<{ head: string; body: string }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => {
        const [head = "", body = ""] = Buffer.concat(chunks).toString().split("\r\n\r\n");
        resolve({ head, body });
      });
    });

  it.each([
    ["a NUL byte in the path", Buffer.from("GET /api/article/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")],
    [
      "broken UTF-8 in the path",
      Buffer.concat([
        Buffer.from("GET /api/article/"),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n"),
      ]),
    ],
  ])("%s: 400 with code 9009 in the envelope, and the connection closed", async (_name, request) => {
    const { head, body } = await send(request);
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(head).toMatch(/^connection: close$/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(JSON.parse(body)).toEqual({
      status: "error",
      data: null,
      message: "Nieprawidłowy adres żądania",
      errors: { general: [9009] },
    });
  });

  it("headers over the limit: 431 with code 9008", async () => {
    const { head, body } = await send(
      Buffer.from(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(JSON.parse(body).errors).toEqual({ general: [9008] });
  });
});
