/**
 * Tables that would only grow (expired tokens, old sign-in failures, spent idempotency keys) are
 * purged when the server is ready (unless `atReady` is false) and then every `everyMs`. A failed purge is logged and tried again
 * next time: the rows it left are harmless meanwhile. Each purge is a plain DELETE, so several server
 * processes purging at once do no harm.
 */
import type { FastifyInstance } from "fastify";

export interface PeriodicPurge {
  /** what is purged, for the log */
  what: string;
  everyMs: number;
  /** false: the first run waits `everyMs` too, for upkeep a server just started does not need */
  atReady?: boolean;
  /** deletes what has expired; the counts of rows deleted, by kind */
  purge: () => Promise<Record<string, number>>;
}

export function registerPurge(
  app: FastifyInstance,
  { what, everyMs, atReady = true, purge }: PeriodicPurge,
): void {
  const run = async () => {
    try {
      const purged = await purge();
      if (Object.values(purged).some((count) => count > 0)) app.log.info(purged, `${what} purged`);
    } catch (error) {
      app.log.warn({ err: error }, `purge of ${what} failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (atReady) await run();
    // unref: the timer alone does not keep the process alive
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
