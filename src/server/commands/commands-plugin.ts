// Being written by a helper; replaced wholesale.
import type { FastifyInstance } from "fastify";
import type { AreaRegistry } from "../areas/registry.ts";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";

export interface Options {
  db: Database;
  guard: Guard;
  registry: AreaRegistry;
}

export async function commandsPlugin(_app: FastifyInstance, _options: Options) {}
