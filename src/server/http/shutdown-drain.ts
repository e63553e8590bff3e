/**
 * How the server answers while it closes (SIGTERM, then app.close()). Fastify stops listening and
 * closes the idle kept-alive connections; requests in flight are answered. A request that still
 * arrives on an open connection gets 503 in the envelope (Fastify's own 503 has another body, so
 * `return503OnClosing` is off in app.ts), and every answer carries `Connection: close`: a
 * kept-alive connection ends after its answer instead of idling until the keep-alive timeout,
 * where the client could send on it just as it is torn down.
 */
import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error.ts";

export function registerShutdownDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (_request, _reply, done) => {
    done(closing ? ApiError.code(9011) : undefined);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
