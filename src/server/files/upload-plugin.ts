// Being written by a helper; replaced wholesale.
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";

export interface Options {
  db: Database;
  guard: Guard;
  config: Config;
}

export async function uploadPlugin(_app: FastifyInstance, _options: Options) {}
