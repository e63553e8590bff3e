/**
 * The worker thread that holds the embedded PGlite database. PGlite is PostgreSQL compiled to
 * WebAssembly: every statement runs on the thread that calls it, so a large one (an import batch,
 * the stored routing graph, a floor aggregated as JSON) would stop every other request on the request
 * thread for its whole length. This thread owns the engine; the server talks to it in messages, and
 * only the rows come back. One thread, one connection, as PGlite is.
 *
 * The messages (the server's `PgliteThread` is the only caller):
 *   query {id, sql, params}                      -> {id, rows} | {id, error}
 *   begin {id}                                   -> {id, rows: []} once the transaction holds PGlite
 *   in    {id, tx, sql, params}                  -> a query inside the transaction `tx` (begin's id)
 *   end   {id, tx, commit}                       -> {id, rows: []} after COMMIT, or ROLLBACK when !commit
 *   close {id}                                   -> {id, rows: []} once the files are written
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export type Request =
  | { op: "query"; id: number; sql: string; params?: unknown[] }
  | { op: "begin"; id: number }
  | { op: "in"; id: number; tx: number; sql: string; params?: unknown[] }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "close"; id: number };

export type Answer =
  | { id: number; rows: unknown[] }
  | { id: number; error: ErrorFields }
  | { ready: true }
  | { failed: ErrorFields };

/** What callers read off a database error (the SQLSTATE and the constraint): kept across the thread. */
export interface ErrorFields {
  message: string;
  [field: string]: unknown;
}

const kept = ["code", "constraint", "detail", "hint", "table", "column", "schema", "severity", "position"];

export function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message };
  for (const name of kept) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** A transaction in progress: its queries come in one message at a time until `end`. */
interface Open {
  tx: Transaction;
  finish(commit: boolean): void;
}

async function serve(port: NonNullable<typeof parentPort>, dataDir: string | null) {
  // pg_trgm: the trigram indexes of the lists' search (migration 016).
  const db = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const open = new Map<number, Open>();
  const answer = (id: number, work: () => Promise<unknown[]>) =>
    work().then(
      (rows) => port.postMessage({ id, rows } satisfies Answer),
      (error: unknown) => port.postMessage({ id, error: fieldsOf(error) } satisfies Answer),
    );

  const begin = (id: number) => {
    // PGlite's transaction() holds the engine until its callback settles: statements outside the
    // transaction wait, as they did when the server ran PGlite itself.
    let begun!: () => void;
    const holding = new Promise<void>((resolve) => (begun = resolve));
    const ended = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          open.set(id, {
            tx,
            finish: (yes) => (yes ? commit() : rollback(new RolledBack())),
          });
          begun();
        }),
    );
    return { holding, ended };
  };
  const ending = new Map<number, Promise<void>>();

  port.on("message", (request: Request) => {
    switch (request.op) {
      case "query":
        void answer(request.id, async () => (await db.query(request.sql, request.params)).rows);
        return;
      case "begin": {
        const { holding, ended } = begin(request.id);
        ending.set(request.id, ended);
        void answer(request.id, async () => {
          await Promise.race([holding, ended]);
          return [];
        });
        return;
      }
      case "in": {
        const transaction = open.get(request.tx);
        void answer(request.id, async () => {
          if (!transaction) throw new Error("no such transaction");
          return (await transaction.tx.query(request.sql, request.params)).rows;
        });
        return;
      }
      case "end": {
        const transaction = open.get(request.tx);
        const ended = ending.get(request.tx);
        open.delete(request.tx);
        ending.delete(request.tx);
        transaction?.finish(request.commit);
        void answer(request.id, async () => {
          try {
            await ended;
          } catch (error) {
            if (!(error instanceof RolledBack)) throw error;
          }
          return [];
        });
        return;
      }
      case "close":
        void answer(request.id, async () => {
          await db.close();
          return [];
        });
        return;
    }
  });
  port.postMessage({ ready: true } satisfies Answer);
}

/** The reason given to PGlite for a rollback the server asked for: not an error of the transaction. */
class RolledBack extends Error {}

if (parentPort) {
  const port = parentPort;
  serve(port, workerData as string | null).catch((error: unknown) =>
    port.postMessage({ failed: fieldsOf(error) } satisfies Answer),
  );
}
