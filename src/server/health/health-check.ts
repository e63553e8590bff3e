/**
 * GET /api/health: the process answers and its database does, with the delivery queue's figures.
 * PGlite has one connection, so a statement waits while another holds it (a 50,000-room import's
 * transaction holds it for seconds). A health check waiting in that line would make a load balancer
 * or an operator take a working process for a dead one; so when PGlite is busy but still answering,
 * the check answers at once with the last figures it read, saying when it read them. A process
 * draining before it stops (shutdown-drain.ts) answers 503 with code 9011.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import type { Channel } from "../delivery/channel.ts";
import { type QueueHealth, queueHealth } from "../delivery/delivery-report.ts";
import { codeText, failure, requestLang, success } from "../http/envelope.ts";

/** PGlite that answered a statement within this long is working, not stuck. */
export const answeringWithinMs = 5000;

export function registerHealthCheck(app: FastifyInstance, db: Database, configured: ReadonlySet<Channel>) {
  let last: { delivery: QueueHealth; readAt: Date } | null = null;
  app.get("/api/health", async (request, reply) => {
    // Stopping: out of the load balancer's rotation, while the requests it still sends are served.
    if (app.draining)
      return reply.status(503).send(failure(codeText(9011, requestLang(request)), { general: [9011] }));
    if (last && db.busyButAnswering(answeringWithinMs))
      return success({
        database: db.kind,
        databaseBusy: true,
        deliveryReadAt: last.readAt,
        delivery: last.delivery,
      });
    try {
      const delivery = await queueHealth(db, configured);
      last = { delivery, readAt: new Date() };
      return success({ database: db.kind, databaseBusy: false, deliveryReadAt: last.readAt, delivery });
    } catch (error) {
      request.log.warn({ err: error }, "health check: database not answering");
      return reply.status(503).send(failure(codeText(9010, requestLang(request)), { general: [9010] }));
    }
  });
}
