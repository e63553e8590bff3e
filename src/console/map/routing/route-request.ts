/**
 * The two ends of a route preview and the question they make: only saved features can be routed (a
 * path runs over the saved map), so an end is a feature's server id with the floor it is on.
 */
export interface RouteEnd {
  id: number;
  floor: string;
  /** its name and type, as the editor shows it */
  title: string;
}

export interface RouteRequest {
  from: number;
  to: number;
  accessible: boolean;
}

/** The server id of a session key, or null for a feature not saved yet (its key is not an id). */
export const savedId = (key: string): number | null => (/^[1-9][0-9]{0,9}$/.test(key) ? Number(key) : null);

/** The request the ends make, or null while one is missing. */
export function routeRequest(
  from: RouteEnd | null,
  to: RouteEnd | null,
  accessible: boolean,
): RouteRequest | null {
  return from && to ? { from: from.id, to: to.id, accessible } : null;
}
