/** GET /api/overview: what waits for staff, for the console's home (console-overview.ts). */
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import type { Database } from "../db/database.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";
import { guardedRoute } from "../http/route-checks.ts";
import { consoleOverview } from "./console-overview.ts";

interface Options {
  db: Database;
  guard: Guard;
}

export async function overviewPlugin(app: FastifyInstance, { db, guard }: Options) {
  const route = guardedRoute(guard.roles(rolesOf("GET", "/api/overview")), {});
  app.get("/api/overview", route, async () => success(await consoleOverview(db)));
}
