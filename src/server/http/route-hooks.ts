/**
 * Hooks added to one route from an onRoute hook, after those it already has: a hook only some routes
 * need costs the others nothing, where an instance-wide hook runs (and allocates) on every request.
 */
import type { RouteOptions } from "fastify";

type HookName = "onRequest" | "preParsing" | "preValidation" | "preHandler" | "onSend" | "onResponse";

// Fastify types each hook list by the route's generics; the hooks added here serve any route.
export function appendRouteHook(
  route: RouteOptions,
  name: HookName,
  hook: (...args: never[]) => unknown,
): void {
  const hooks = route as unknown as Record<HookName, unknown>;
  const present = hooks[name];
  hooks[name] = [...(present === undefined ? [] : Array.isArray(present) ? present : [present]), hook];
}
