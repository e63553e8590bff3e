/**
 * The number of the latest map release, kept in this process so that a cached tile is answered with
 * no query at all. It is trusted only while nothing can have changed it unheard, as the token cache
 * does (auth/token-cache.ts):
 * - a committed write of this process to map_release (a publish, a rollback) forgets it at once
 *   (Database.afterWrite), so the very next call reads the new release;
 * - other processes' releases arrive as NOTIFY map_released (migration 025) and forget it too;
 *   while that channel is down nothing is kept and every call asks the database;
 * - a lookup under way when it is forgotten is not kept (it may have read the release before).
 */
import type { Database } from "../db/database.ts";
import { latestReleaseNumber } from "../publishing/releases.ts";

export const releaseChannel = "map_released";
const releaseTable = /\bmap_release\b/i;

export class LatestRelease {
  readonly #db: Database;
  #known: Promise<number | null> | null = null;
  #hearsOthers = false;

  constructor(db: Database) {
    this.#db = db;
    db.afterWrite((sql) => {
      if (releaseTable.test(sql)) this.#forget();
    });
    db.listenToOthers(releaseChannel, {
      ready: () => this.#hearing(true),
      notify: () => this.#forget(),
      lost: () => this.#hearing(false),
    });
  }

  /** The latest release's number; null before the first publish. */
  get(): Promise<number | null> {
    if (this.#known) return this.#known;
    const lookup = latestReleaseNumber(this.#db);
    if (this.#hearsOthers) {
      this.#known = lookup;
      lookup.catch(() => {
        if (this.#known === lookup) this.#known = null;
      });
    }
    return lookup;
  }

  #forget(): void {
    this.#known = null;
  }

  #hearing(hears: boolean): void {
    this.#forget();
    this.#hearsOthers = hears;
  }
}
