/**
 * The server's side of the PGlite thread (pglite-thread.ts): statements are sent there and their rows
 * come back, so that the request thread never runs the engine. A database error arrives as an Error
 * with the fields callers read (`code`, `constraint`, …); the thread ending fails every waiting call.
 */
import { Worker } from "node:worker_threads";
import type { Answer, ErrorFields, Request } from "./pglite-thread.ts";

/** The statements of one transaction (database.ts's Queryable, not imported: it imports this module). */
interface InTransaction {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

type Pending = { resolve(rows: unknown[]): void; reject(error: ErrorFields | Error): void };

/** A request without its id: the connection numbers them. */
type Unnumbered<R> = R extends unknown ? Omit<R, "id"> : never;

/** The error, its stack the caller's (the thread's own would say nothing about which call failed). */
function errorOf(fields: ErrorFields, callerStack?: string): Error {
  const { message, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (callerStack) error.stack = `Error: ${message}${callerStack.slice(callerStack.indexOf("\n"))}`;
  return error;
}

export class PgliteConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #gone: Error | null = null;
  /** transactions begun and not yet ended: each holds PGlite's connection, even between statements */
  #transactions = 0;
  /** when the thread last answered a call (performance.now()) */
  #answeredAt = performance.now();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (answer: Answer) => {
      if (!("id" in answer)) return;
      this.#answeredAt = performance.now();
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#settled(answer.id);
      if ("error" in answer) pending.reject(answer.error);
      else pending.resolve(answer.rows);
    });
    const end = (error: Error) => {
      this.#gone ??= error;
      for (const [id, pending] of this.#pending) {
        this.#settled(id);
        pending.reject(this.#gone);
      }
    };
    worker.on("error", end);
    worker.on("exit", (code) => end(new Error(`the PGlite thread ended (exit code ${code})`)));
    // Idle, the thread does not keep the process alive; while a call waits, it does.
    worker.unref();
  }

  /** Starts the thread on `dataDir` (in memory when null) and waits until PGlite is open. */
  static open(dataDir: string | null): Promise<PgliteConnection> {
    const worker = new Worker(new URL("./pglite-thread.ts", import.meta.url), { workerData: dataDir });
    return new Promise((resolve, reject) => {
      const first = (answer: Answer) => {
        if ("ready" in answer) resolve(new PgliteConnection(worker));
        else if ("failed" in answer) {
          void worker.terminate();
          reject(errorOf(answer.failed));
        } else return;
        worker.off("message", first);
        worker.off("error", reject);
      };
      worker.on("message", first);
      worker.on("error", reject);
    });
  }

  /**
   * A statement runs or a transaction is open (either holds PGlite's one connection, so a new
   * statement would wait), and the thread answered a call within `withinMs`: working, not stuck.
   */
  busyButAnswering(withinMs: number): boolean {
    return !this.#gone && this.load().holding && performance.now() - this.#answeredAt < withinMs;
  }

  /** calls sent and not yet answered, and whether PGlite's connection is held (a call runs or a transaction is open) */
  load(): { pending: number; holding: boolean } {
    const pending = this.#pending.size;
    return { pending, holding: pending > 0 || this.#transactions > 0 };
  }

  #send(request: Unnumbered<Request>): Promise<unknown[]> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#next++;
    if (this.#pending.size === 0) this.#worker.ref();
    const caller = new Error();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, {
        resolve,
        reject: (error) => reject(error instanceof Error ? error : errorOf(error, caller.stack)),
      });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  query<T>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.#send({ op: "query", sql, params }) as Promise<T[]>;
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: InTransaction) => Promise<T>): Promise<T> {
    const tx = this.#next;
    await this.#send({ op: "begin" });
    this.#transactions++;
    let result: T;
    try {
      result = await work({
        query: <R>(sql: string, params?: unknown[]) =>
          this.#send({ op: "in", tx, sql, params }) as Promise<R[]>,
      });
    } catch (error) {
      await this.#send({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    } finally {
      this.#transactions--;
    }
    await this.#send({ op: "end", tx, commit: true });
    return result;
  }

  /** Writes PGlite's files and ends the thread. */
  async close(): Promise<void> {
    if (!this.#gone) await this.#send({ op: "close" });
    await this.#worker.terminate();
  }
}
