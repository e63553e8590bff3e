/**
 * The latest release as this process keeps it for the app. A release never changes, so what is read
 * or made of one is kept until let go, with no revision to check: the floors of a release, each
 * floor's features and its tile index (bounded by features kept), and encoded tiles (an LRU bounded
 * by bytes). Which release is the latest is kept until a new one is announced (latest-release.ts),
 * so a cached tile is answered without the database, and a publish by any process shows at once.
 */
import { LRUCache } from "lru-cache";
import type { Floor } from "../../shared/floor.ts";
import type { Database } from "../db/database.ts";
import { RevisionCache } from "../map/revision-cache.ts";
import { bodyTag } from "./cacheable-answer.ts";
import { LatestRelease } from "./latest-release.ts";
import { type AppFeature, type ReleasedFloor, readAppFloor, readReleasedFloors } from "./released-floors.ts";
import { FloorTiles, type TileAddress } from "./vector-tiles.ts";

/** A floor of a release: its features, and its tiles once a tile is asked for. */
export class KeptFloor {
  readonly features: AppFeature[];
  #tiles: FloorTiles | null = null;

  constructor(features: AppFeature[]) {
    this.features = features;
  }

  get tiles(): FloorTiles {
    this.#tiles ??= new FloorTiles(this.features);
    return this.#tiles;
  }
}

/** An encoded tile and its ETag (cacheable-answer.ts), kept together. */
export interface EncodedTile {
  bytes: Uint8Array;
  tag: string;
}

export interface ReleasedMapLimits {
  /** features kept across floors (with their tile indexes) */
  featureBudget: number;
  /** bytes of encoded tiles kept */
  tileBytes: number;
}

const defaultLimits: ReleasedMapLimits = { featureBudget: 100_000, tileBytes: 64 * 1024 * 1024 };

export class ReleasedMapCache {
  readonly #latest: LatestRelease;
  readonly #floorLists: RevisionCache<number, ReleasedFloor[]>;
  readonly #floors: RevisionCache<string, KeptFloor>;
  readonly #tiles: LRUCache<string, EncodedTile>;

  constructor(db: Database, { featureBudget, tileBytes }: ReleasedMapLimits = defaultLimits) {
    this.#latest = new LatestRelease(db);
    const forever = { revision: async () => 0 };
    this.#floorLists = new RevisionCache(db, (release) => readReleasedFloors(db, release), {
      ...forever,
      budget: { limit: 4, sizeOf: () => 1 },
    });
    this.#floors = new RevisionCache(
      db,
      async (key) => {
        const [release, floor] = key.split(" ");
        return new KeptFloor(await readAppFloor(db, Number(release), floor as Floor));
      },
      { ...forever, budget: { limit: featureBudget, sizeOf: (kept) => Math.max(kept.features.length, 1) } },
    );
    this.#tiles = new LRUCache({
      maxSize: tileBytes,
      sizeCalculation: (tile) => Math.max(tile.bytes.length, 1),
    });
  }

  /** The latest release's number; null before the first publish. */
  latest(): Promise<number | null> {
    return this.#latest.get();
  }

  /** The floors of release `release` the app has something on, bottom up. */
  floors(release: number): Promise<ReleasedFloor[]> {
    return this.#floorLists.get(release);
  }

  /** `floor` of release `release`; call it for a floor floors() lists. */
  floor(release: number, floor: Floor): Promise<KeptFloor> {
    return this.#floors.get(`${release} ${floor}`);
  }

  /** The encoded tile at `at` of `floor` in release `release`. */
  async tile(release: number, floor: Floor, { z, x, y }: TileAddress): Promise<EncodedTile> {
    const key = `${release} ${floor} ${z} ${x} ${y}`;
    const kept = this.#tiles.get(key);
    if (kept) return kept;
    const bytes = (await this.floor(release, floor)).tiles.encode(z, x, y);
    const tile = { bytes, tag: bodyTag(bytes) };
    this.#tiles.set(key, tile);
    return tile;
  }
}
