/** Builds the Fastify application: one plugin per concern, all sharing one database. */

import Fastify, { type FastifyInstance } from "fastify";
import { openapiDocument } from "../../generated/openapi.ts";
import { appApiPlugin } from "./app-api/app-api-plugin.ts";
import { crudPlugin } from "./areas/crud-plugin.ts";
import { AreaRegistry } from "./areas/registry.ts";
import { auditPlugin } from "./audit/audit-plugin.ts";
import { authPlugin } from "./auth/auth-plugin.ts";
import { createGuard } from "./auth/guard.ts";
import { createOidcClient } from "./auth/oidc-client.ts";
import { passwordResetPlugin } from "./auth/password-reset-plugin.ts";
import { purgeExpired, signInPurgeEveryMs } from "./auth/purge-expired.ts";
import { ssoPlugin } from "./auth/sso-plugin.ts";
import { commandsPlugin } from "./commands/commands-plugin.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { FileStore } from "./files/file-store.ts";
import { openFileStore, uploadsDir } from "./files/open-file-store.ts";
import { uploadPlugin } from "./files/upload-plugin.ts";
import { registerHealthCheck } from "./health/health-check.ts";
import { registerMetrics } from "./health/metrics-plugin.ts";
import { registerAnswerCompression } from "./http/answer-compression.ts";
import { consoleFiles } from "./http/console-plugin.ts";
import { serialiseAnswers } from "./http/contract-schemas.ts";
import { docsPlugin } from "./http/docs-plugin.ts";
import { clientErrors, frameworkErrors, registerErrorHandling } from "./http/error-handler.ts";
import { registerIdempotency } from "./http/idempotency.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { registerPurge } from "./http/periodic-purge.ts";
import { proxyTrust } from "./http/proxy-trust.ts";
import {
  type LogOptions,
  loggerOptions,
  registerRequestIdEcho,
  requestId,
  requestLogController,
} from "./http/request-log.ts";
import { registerSecurityHeaders, securityHeaders } from "./http/security-headers.ts";
import { registerShutdownDrain } from "./http/shutdown-drain.ts";
import { registerStorableInputCheck } from "./http/storable-input.ts";
import { imdfPlugin } from "./imdf/imdf-plugin.ts";
import { parkingFeedPlugin } from "./integrations/parking-feed-plugin.ts";
import { listNames } from "./lookups/list-names.ts";
import { lookupsPlugin } from "./lookups/lookups-plugin.ts";
import { closuresPlugin } from "./map/closures-plugin.ts";
import { geoFindPlugin } from "./map/geo-find-plugin.ts";
import { LiveHub } from "./map/live-hub.ts";
import { livePlugin } from "./map/live-plugin.ts";
import { mapConfigPlugin } from "./map/map-config-plugin.ts";
import { mapPlugin } from "./map/map-plugin.ts";
import { underlayPlugin } from "./map/underlay-plugin.ts";
import { ogcPlugin } from "./ogc/ogc-plugin.ts";
import { overviewPlugin } from "./overview/overview-plugin.ts";
import { publishingPlugin } from "./publishing/publishing-plugin.ts";
import { configuredChannels, registerDelivery } from "./record-delivery/delivery-plugin.ts";
import { routingPlugin } from "./routing/routing-plugin.ts";
import { WorkerPool } from "./workers/worker-pool.ts";

export interface AppOptions {
  config: Config;
  db: Database;
  /** where uploaded files are kept; unset: the store the settings name (openFileStore) */
  files?: FileStore;
  /**
   * pino options (the level, a destination `stream`; the redaction of secrets is added to them), or
   * false to stay silent (tests); unset: LOG_LEVEL to stdout
   */
  logger?: false | LogOptions;
  /**
   * milliseconds since the epoch: the moment publication windows are read at and scheduled pushes
   * fall due by (Date.now; tests set it)
   */
  clock?: () => number;
}

