/**
 * The routing network of the whole map, kept in this process between path queries and built again
 * only when the map has changed since (revision-cache.ts): queries that arrive during a build wait
 * for that build rather than starting their own.
 */
import type { Queryable } from "../db/database.ts";
import { RevisionCache } from "./revision-cache.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { buildRoutingNetwork } from "./routing-network.ts";
import { routingFeatures } from "./routing-store.ts";

export class RoutingCache {
  readonly #networks: RevisionCache<"map", RoutingNetwork>;

  constructor(db: Queryable) {
    this.#networks = new RevisionCache(db, () => routingFeatures(db, null).then(buildRoutingNetwork));
  }

  /** The network of the map as it is now. */
  network(): Promise<RoutingNetwork> {
    return this.#networks.get("map");
  }
}
