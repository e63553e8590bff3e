// Being written by a helper; replaced wholesale.
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";

export interface Options {
  db: Database;
  guard: Guard;
}

export async function geoPlugin(_app: FastifyInstance, _options: Options) {}
