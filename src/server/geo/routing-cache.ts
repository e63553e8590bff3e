/**
 * The routing network of the whole map, kept in this process between path queries and built again
 * only when the map has changed since: each query reads the map's revision (one row, migration 011),
 * which every committed change of map_feature moves on, whichever process made it. The revision is
 * read before the features, so a network is never labelled newer than what it was built from; one
 * built from a change committed in between only costs an extra build at the next query. Queries that
 * arrive during a build wait for that build rather than starting their own.
 */
import type { Queryable } from "../db/database.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { buildRoutingNetwork } from "./routing-network.ts";
import { mapRevision, routingFeatures } from "./routing-store.ts";

export class RoutingCache {
  readonly #db: Queryable;
  #kept: { revision: number; network: Promise<RoutingNetwork> } | null = null;

  constructor(db: Queryable) {
    this.#db = db;
  }

  /** The network of the map as it is now. */
  async network(): Promise<RoutingNetwork> {
    const revision = await mapRevision(this.#db);
    // A network built at a later revision (by a query that started after this one) will do as well.
    if (this.#kept && this.#kept.revision >= revision) return this.#kept.network;
    const network = routingFeatures(this.#db, null).then(buildRoutingNetwork);
    const kept = { revision, network };
    this.#kept = kept;
    // A failed build (the database went away) is not kept: the next query tries again.
    network.catch(() => {
      if (this.#kept === kept) this.#kept = null;
    });
    return network;
  }
}
