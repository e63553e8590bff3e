/** Runtime settings, read once from the environment. docs/configuration.md lists them all. */
import { isIP } from "node:net";
import { resolve } from "node:path";
import { type AppApiConfig, readAppApiConfig } from "./app-api/app-api-config.ts";
import { type OidcConfig, readOidcConfig } from "./auth/oidc-config.ts";
import { type DeliveryConfig, readDeliveryConfig } from "./delivery/delivery-config.ts";
import { readS3Config, type S3Config } from "./files/s3-config.ts";
import { type IntakeConfig, readIntakeConfig } from "./intake/intake-config.ts";
import { envInteger } from "./settings/env-integer.ts";
import { defaultThreads } from "./workers/worker-pool.ts";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** a PostgreSQL server; unset: embedded PGlite in dataDir/pg */
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: the same server without a transaction pooler (PgBouncer) in between, for what
   * needs one session (LISTEN, the start lock); DATABASE_URL when unset
   */
  databaseDirectUrl: string | undefined;
  /** SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long health answers 503 while everything else is served */
  shutdownDrainSeconds: number;
  /** S3_*: uploaded files in this bucket; null: on disk in dataDir/uploads */
  s3: S3Config | null;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** SEED_DEMO=imdf:<path>: an IMDF archive (folder or .zip) seeded as the map instead of the demo campus */
  seedImdf: string | null;
  tokenIdleMinutes: number;
  tokenTtlHours: number;
  logLevel: string;
  /** WORKER_THREADS: threads reading IMDF archives and building routing networks off the request thread */
  workerThreads: number;
  /**
   * which X-Forwarded-For entries to believe: none (false), the last `hops` ones (a number), or those
   * added by the listed proxies (addresses, CIDR ranges, or loopback/linklocal/uniquelocal)
   */
  trustProxy: false | number | string[];
  /** the built console (vite build); served at / when it exists */
  consoleDir: string;
  /** XYZ template of a raster base map under the editor's features; unset: none */
  mapTileUrl: string | null;
  /** single sign-on through the university's directory (OIDC_*); null: off */
  oidc: OidcConfig | null;
  /** push (FCM_*), e-mail (SMTP_URL, MAIL_FROM), SMS (SMS_*) and the outbox worker's timing */
  delivery: DeliveryConfig;
  /** the limits on the mobile app's writes (SOS_MAX_PER_HOUR, OPINIONS_MAX_PER_HOUR, MOBILE_MAX_*) */
  intake: IntakeConfig;
  /** the app's public read API (APP_*) */
  app: AppApiConfig;
  /** PARKING_FEED_TOKEN: the bearer token of the parking system's occupancy feed; null: the feed is off */
  parkingFeedToken: string | null;
  /** METRICS_TOKEN: the bearer token GET /api/metrics asks for; null: metrics are off */
  metricsToken: string | null;
  /** CHECK_ANSWERS=true: an answer its contract schema would change is refused (tests, development) */
  checkAnswers: boolean;
}

/** An XYZ template must be an http(s) URL naming {z}, {x} and {y}, or OpenLayers asks for one tile forever. */
function tileTemplate(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const placeholders = ["{z}", "{x}", "{y}"].every((p) => raw.includes(p));
  if (!url || !["http:", "https:"].includes(url.protocol) || !placeholders)
    throw new Error(`MAP_TILE_URL must be an http(s) XYZ template with {z}, {x} and {y}, got '${raw}'`);
  return raw;
}

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/** A proxy address, a CIDR range (address/bits or address/mask) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry) || isIP(entry)) return true;
  const [address = "", range = "", ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  const bits = Number(range);
  return (Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)) || isIP(range) === family;
}

/**
 * X-Forwarded-For is written by the client, then each proxy appends the address it was reached from:
 * only the entries added by our own proxies, counted from the right, may be believed.
 */
function proxyTrust(raw: string | undefined): false | number | string[] {
  if (!raw || raw === "0") return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges, got '${wrong.join(", ")}'`,
    );
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: envInteger(env, "PORT", 8080),
    host: env.HOST || "localhost",
    dataDir: resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    shutdownDrainSeconds: envInteger(env, "SHUTDOWN_DRAIN_SECONDS", 5, { orZero: true }),
    s3: readS3Config(env),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== "0" && !env.SEED_DEMO?.startsWith("imdf:"),
    seedImdf: env.SEED_DEMO?.startsWith("imdf:") ? resolve(env.SEED_DEMO.slice("imdf:".length)) : null,
    tokenIdleMinutes: envInteger(env, "TOKEN_IDLE_MINUTES", 120),
    tokenTtlHours: envInteger(env, "TOKEN_TTL_HOURS", 12),
    logLevel: env.LOG_LEVEL || "info",
    workerThreads: envInteger(env, "WORKER_THREADS", defaultThreads),
    trustProxy: proxyTrust(env.TRUST_PROXY),
    consoleDir: resolve(env.CONSOLE_DIR || "./dist/console"),
    mapTileUrl: tileTemplate(env.MAP_TILE_URL),
    oidc: readOidcConfig(env),
    delivery: readDeliveryConfig(env),
    intake: readIntakeConfig(env),
    app: readAppApiConfig(env),
    parkingFeedToken: env.PARKING_FEED_TOKEN?.trim() || null,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    checkAnswers: env.CHECK_ANSWERS === "true",
  };
}
