/** Runtime settings, read once from the environment. The README's configuration table lists them all. */
import { resolve } from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** a PostgreSQL server; unset: embedded PGlite in dataDir/pg */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  tokenIdleMinutes: number;
  tokenTtlHours: number;
  logLevel: string;
  /** take the client address from X-Forwarded-For (behind a load balancer) */
  trustProxy: boolean;
  /** the built console (vite build); served at / when it exists */
  consoleDir: string;
  /** XYZ template of a raster base map under the editor's features; unset: none */
  mapTileUrl: string | null;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, "PORT", 8080),
    host: env.HOST || "localhost",
    dataDir: resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== "0",
    tokenIdleMinutes: integer(env, "TOKEN_IDLE_MINUTES", 120),
    tokenTtlHours: integer(env, "TOKEN_TTL_HOURS", 12),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "1",
    consoleDir: resolve(env.CONSOLE_DIR || "./dist/console"),
    mapTileUrl: tileTemplate(env.MAP_TILE_URL),
  };
}
