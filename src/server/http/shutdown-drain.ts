/**
 * How the server answers while it stops (SIGTERM, main.ts). First it drains (`app.drain()`): for
 * SHUTDOWN_DRAIN_SECONDS `/api/health` answers 503, so that a load balancer takes the process out of
 * rotation, while every other request is still served, so that nothing sent meanwhile fails. Then it
 * closes (app.close()): Fastify stops listening and closes the idle kept-alive connections; requests
 * in flight are answered. A request that still arrives on an open connection gets 503 in the envelope
 * (Fastify's own 503 has another body, so `return503OnClosing` is off in app.ts), and every answer
 * carries `Connection: close`: a kept-alive connection ends after its answer instead of idling until
 * the keep-alive timeout, where the client could send on it just as it is torn down.
 */
import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** begins the drain: health answers 503 from now on, everything else is served as before */
    drain(): void;
    /** the drain has begun */
    readonly draining: boolean;
  }
}

export function registerShutdownDrain(app: FastifyInstance): void {
  let draining = false;
  let closing = false;
  app.decorate("drain", () => {
    draining = true;
  });
  app.decorate("draining", {
    getter: () => draining,
  });
  app.addHook("preClose", (done) => {
    draining = true;
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
