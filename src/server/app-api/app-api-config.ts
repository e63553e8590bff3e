/**
 * The settings of the app's public read API (/api/app/v1/, docs/app-api.md), read once at start
 * (docs/configuration.md).
 */
import type { Lang } from "../../shared/area-spec.ts";
import type { AreaRegistry } from "../areas/registry.ts";
import type { Database } from "../db/database.ts";
import { envInteger } from "../settings/env-integer.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import type { AnswerStore } from "./answer-store.ts";

/** The path every call of the app's API starts with. */
export const appApiBase = "/api/app/v1";

/** The language an app call answers in: `lang=en`, else Polish (missing or unknown too, spec §1). */
export const appLang = (raw: unknown): Lang => (raw === "en" ? "en" : "pl");

/** What the app's calls are built with (app-api-plugin.ts). */
export interface AppApiOptions {
  db: Database;
  registry: AreaRegistry;
  config: AppApiConfig;
  /** the moment publication windows are read at (AppOptions.clock) */
  clock: () => number;
  /** the app's recent answers (answer-store.ts), shared by the routes that keep theirs */
  answers: AnswerStore;
  /** PUBLIC_URL: where TileJSON points the tiles (never the request's Host, which a CDN would keep) */
  publicUrl: string;
  /** the routing thread that keeps the networks and answers path queries (the staff's too) */
  routingLane: WorkerPool;
}

export interface AppApiConfig {
  /**
   * APP_MAX_PER_ADDRESS_PER_MINUTE: the app's public reads from one client address in any minute, in
   * each API process (429, 9020)
   */
  readsPerAddressPerMinute: number;
  /** APP_CACHE_MAX_AGE_SECONDS: how long a CDN or the app may use an answer without asking again */
  cacheMaxAgeSeconds: number;
  /**
   * APP_ANSWER_MEMORY_MS: how long each process answers a repeated read from memory (forgotten at
   * once when anything the app sees changes; 0: never kept)
   */
  answerMemoryMs: number;
}

export function readAppApiConfig(env: NodeJS.ProcessEnv): AppApiConfig {
  return {
    // Generous: a campus network or a mobile operator's NAT shows many app users behind one address,
    // and an app opening the map asks for a few dozen tiles at once.
    readsPerAddressPerMinute: envInteger(env, "APP_MAX_PER_ADDRESS_PER_MINUTE", 1200),
    cacheMaxAgeSeconds: envInteger(env, "APP_CACHE_MAX_AGE_SECONDS", 30),
    answerMemoryMs: envInteger(env, "APP_ANSWER_MEMORY_MS", 5000, { orZero: true }),
  };
}
