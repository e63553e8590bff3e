/**
 * GET /api/metrics: this process's figures in Prometheus's text format (prom-client), for a scraper
 * signed with `Authorization: Bearer <METRICS_TOKEN>`. Each API process answers for itself alone, so
 * each is scraped (docs/operations.md#metrics). Without METRICS_TOKEN the call is off (501, 9030) and
 * nothing is measured.
 *
 * Per request only a histogram is observed (by method, route pattern and status: a bounded set of
 * labels whatever the URLs asked for). The delivery queue is read at scrape time, at most once per
 * `queueReadEveryMs` however many scrapers ask, and never in line behind a busy PGlite; the
 * connections' use is a read of counters.
 */
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database.ts";
import { type Channel, channels } from "../delivery/channel.ts";
import { type QueueHealth, queueHealth } from "../delivery/delivery-report.ts";
import { ApiError } from "../http/api-error.ts";
import { signedWith } from "../http/bearer-token.ts";
import { answeringWithinMs } from "./health-check.ts";

export const metricsUrl = "/api/metrics";

export interface MetricsOptions {
  db: Database;
  /** METRICS_TOKEN; null: metrics are off */
  token: string | null;
  /** the delivery channels with settings (a channel without waits) */
  configured: ReadonlySet<Channel>;
}

/** Figures of the delivery queue this old are read again; younger ones are answered as they are. */
const queueReadEveryMs = 5000;

/** The route label of a request no route matched: one value, not one per URL tried. */
export const unmatchedRoute = "unmatched";

export function registerMetrics(app: FastifyInstance, { db, token, configured }: MetricsOptions) {
  if (token === null) {
    app.get(metricsUrl, async () => {
      throw ApiError.code(9030);
    });
    return;
  }
  const registry = new Registry();
  // process_resident_memory_bytes, nodejs_heap_size_used_bytes, nodejs_eventloop_lag_seconds, …
  collectDefaultMetrics({ register: registry });
  registerRequestMetrics(app, registry);
  registerQueueMetrics(app, registry, db, configured);
  registerConnectionMetrics(registry, db);
  app.get(
    metricsUrl,
    {
      onRequest: async (request) => {
        if (!signedWith(request, token)) throw ApiError.code(9031);
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}

function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? unmatchedRoute,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function registerQueueMetrics(
  app: FastifyInstance,
  registry: Registry,
  db: Database,
  configured: ReadonlySet<Channel>,
) {
  let last: { health: QueueHealth; readAt: number } | null = null;
  let reading: Promise<QueueHealth | null> | null = null;
  /** The queue's figures, read again when older than queueReadEveryMs; null: the database did not answer. */
  const current = (): Promise<QueueHealth | null> => {
    const fresh = last && performance.now() - last.readAt < queueReadEveryMs;
    if (last && (fresh || db.busyButAnswering(answeringWithinMs))) return Promise.resolve(last.health);
    reading ??= queueHealth(db, configured)
      .then(
        (health) => {
          last = { health, readAt: performance.now() };
          return health;
        },
        (error: unknown) => {
          app.log.warn({ err: error }, "metrics: the delivery queue could not be read");
          return null;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  /** A gauge per channel set from the queue's figures; without figures it has no values (absent, not 0). */
  const perChannel = (name: string, help: string, value: (health: QueueHealth, channel: Channel) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["channel"] as const,
      registers: [registry],
      async collect() {
        const health = await current();
        this.reset();
        if (health) for (const channel of channels) this.set({ channel }, value(health, channel));
      },
    });
  perChannel(
    "campus_delivery_queued",
    "Deliveries waiting to be sent, by channel",
    (health, channel) => health.channels[channel].queued,
  );
  perChannel(
    "campus_delivery_failed",
    "Deliveries failed for good (retry them in the console), by channel",
    (health, channel) => health.channels[channel].failed,
  );
  perChannel(
    "campus_delivery_channel_configured",
    "1: the channel has its settings; 0: its deliveries wait (FCM_CREDENTIALS, SMTP_URL, SMS_URL)",
    (health, channel) => Number(health.channels[channel].configured),
  );
  new Gauge({
    name: "campus_delivery_oldest_queued_seconds",
    help: "How long the oldest waiting delivery has waited, in seconds (0: none waits)",
    registers: [registry],
    async collect() {
      const health = await current();
      this.reset();
      if (health) this.set(health.oldestWaitSeconds ?? 0);
    },
  });
}

function registerConnectionMetrics(registry: Registry, db: Database) {
  new Gauge({
    name: "campus_db_connections",
    help: "Database connections open, busy or idle (PGlite: its one connection)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = db.connectionUse();
      this.set({ state: "busy" }, use.busy);
      this.set({ state: "idle" }, use.idle);
    },
  });
  new Gauge({
    name: "campus_db_connections_max",
    help: "The most database connections this process opens",
    registers: [registry],
    collect() {
      this.set(db.connectionUse().max);
    },
  });
  new Gauge({
    name: "campus_db_waiting",
    help: "Work waiting for a database connection (PostgreSQL: queries waiting for the pool; PGlite: statements and transactions in line)",
    registers: [registry],
    collect() {
      this.set(db.connectionUse().waiting);
    },
  });
}
