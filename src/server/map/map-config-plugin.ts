/** GET /api/map/config: what the editor needs from the server's settings (the base map's tiles). */
import type { FastifyInstance } from "fastify";
import type { Guard } from "../auth/guard.ts";
import { rolesOf } from "../http/contract-roles.ts";
import { success } from "../http/envelope.ts";

export interface Options {
  guard: Guard;
  tileUrl: string | null;
}

export async function mapConfigPlugin(app: FastifyInstance, { guard, tileUrl }: Options) {
  app.get("/api/map/config", { preHandler: guard.roles(rolesOf("GET", "/api/map/config")) }, async () =>
    success({ tileUrl }),
  );
}
