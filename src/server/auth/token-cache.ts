/**
 * The accounts of recently checked bearer tokens, so that a signed-in request usually needs no query
 * of its own (on PGlite, one connection, the sign-in query waited in line with every list query).
 * An entry is trusted only while nothing that could change its answer can have happened:
 * - a committed write of this process to app_user or auth_token empties the cache at once
 *   (Database.afterWrite), so a sign-out, a role change or a removed account counts for the very
 *   next request;
 * - writes of other processes (other API processes, the command line, an operator's SQL on
 *   PostgreSQL) arrive as NOTIFY auth_changed (migration 018) and empty it too; while that channel is
 *   down nothing is cached, and it is emptied when the channel is back;
 * - a lookup that began before an emptying is not kept (the generation moved on meanwhile);
 * - an entry lasts until the token's expiry, its idle expiry or the minute after which the idle clock
 *   is due to be pushed on, whichever comes first, so the idle clock keeps its meaning.
 * Another process's change is therefore seen here after its commit's notification arrives: on one
 * machine, within milliseconds.
 */
import type { Database } from "../db/database.ts";
import type { Account } from "./account.ts";

export const authChannel = "auth_changed";
const authTables = /\b(app_user|auth_token)\b/i;
/** entries kept at most; beyond that the oldest goes */
const capacity = 10_000;

export class TokenCache {
  readonly #entries = new Map<string, { account: Account; until: number }>();
  #generation = 0;
  #hearsOthers = false;

  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** the account of a token hash checked recently and still trusted, or undefined */
  get(hash: string): Account | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > this.#now()) return entry.account;
    this.#entries.delete(hash);
    return undefined;
  }

  /** to be taken before the lookup whose answer `keep` may store */
  generation(): number {
    return this.#generation;
  }

  /** keeps `account` for `hash` until `until`, unless the cache was emptied since `generation` */
  keep(hash: string, account: Account, until: number, generation: number): void {
    if (!this.#hearsOthers || generation !== this.#generation || until <= this.#now()) return;
    if (this.#entries.size >= capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // Frozen: every request of the token is handed the same object.
    const roles = Object.freeze([...account.roles]) as number[];
    this.#entries.set(hash, { account: Object.freeze({ ...account, roles }), until });
  }

  forget(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** whether other processes' changes are heard; while not, nothing is kept */
  hearingOthers(hears: boolean): void {
    this.forget();
    this.#hearsOthers = hears;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * A cache emptied by `db`'s writes to accounts and tokens, this process's and others'. `isIdleClock`
 * tells the idle clock's own write, which changes no cached answer.
 */
export function tokenCacheOf(db: Database, isIdleClock: (sql: string) => boolean): TokenCache {
  const cache = new TokenCache();
  db.afterWrite((sql) => {
    if (authTables.test(sql) && !isIdleClock(sql)) cache.forget();
  });
  db.listenToOthers(authChannel, {
    ready: () => cache.hearingOthers(true),
    notify: () => cache.forget(),
    lost: () => cache.hearingOthers(false),
  });
  return cache;
}
