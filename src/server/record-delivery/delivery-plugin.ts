/**
 * Delivery in the API process: the worker (started when the server is ready, stopped after the last
 * request when it closes, nudged after every write so that what a request queued goes out at once),
 * and the console's calls: the deliveries of a page of records (GET /api/delivery) and putting a
 * record's failed deliveries back in the queue (POST /api/delivery/{area}/{id}/retry). Who may see
 * and retry a record's deliveries is who may list its area.
 */

import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from "fastify";
import { rolesFor } from "../../shared/area-roles.ts";
import type { AreaSpec } from "../../shared/area-spec.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { type Guard, roleId } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import type { Channel, Sender } from "../delivery/channel.ts";
import type { DeliveryConfig } from "../delivery/delivery-config.ts";
import { deliveryReports } from "../delivery/delivery-report.ts";
import { hasMessages, retryFailed } from "../delivery/delivery-store.ts";
import { createDeliveryWorker, type DeliveryWorker } from "../delivery/delivery-worker.ts";
import { createFcmSender } from "../delivery/senders/fcm-sender.ts";
import { createMailSender } from "../delivery/senders/mail-sender.ts";
import { createSmsSender } from "../delivery/senders/sms-sender.ts";
import { queueSosSummaries } from "../delivery/sos-alerts.ts";
import { ApiError, forbidden } from "../http/api-error.ts";
import { requestLang, success } from "../http/envelope.ts";
import { message } from "../http/messages.ts";
import {
  checkedQuery,
  guardedQuery,
  idListParam,
  oneOfParam,
  type QueryValues,
  queryOf,
  requiredIdParam,
  requiredParam,
} from "../http/query-params.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { appendRouteHook } from "../http/route-hooks.ts";
import { queueRecordPushes } from "./record-pushes.ts";

declare module "fastify" {
  interface FastifyInstance {
    delivery: DeliveryWorker;
  }
}

export interface DeliveryOptions {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
  config: DeliveryConfig;
  /** the moment pushes fall due by (AppOptions.clock) */
  clock: () => number;
}

/** the channels whose settings are there */
export function configuredChannels(config: DeliveryConfig): Set<Channel> {
  return new Set<Channel>([
    ...(config.fcm ? (["push"] as const) : []),
    ...(config.smtp ? (["email"] as const) : []),
    ...(config.sms ? (["sms"] as const) : []),
  ]);
}

function senders(config: DeliveryConfig): Partial<Record<Channel, Sender>> {
  // A send must end well inside its lease, or another process could take the row while it runs.
  const timeoutMs = Math.min(15_000, Math.floor(config.leaseMs / 3));
  return {
    ...(config.fcm && { push: createFcmSender(config.fcm, timeoutMs) }),
    ...(config.smtp && { email: createMailSender(config.smtp, timeoutMs) }),
    ...(config.sms && { sms: createSmsSender(config.sms, timeoutMs) }),
  };
}

const maxIds = 50;

export function registerDelivery(
  app: FastifyInstance,
  { db, guard, registry, config, clock }: DeliveryOptions,
): void {
  const configured = configuredChannels(config);
  const areas = registry.all.map((runtime) => runtime.spec);
  const worker = createDeliveryWorker({
    db,
    senders: senders(config),
    log: app.log.child({ part: "delivery" }),
    pollMs: config.pollMs,
    leaseMs: config.leaseMs,
    beforeRound: async () => {
      await queueRecordPushes(db, areas, clock());
      await queueSosSummaries(db, config.sosAlertIntervalMinutes);
    },
  });
  app.decorate("delivery", worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
  // A write that went through may have queued a push: the worker looks now, not at its next poll.
  // On the writes' routes only: the reads, most requests, carry no hook for it.
  const nudgeAfterWrite: onResponseHookHandler = (_request, reply, done) => {
    if (reply.statusCode < 300) worker.nudge();
    done();
  };
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().some((method) => method !== "GET" && method !== "HEAD"))
      appendRouteHook(route, "onResponse", nudgeAfterWrite);
  });

  /** The area named by the request, if the caller may list it: deliveries are stored under a view's base area. */
  const areaOf = (request: FastifyRequest, name: string): { spec: AreaSpec; stored: string } => {
    const spec = areas.find((a) => a.area === name);
    if (!spec) throw ApiError.code(3225, "area");
    const allowed = new Set<number>(rolesFor(spec, "list").map(roleId));
    if (!request.account?.roles.some((id) => allowed.has(id))) throw forbidden();
    return { spec, stored: spec.viewOf ?? spec.area };
  };

  const area = requiredParam(
    oneOfParam(
      areas.map((a) => a.area),
      3225,
    ),
    3225,
  );
  const reportsQuery = { area, ids: requiredParam(idListParam(maxIds, 3226), 3226) };
  app.get("/api/delivery", guardedQuery(guard.signedIn, reportsQuery), async (request) => {
    const query = queryOf(request, reportsQuery);
    const { stored } = areaOf(request, query.area);
    const items = await deliveryReports(db, stored, query.ids, configured);
    return success({ items });
  });

  // The path's parts are read as a query's parameters are: by name, each with its code.
  const retryParams = { area, id: requiredIdParam(3227) };
  const retryRoute = guardedRoute(guard.signedIn, { params: checkedQuery(retryParams) });
  app.post("/api/delivery/:area/:id/retry", retryRoute, async (request) => {
    const { area: name, id } = request.params as QueryValues<typeof retryParams>;
    const { spec, stored } = areaOf(request, name);
    if (!(await hasMessages(db, stored, id))) throw ApiError.code(3227, "id");
    const retried = await retryFailed(db, stored, id);
    await recordAudit(db, {
      by: request.account,
      area: stored,
      recordId: id,
      action: "retry_delivery",
      changes: { retried },
    });
    request.log.info({ area: spec.area, id, retried }, "failed deliveries queued again");
    const [report] = await deliveryReports(db, stored, [id], configured);
    return success(
      { retried, messages: report?.messages ?? [] },
      message("deliveryRetried", requestLang(request)),
    );
  });
}
