/**
 * GET /api/metrics (issue 32, item 4): off without METRICS_TOKEN, refused without the right token,
 * and with it this process's figures in Prometheus's text format: requests by route pattern and
 * status, the delivery queue by channel, the database connections, Node's event loop and memory.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { databaseKinds, roleEmail, startTestServer, type TestServer } from "../support/test-server.ts";

const token = "metrics-test-token-0123456789abcdef";

/** The samples of a text exposition: `name{label="value",…}` -> value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (match?.[1] && match[2]) found.set(match[1], Number(match[2]));
  }
  return found;
}

describe.each(databaseKinds)("metrics on %s", (kind) => {
  let server: TestServer;
  const scrape = (authorization?: string) =>
    server.app.inject({
      method: "GET",
      url: "/api/metrics",
      headers: authorization ? { authorization } : {},
    });
  const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json().errors];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: {
        METRICS_TOKEN: token,
        // an SMTP server nobody answers at, polled once an hour: a queued e-mail stays queued
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_FROM: "cms@test.example",
        DELIVERY_POLL_MS: "3600000",
      },
    });
  });
  afterAll(() => server?.close());

  it("is off while METRICS_TOKEN is not set (501, 9030)", async () => {
    const config = readConfig({ DATA_DIR: server.dataDir, SEED_DEMO: "0" } as NodeJS.ProcessEnv);
    const off = await buildApp({ config, db: server.db, logger: false });
    try {
      const response = await off.inject({
        method: "GET",
        url: "/api/metrics",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refusal(response)).toEqual([501, { general: [9030] }]);
    } finally {
      await off.close();
    }
  });

  it("refuses a missing or wrong token (401, 9031)", async () => {
    expect(refusal(await scrape())).toEqual([401, { general: [9031] }]);
    expect(refusal(await scrape(`Bearer ${token}x`))).toEqual([401, { general: [9031] }]);
    expect(refusal(await scrape(`Bearer ${token.slice(0, -1)}`))).toEqual([401, { general: [9031] }]);
    expect(refusal(await scrape(`Basic ${token}`))).toEqual([401, { general: [9031] }]);
    expect(refusal(await scrape(await server.token("admin").then((t) => `Bearer ${t}`)))).toEqual([
      401,
      { general: [9031] },
    ]);
  });

  it("answers the families in Prometheus's text format, requests labelled by route pattern", async () => {
    await server.app.inject({ method: "GET", url: "/api/app/v1/map/p1" });
    await server.app.inject({ method: "GET", url: "/api/app/v1/map/p2" });
    await server.app.inject({ method: "GET", url: "/api/no/such/path/xyzzy" });
    const forgot = await server.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: roleEmail("moderator") },
    });
    expect(forgot.statusCode).toBe(200);

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const family of [
      "http_request_duration_seconds",
      "campus_delivery_queued",
      "campus_delivery_failed",
      "campus_delivery_channel_configured",
      "campus_delivery_oldest_queued_seconds",
      "campus_db_connections",
      "campus_db_connections_max",
      "campus_db_waiting",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ])
      expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, "m"));

    const values = samples(text);
    const floorStatus = [...values.keys()].find((key) =>
      key.startsWith('http_request_duration_seconds_count{method="GET",route="/api/app/v1/map/:floor",'),
    );
    expect(floorStatus, text).toBeDefined();
    expect(values.get(floorStatus ?? "")).toBe(2);
    expect(text).not.toContain("/api/app/v1/map/p1");
    expect(
      values.get('http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain("xyzzy");

    expect(values.get('campus_delivery_queued{channel="email"}')).toBe(1);
    expect(values.get('campus_delivery_queued{channel="push"}')).toBe(0);
    expect(values.get('campus_delivery_channel_configured{channel="email"}')).toBe(1);
    expect(values.get('campus_delivery_channel_configured{channel="sms"}')).toBe(0);
    expect(values.get("campus_delivery_oldest_queued_seconds")).toBeGreaterThanOrEqual(0);

    expect(values.get("campus_db_connections_max")).toBe(kind === "pglite" ? 1 : 10);
    const busy = values.get('campus_db_connections{state="busy"}') ?? -1;
    const idle = values.get('campus_db_connections{state="idle"}') ?? -1;
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(busy + idle).toBeLessThanOrEqual(values.get("campus_db_connections_max") ?? 0);
    // the scrape's own queue read, or a background round, may be in line at that moment
    expect(values.get("campus_db_waiting")).toBeGreaterThanOrEqual(0);
    expect(values.get("process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts each scrape under its own route, and reads the queue at most every few seconds", async () => {
    const first = samples((await scrape(`Bearer ${token}`)).body);
    // a second e-mail queued at once is not read yet: the figures are at most 5 s old, not per scrape
    await server.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: roleEmail("moderator") },
    });
    const second = samples((await scrape(`Bearer ${token}`)).body);
    expect(second.get('campus_delivery_queued{channel="email"}')).toBe(
      first.get('campus_delivery_queued{channel="email"}'),
    );
    const scrapes = 'http_request_duration_seconds_count{method="GET",route="/api/metrics",status="200"}';
    expect(second.get(scrapes)).toBe((first.get(scrapes) ?? 0) + 1);
  });
});
