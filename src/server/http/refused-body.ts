/**
 * The rest of a request body refused before it all arrived (an upload over its limit), read and
 * thrown away after the refusal, so that a client still sending reads the answer. Closing at once
 * would close a socket with unread bytes in it, which resets the connection (TCP RST): a client
 * writing at that moment gets EPIPE or ECONNRESET and loses the answer already sent to it.
 *
 * Bounded, as the client may send anything: past `maxBytes` more, or `maxMs`, reading stops and the
 * connection is closed once the answer has gone out. Read to its end, the body leaves the connection
 * as any answered request does, open for the client's next one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { finished } from "node:stream";

export interface DrainLimits {
  /** bytes read after the refusal before the connection is closed instead */
  maxBytes: number;
  /** time given to the rest of the body before the connection is closed instead */
  maxMs: number;
}

export function drainRefusedBody(
  request: IncomingMessage,
  response: ServerResponse,
  { maxBytes, maxMs }: DrainLimits,
): void {
  if (request.readableEnded || request.destroyed) return;
  let read = 0;
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) giveUp();
  };
  const giveUp = () => {
    clearTimeout(timer);
    request.off("data", count);
    request.pause();
    // The answer first: destroying the socket before it is written would lose it.
    finished(response, () => request.socket.destroy());
  };
  const timer = setTimeout(giveUp, maxMs);
  const done = () => clearTimeout(timer);
  request.once("end", done);
  request.once("close", done);
  // A client that gives up while we read is no failure of ours.
  request.on("error", done);
  // The body parser that refused it lets go of it (unpiping it pauses it), and the rest flows here.
  request.unpipe();
  request.on("data", count);
  request.resume();
}
