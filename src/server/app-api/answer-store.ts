/**
 * The app's recent answers, kept in memory by each API process, so that a read repeated by many
 * phones (the news, a floor, a tile) is answered from memory, not the database. An answer is
 * forgotten when anything the app can see changes (this process's writes, and other processes' as
 * NOTIFY app_changed, migration 026), and after `ttlMs` by the server's clock, so that a record
 * going live by its publication window shows within that time. While other processes' changes may
 * be missed (the listening connection lost), nothing is kept. While one request reads an answer
 * that is not kept, the same request from others waits for it instead of reading it too: the moment
 * an answer expires, a hundred phones asking for it make one read, not a hundred.
 */
import type { Database } from "../db/database.ts";
import type { Codings } from "./answer-coding.ts";

export interface StoredAnswer {
  /** encoded once: an answer sent again from memory is not turned into UTF-8 on every request */
  body: Uint8Array;
  tag: string;
  type: string;
  /** the body compressed, by coding, as clients have asked for it (answer-coding.ts) */
  codings: Codings;
  storedAt: number;
  /**
   * when the answer stops being true by the server's clock (a temporary closure starting or ending,
   * which no write announces): it is not kept past it
   */
  until?: number;
}

/** Statements whose commit changes what the app may see: an audited write, a release. */
const appTables = /\b(audit_entry|map_release)\b/i;
export const appChannel = "app_changed";

export class AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>();
  private hearing = false;
  /** moved on by every forget: an answer read before a change is not kept after it */
  private generation = 0;
  private readonly opened = new WeakMap<object, number>();
  /** the requests waiting for the answer another is reading, by key */
  private readonly waiting = new Map<string, (() => void)[]>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(ttlMs: number, maxEntries: number, clock: () => number) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  get(key: string): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const now = this.clock();
    const age = now - answer.storedAt;
    // A clock set back (tests) makes an answer as old as one past its time.
    if (age < 0 || age >= this.ttlMs || (answer.until !== undefined && now >= answer.until)) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  /**
   * Marks the start of `request`'s read of `key`: what it reads may be kept if nothing changes
   * meanwhile. The first reader of a key leads: others asking meanwhile wait (whenRead) until it
   * keeps its answer or `ended` (its answer sent or abandoned) fires.
   */
  open(request: object, key: string, ended: (release: () => void) => void): void {
    this.opened.set(request, this.generation);
    if (!this.keeping() || this.waiting.has(key)) return;
    this.waiting.set(key, []);
    ended(() => this.release(key));
  }

  /** Resolves when the request reading `key` now is done; undefined when none is. */
  whenRead(key: string): Promise<void> | undefined {
    const waiters = this.waiting.get(key);
    return waiters && new Promise((resolve) => waiters.push(resolve));
  }

  private release(key: string): void {
    const waiters = this.waiting.get(key);
    this.waiting.delete(key);
    for (const wake of waiters ?? []) wake();
  }

  private keeping(): boolean {
    return this.hearing && this.ttlMs > 0;
  }

  keep(request: object, key: string, answer: Omit<StoredAnswer, "storedAt">): void {
    if (this.keeping() && this.opened.get(request) === this.generation) this.store(key, answer);
    this.release(key);
  }

  private store(key: string, answer: Omit<StoredAnswer, "storedAt">): void {
    if (this.answers.size >= this.maxEntries) {
      // The oldest kept goes first: Map keeps insertion order.
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { ...answer, storedAt: this.clock() });
  }

  forget(): void {
    this.generation++;
    this.answers.clear();
  }

  hearingOthers(hearing: boolean): void {
    this.hearing = hearing;
    if (!hearing) this.forget();
  }
}

export function answerStoreOf(db: Database, ttlMs: number, clock: () => number): AnswerStore {
  const store = new AnswerStore(ttlMs, 2000, clock);
  db.afterWrite((sql) => {
    if (appTables.test(sql)) store.forget();
  });
  db.listenToOthers(appChannel, {
    ready: () => store.hearingOthers(true),
    notify: () => store.forget(),
    lost: () => store.hearingOthers(false),
  });
  return store;
}
