/**
 * Values derived from the map, kept in this process key by key and derived again only when the map
 * has changed since: each `get` reads the map's revision (one row, migration 011), which every
 * committed change of map_feature moves on, whichever process made it — an import, the command line
 * or raw SQL included. The revision is read before the value is derived, so a value is never labelled
 * newer than what it came from; one derived from a change committed in between only costs an extra
 * derivation at the next call. Calls that arrive while a value is being derived wait for it rather
 * than start their own, and a failed derivation (the database went away) is not kept.
 *
 * With a budget, at most that much is kept (as `sizeOf` measures it): the keys used longest ago are
 * let go first, and a value larger than the whole budget is handed out but not kept.
 */
import type { Queryable } from "../db/database.ts";
import { mapRevision } from "./map-revision.ts";

interface Kept<V> {
  revision: number;
  value: Promise<V>;
  /** its size once derived; 0 while being derived */
  size: number;
}

export interface RevisionCacheOptions<V> {
  budget?: { limit: number; sizeOf: (value: V) => number };
  /** the revision values are derived at; the map's by default. A constant keeps values until let go. */
  revision?: () => Promise<number>;
}

export class RevisionCache<K, V> {
  readonly #derive: (key: K) => Promise<V>;
  readonly #budget: RevisionCacheOptions<V>["budget"];
  readonly #revision: () => Promise<number>;
  /** in the order used, the most recent last */
  readonly #kept = new Map<K, Kept<V>>();

  constructor(
    db: Queryable,
    derive: (key: K) => Promise<V>,
    { budget, revision }: RevisionCacheOptions<V> = {},
  ) {
    this.#derive = derive;
    this.#budget = budget;
    this.#revision = revision ?? (() => mapRevision(db));
  }

  /** The value of `key` as the map is now. */
  async get(key: K): Promise<V> {
    const revision = await this.#revision();
    const kept = this.#kept.get(key);
    // One derived at a later revision (by a call that started after this one) will do as well.
    if (kept && kept.revision >= revision) {
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept.value;
    }
    const entry: Kept<V> = { revision, value: this.#derive(key), size: 0 };
    this.#kept.delete(key);
    this.#kept.set(key, entry);
    try {
      const value = await entry.value;
      if (this.#budget) {
        entry.size = this.#budget.sizeOf(value);
        this.#trim(this.#budget.limit);
      }
      return value;
    } catch (error) {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
      throw error;
    }
  }

  /** Lets go of the values used longest ago until the budget holds (one over it alone is let go too). */
  #trim(limit: number): void {
    let total = 0;
    for (const { size } of this.#kept.values()) total += size;
    for (const [key, { size }] of this.#kept) {
      if (total <= limit) break;
      if (size === 0) continue; // still being derived
      this.#kept.delete(key);
      total -= size;
    }
  }
}
