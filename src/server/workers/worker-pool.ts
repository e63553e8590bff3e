/**
 * The worker threads (piscina) that take the work of seconds off the request thread: reading an IMDF
 * archive (unzip, JSON, checks, mapping) and building the routing network, so that every other
 * request keeps being answered meanwhile. The pool is small and bounded: at most `WORKER_THREADS`
 * threads (default: one fewer than the machine's cores, at least one, at most two), a queue of
 * `maxQueue` tasks behind them, and a heap limit per thread; threads start at the first task and end
 * after a minute idle, so a process that never imports or routes starts none. The worker files are
 * the .ts sources themselves, run by Node's type stripping like the server.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";

/** Tasks waiting beyond the running ones; more are refused (WorkerPoolBusy) rather than held in memory. */
export const maxQueue = 8;

/** A worker's heap: an archive of 128 MB of JSON once inflated parses into about this much. */
const heapMegabytes = 1536;

/** two where the machine has two cores or more: a zip bomb is refused while a large import is read */
export const defaultThreads = Math.min(2, availableParallelism());

/** Refused because `maxQueue` tasks are already waiting. */
export class WorkerPoolBusy extends Error {}

/** A task's thread ran out of its heap (ERR_WORKER_OUT_OF_MEMORY): the input was too large for it. */
export class WorkerOutOfMemory extends Error {}

export class WorkerPool {
  readonly #threads: number;
  readonly #keep: boolean;
  #pool: Piscina | null = null;
  #closed = false;

  /** `keep`: the threads, once started, stay until close (a thread holding state, e.g. a network) */
  constructor(threads = defaultThreads, { keep = false } = {}) {
    this.#threads = threads;
    this.#keep = keep;
  }

  /** `name` exported by the module at `file`, called with `task` in a worker thread. */
  async run<T>(file: URL, name: string, task: unknown): Promise<T> {
    if (this.#closed) throw new Error("the worker pool is closed");
    this.#pool ??= new Piscina({
      minThreads: this.#keep ? this.#threads : 0,
      maxThreads: this.#threads,
      // beyond minThreads only: kept threads stay
      idleTimeout: 60_000,
      maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: heapMegabytes },
    });
    if (this.#pool.queueSize >= maxQueue) throw new WorkerPoolBusy();
    try {
      return await this.#pool.run(task, { filename: file.href, name });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") throw new WorkerOutOfMemory();
      throw error;
    }
  }

  /** Ends the threads, abandoning any running task (their requests have been answered or dropped by then). */
  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
