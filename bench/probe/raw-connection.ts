/**
 * HTTP/1.1 written by hand on a TCP connection: for bytes node:http will not send (a NUL or raw
 * UTF-8 in the request line), for requests held half-sent across a SIGTERM, and to tell a connection
 * closed cleanly from one reset.
 */
import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  readonly #socket: Socket;
  #data = Buffer.alloc(0);
  readonly #waiters = new Set<() => void>();
  /** resolves when the connection ends: null if closed cleanly, else the failure's code (ECONNRESET, …) */
  readonly closed: Promise<string | null>;

  private constructor(socket: Socket) {
    this.#socket = socket;
    let failure: string | null = null;
    socket.on("data", (chunk: Buffer) => {
      this.#data = Buffer.concat([this.#data, chunk]);
      for (const wake of this.#waiters) wake();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    this.closed = new Promise((done) =>
      socket.once("close", () => {
        for (const wake of this.#waiters) wake();
        done(failure);
      }),
    );
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((opened, failed) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.off("error", failed);
        opened(new RawConnection(socket));
      });
      socket.once("error", failed);
    });
  }

  write(bytes: string | Buffer): Promise<void> {
    return new Promise((done) => this.#socket.write(bytes, () => done()));
  }

  /**
   * Resolves once what was received holds `count` complete responses, or the connection has closed,
   * or after `timeoutMs` (with what came until then).
   */
  async responses(count: number, timeoutMs = 15_000): Promise<RawResponse[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = parseResponses(this.#data);
      if (parsed.length >= count || this.#socket.destroyed || Date.now() >= deadline) return parsed;
      await this.#next(deadline - Date.now());
    }
  }

  /** Resolves on the next data or the close, or after `ms`. */
  #next(ms: number): Promise<void> {
    return new Promise((wake) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        wake();
      };
      const timer = setTimeout(done, ms);
      this.#waiters.add(done);
    });
  }

  destroy(): void {
    this.#socket.destroy();
  }
}

/** The complete responses in `data` (a body without Content-Length runs to the end of the data). */
function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const end = data.indexOf("\r\n\r\n", at);
    if (end < 0) return responses;
    const [statusLine = "", ...lines] = data.subarray(at, end).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const status = Number(statusLine.split(" ")[1]);
    const length = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
    const bodyEnd = status === 100 ? end + 4 : length === null ? data.length : end + 4 + length;
    if (bodyEnd > data.length) return responses;
    responses.push({ status, headers, body: data.subarray(end + 4, bodyEnd).toString("utf8") });
    at = bodyEnd;
    if (at >= data.length) return responses;
  }
}

/** Sends `request` (whole, asking for `Connection: close`); rejects like node:http when the connection fails. */
export async function exchange(port: number, request: Buffer): Promise<RawResponse> {
  const connection = await RawConnection.open(port);
  await connection.write(request);
  const [response] = await connection.responses(1);
  if (response) {
    connection.destroy();
    return response;
  }
  const code = (await connection.closed) ?? "closed without an answer";
  throw Object.assign(new Error(code), { code });
}
