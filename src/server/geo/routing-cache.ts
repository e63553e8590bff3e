/**
 * The routing network of the whole map, kept in this process between path queries and built again
 * only when the map has changed since (revision-cache.ts): queries that arrive during a build wait
 * for that build rather than starting their own. The build runs in a worker thread (routing-worker.ts).
 */
import type { Queryable } from "../db/database.ts";
import type { WorkerPool } from "../workers/worker-pool.ts";
import { RevisionCache } from "./revision-cache.ts";
import { RoomIndex } from "./room-index.ts";
import type { RoutingNetwork } from "./routing-network.ts";
import { inRoutingWorker, routingFeatureRows } from "./routing-store.ts";
import type { NetworkParts } from "./routing-worker.ts";

async function builtNetwork(db: Queryable, workers: WorkerPool): Promise<RoutingNetwork> {
  const rows = await routingFeatureRows(db, null);
  const parts = await inRoutingWorker<NetworkParts>(workers, "networkParts", rows);
  return { ...parts, rooms: RoomIndex.of(parts.rooms) };
}

export class RoutingCache {
  readonly #networks: RevisionCache<"map", RoutingNetwork>;

  constructor(db: Queryable, workers: WorkerPool) {
    this.#networks = new RevisionCache(db, () => builtNetwork(db, workers));
  }

  /** The network of the map as it is now. */
  network(): Promise<RoutingNetwork> {
    return this.#networks.get("map");
  }
}