export async function buildApp({
  config,
  db,
  files,
  logger,
  clock = Date.now,
}: AppOptions): Promise<FastifyInstance> {
  const trust = proxyTrust(config.trustProxy);
  const headers = securityHeaders({
    mapTileUrl: config.mapTileUrl,
    publicUrl: config.delivery.publicUrl,
    proxyTrust: trust,
  });
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(logger ?? { level: config.logLevel }),
    genReqId: requestId,
    logController: requestLogController(),
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client address comes from X-Forwarded-For (login throttling uses it).
    trustProxy: config.trustProxy === false ? false : trust,
    // A path the router cannot decode gets the envelope and the security headers too, not Fastify's
    // own answer.
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrors(headers),
    // While closing, requests are refused in the envelope by shutdown-drain.ts instead.
    return503OnClosing: false,
  });
  app.decorateRequest("account", null);
  app.decorateRequest("token", null);
  registerRequestIdEcho(app);
  registerErrorHandling(app);
  serialiseAnswers(app, openapiDocument, { checkAnswers: config.checkAnswers });
  // Before the plugins: a hook added later would not reach the routes of those already registered.
  registerMetrics(app, { db, token: config.metricsToken, configured: configuredChannels(config.delivery) });
  registerShutdownDrain(app);
  registerSecurityHeaders(app, headers);
  registerJsonBodyParser(app);
  registerStorableInputCheck(app);
  registerIdempotency(app, db);
  await registerAnswerCompression(app);
  db.onConnectionLost((error) =>
    app.log.warn({ err: error }, "database connection lost; reconnecting on the next query"),
  );

  const tokenPolicy = { idleMinutes: config.tokenIdleMinutes, ttlHours: config.tokenTtlHours };
  const guard = createGuard(db, tokenPolicy);
  registerPurge(app, {
    what: "expired sign-in rows",
    everyMs: signInPurgeEveryMs,
    purge: () => purgeExpired(db, tokenPolicy),
  });
  // PostgreSQL's autovacuum keeps the planner's statistics (the trigram indexes' among them) true to
  // the data; PGlite runs no autovacuum, so the server does it, hourly. Not at start: the statistics
  // of the last run are on disk, and a fresh database has too few rows to need any.
  if (db.kind === "pglite") {
    registerPurge(app, {
      what: "dead rows and planner statistics (VACUUM ANALYZE)",
      everyMs: 60 * 60 * 1000,
      atReady: false,
      purge: async () => {
        await db.query("VACUUM ANALYZE");
        return {};
      },
    });
  }
  const registry = new AreaRegistry();
  registerDelivery(app, { db, guard, registry, config: config.delivery, clock });

  registerHealthCheck(app, db, configuredChannels(config.delivery));
  // A copy: Swagger's plugins may amend the document they are given, which every app shares.
  await app.register(docsPlugin, { document: structuredClone(openapiDocument) });
  const oidcClient = config.oidc ? createOidcClient(config.oidc) : null;
  await app.register(authPlugin, { db, guard, policy: tokenPolicy, oidcClient });
  await app.register(passwordResetPlugin, { db, delivery: config.delivery });
  await app.register(ssoPlugin, { db, policy: tokenPolicy, settings: config.oidc, client: oidcClient });
  await app.register(crudPlugin, { db, guard, registry, clock, names: listNames(db, registry) });
  await app.register(commandsPlugin, {
    db,
    guard,
    registry,
    settings: { intake: config.intake, sosAlertIntervalMinutes: config.delivery.sosAlertIntervalMinutes },
  });
  const fileStore = files ?? (await openFileStore(config));
  if (!files) app.addHook("onClose", () => fileStore.close());
  await app.register(uploadPlugin, { db, guard, files: fileStore, uploadsDir: uploadsDir(config.dataDir) });
  await app.register(lookupsPlugin, { db, guard, registry });
  // the map's live streams in this process: saves reach them at commit, others' through LISTEN
  const live = new LiveHub(db, app.log);
  await app.register(mapPlugin, { db, guard, announced: (write) => live.saved(write) });
  await app.register(geoFindPlugin, { db, guard });
  await app.register(livePlugin, { db, guard, hub: live });
  await app.register(underlayPlugin, { db, guard, files: fileStore });
  await app.register(publishingPlugin, { db, guard });
  await app.register(closuresPlugin, { db, guard, clock });
  await app.register(parkingFeedPlugin, { db, token: config.parkingFeedToken, clock });
  // Archive reading and routing builds run in these threads, and path queries in a lane of their own
  // (the networks, the draft's and the latest release's, live in its thread); they end with the server.
  const workers = new WorkerPool(config.workerThreads);
  const routingLane = new WorkerPool(1, { keep: true });
  app.addHook("onClose", () => Promise.all([workers.close(), routingLane.close()]));
  await app.register(appApiPlugin, {
    db,
    registry,
    config: config.app,
    clock,
    publicUrl: config.delivery.publicUrl,
    routingLane,
  });
  await app.register(ogcPlugin, {
    db,
    guard,
    publicUrl: config.delivery.publicUrl,
    readsPerAddressPerMinute: config.app.readsPerAddressPerMinute,
    announced: (write) => live.saved(write),
  });
  await app.register(routingPlugin, { db, guard, workers, routingLane, clock });
  await app.register(imdfPlugin, { db, guard, workers });
  await app.register(auditPlugin, { db, guard });
  await app.register(overviewPlugin, { db, guard });
  await app.register(mapConfigPlugin, { guard, tileUrl: config.mapTileUrl });
  await app.register(consoleFiles, { consoleDir: config.consoleDir });
  return app;
}
