/**
 * One query interface over embedded PGlite and a PostgreSQL server, so that the same SQL and
 * migrations run on both.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { parseIntoClientConfig } from "pg-connection-string";
import { lockDirectory } from "./directory-lock.ts";
import { PgliteConnection } from "./pglite-connection.ts";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** runs `work` in one transaction, rolled back when it throws */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** runs `step` at the end of every transaction of this process, inside it, before its COMMIT */
  beforeCommit(step: (tx: Queryable) => Promise<void>): void;
  /**
   * this process among those on the database: a random number, which PostgreSQL sees held as a
   * session advisory lock (`liveProcessSql`) for as long as the process lives
   */
  readonly process: number;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
  /** hears of connections the server dropped while idle (a restart, pg_terminate_backend) */
  onConnectionLost(listener: (error: Error) => void): void;
  /**
   * hears of every statement of this process that may have written (anything but a read), once it is
   * committed: at once for a statement on its own, at COMMIT for one inside a transaction
   */
  afterWrite(listener: (sql: string) => void): void;
  /**
   * hears of NOTIFY on `channel` from other processes. PostgreSQL: on a connection of its own, opened
   * again when lost; `lost` says notifications may be missed until the next `ready`. PGlite: no other
   * process can open its data directory, so it is `ready` at once and never lost.
   */
  listenToOthers(channel: string, events: ChannelEvents): void;
  /**
   * PGlite: other statements hold its one connection (an import's transaction, a routing graph being
   * stored), and it answered one within `withinMs`, so a new statement would wait in line behind
   * them. PostgreSQL: never; each statement has a connection of the pool.
   */
  busyButAnswering(withinMs: number): boolean;
  /**
   * runs `work` while holding the lock named `name`, which one process at a time holds (PostgreSQL: a
   * session advisory lock on a connection of its own, on the direct URL; PGlite: its data directory's
   * lock already keeps other processes out)
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** how its connections are used at this moment (GET /api/metrics); reads counters, sends nothing */
  connectionUse(): ConnectionUse;
}

export interface ConnectionUse {
  /** the most connections it opens: the pool's size, PGlite's one */
  max: number;
  /** connections open and running a statement or holding a transaction */
  busy: number;
  /** connections open and doing nothing */
  idle: number;
  /**
   * work waiting for a connection. PostgreSQL: queries waiting for the pool to hand one out.
   * PGlite: calls sent to its thread and not yet answered beyond the one it runs, and transactions
   * waiting for the open one to end.
   */
  waiting: number;
}

export interface ChannelEvents {
  ready(): void;
  /** `payload`: the NOTIFY's payload ('' when it had none) */
  notify(payload: string): void;
  lost(): void;
}

const readOnly = /^\s*(SELECT|SHOW|EXPLAIN)\b/i;

/** Calls every listener with each statement of `statements` that may have written. */
function announceWrites(listeners: Set<(sql: string) => void>, statements: string[]) {
  for (const sql of statements) if (!readOnly.test(sql)) for (const listener of listeners) listener(sql);
}

/**
 * The database server could not be reached or dropped the connection: the request may be tried again
 * once it is back. Anything else a query throws is the query's own failure.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** SQLSTATE classes and codes of a lost or refused connection: 08 connection exception, 57P0x shutdown. */
const unavailableStates = /^(08|57P0[123]|53300)/;
const unavailableNetwork = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);
// node-postgres reports a dropped or unreachable server in messages only.
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (unavailableStates.test(code) || unavailableNetwork.has(code))) return true;
  return unavailableMessages.test(error.message);
}

/** Runs `query`, telling a lost server from a failed query. */
async function guarded<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailable(error) : error;
  }
}

/** the first key of the advisory lock each API process holds on PostgreSQL while it lives ("camp") */
const processLockSpace = 0x63616d70;

/** A random positive int4: this process's number (Database.process). */
const newProcessNumber = () => 1 + Math.floor(Math.random() * 0x7ffffffe);

/**
 * SQL true when the process numbered by the integer expression `holder` is alive. PostgreSQL: it
 * holds its lock (a process that died, killed or not, has lost its session and the lock with it).
 * PGlite: one process opens the data directory at a time, so only this one is alive.
 */
export function liveProcessSql(db: Database, holder: string, self: string): string {
  if (db.kind === "pglite") return `(${holder} = ${self})`;
  return `(${holder} = ${self} OR EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
    AND classid = ${processLockSpace}::oid AND objid = ${holder}::oid AND objsubid = 2))`;
}

/** `work` followed by the steps to take before its transaction commits, inside it. */
function withCommitSteps<T>(
  work: (tx: Queryable) => Promise<T>,
  steps: Set<(tx: Queryable) => Promise<void>>,
) {
  return async (tx: Queryable) => {
    const result = await work(tx);
    for (const step of steps) await step(tx);
    return result;
  };
}

// Both drivers return bigint columns (count(*)) as strings; callers convert explicitly.
function pgliteDatabase(db: PgliteConnection, release: () => void = () => undefined): Database {
  let queue: Promise<unknown> = Promise.resolve();
  /** transactions waiting in `queue` for the one before them to end */
  let queuedTransactions = 0;
  const writeListeners = new Set<(sql: string) => void>();
  const commitSteps = new Set<(tx: Queryable) => Promise<void>>();
  return {
    kind: "pglite",
    process: newProcessNumber(),
    beforeCommit: (step) => commitSteps.add(step),
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await db.query<T>(sql, params);
      announceWrites(writeListeners, [sql]);
      return rows;
    },
    // PGlite is one connection: transactions are serialised so statements of others cannot interleave.
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const statements: string[] = [];
      queuedTransactions++;
      const next = queue.then(async () => {
        queuedTransactions--;
        const result = await db.transaction(async (tx) =>
          withCommitSteps(
            work,
            commitSteps,
          )({
            query: (sql, params) => {
              statements.push(sql);
              return tx.query(sql, params);
            },
          }),
        );
        announceWrites(writeListeners, statements);
        return result;
      });
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      await db.close();
      release();
    },
    // No server, no connection to lose: a PGlite thread that ended fails every call instead.
    onConnectionLost: () => undefined,
    afterWrite: (listener) => writeListeners.add(listener),
    listenToOthers: (_channel, events) => events.ready(),
    busyButAnswering: (withinMs) => db.busyButAnswering(withinMs),
    exclusively: (_name, work) => work(),
    connectionUse() {
      const { pending, holding } = db.load();
      return {
        max: 1,
        busy: holding ? 1 : 0,
        idle: holding ? 0 : 1,
        waiting: Math.max(0, pending - 1) + queuedTransactions,
      };
    },
  };
}

/** `directUrl`: the server without a pooler in between, for the connections that need a session. */
function postgresDatabase(pool: pg.Pool, directUrl: string): Database {
  const listeners = new Set<(error: Error) => void>();
  const writeListeners = new Set<(sql: string) => void>();
  const commitSteps = new Set<(tx: Queryable) => Promise<void>>();
  const processNumber = newProcessNumber();
  const channels = new Set<ChannelListener>([holdProcessLock(directUrl, processNumber)]);
  // An idle client whose server went away emits 'error' on the pool, which throws when nobody listens
  // and so ended the process. The pool has already dropped that client; the next query opens another.
  pool.on("error", (error) => {
    for (const listener of listeners) listener(error);
  });
  return {
    kind: "postgres",
    process: processNumber,
    beforeCommit: (step) => commitSteps.add(step),
    query: (sql, params) =>
      guarded(async () => {
        const { rows } = await pool.query(sql, params as unknown[]);
        announceWrites(writeListeners, [sql]);
        return rows;
      }),
    async transaction(work) {
      const statements: string[] = [];
      const client = await guarded(() => pool.connect());
      let broken: Error | undefined;
      // A checked-out client has no error listener of the pool's: a connection killed between two
      // statements (pg_terminate_backend, a restart) would emit 'error' unheard and end the process.
      const lost = (error: Error) => {
        broken = new DatabaseUnavailable(error);
      };
      client.on("error", lost);
      try {
        await guarded(() => client.query("BEGIN"));
        const result = await withCommitSteps(
          work,
          commitSteps,
        )({
          query: (sql, params) => {
            statements.push(sql);
            return guarded(async () => (await client.query(sql, params as unknown[])).rows);
          },
        });
        await guarded(() => client.query("COMMIT"));
        announceWrites(writeListeners, statements);
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailable) broken = error;
        // A connection that cannot roll back is not given back to the pool.
        else await client.query("ROLLBACK").catch((rollback: Error) => (broken = rollback));
        throw error;
      } finally {
        client.removeListener("error", lost);
        client.release(broken);
      }
    },
    close: async () => {
      for (const channel of channels) await channel.close();
      await pool.end();
    },
    onConnectionLost: (listener) => listeners.add(listener),
    afterWrite: (listener) => writeListeners.add(listener),
    listenToOthers(channel, events) {
      channels.add(listenOn(directUrl, channel, events));
    },
    busyButAnswering: () => false,
    async exclusively(name, work) {
      const client = new pg.Client({ connectionString: directUrl });
      await guarded(() => client.connect());
      // Ending the session lets the lock go, whatever happened to `work`.
      try {
        await guarded(() => client.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [name]));
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    connectionUse: () => ({
      max: pool.options.max,
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

interface ChannelListener {
  close(): Promise<void>;
}

const firstRetryMs = 250;
const lastRetryMs = 10_000;

/**
 * A connection of its own (a pooled one would be handed to queries), on which `begin` runs once
 * connected. A lost connection is said (`lost`) and opened again, waiting twice as long after each
 * failure, up to 10 s. Named (`label`) apart from the pool's connections, so that pg_stat_activity
 * tells an operator what it is for, even in the moment between its connect and its `begin`.
 */
function keptSession(
  connectionString: string,
  label: string,
  begin: (client: pg.Client) => Promise<unknown>,
  events: ChannelEvents,
): ChannelListener {
  const config = parseIntoClientConfig(connectionString);
  const sessionConfig = {
    ...config,
    application_name: [config.application_name, label].filter(Boolean).join(" "),
  };
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let closed = false;
  const open = async () => {
    const attempt = new pg.Client(sessionConfig);
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      if (client === attempt) client = null;
      attempt.end().catch(() => undefined);
      if (closed) return;
      events.lost();
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    };
    attempt.on("error", drop);
    attempt.on("end", drop);
    attempt.on("notification", (message) => events.notify(message.payload ?? ""));
    try {
      await attempt.connect();
      await begin(attempt);
    } catch {
      drop();
      return;
    }
    if (gone) return;
    if (closed) {
      gone = true;
      await attempt.end().catch(() => undefined);
      return;
    }
    client = attempt;
    retryMs = firstRetryMs;
    events.ready();
  };
  void open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** LISTEN on `channel`, on a session of its own. */
function listenOn(connectionString: string, channel: string, events: ChannelEvents): ChannelListener {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return keptSession(
    connectionString,
    `LISTEN ${channel}`,
    (client) => client.query(`LISTEN ${channel}`),
    events,
  );
}

/**
 * Holds this process's lock (liveProcessSql) on a session of its own for as long as the process
 * lives; taken again when the session is lost and back.
 */
function holdProcessLock(connectionString: string, processNumber: number): ChannelListener {
  const quiet = { ready: () => undefined, notify: () => undefined, lost: () => undefined };
  return keptSession(
    connectionString,
    `process ${processNumber}`,
    (client) => client.query("SELECT pg_advisory_lock($1, $2)", [processLockSpace, processNumber]),
    quiet,
  );
}

/**
 * `databaseUrl` set: a pool on that server (`directUrl`, when a pooler stands between: the server
 * itself, for LISTEN and locks); otherwise PGlite in `dataDir/pg`, or in memory for "memory".
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  directUrl?: string | undefined;
  dataDir: string | "memory";
}): Promise<Database> {
  if (options.databaseUrl) {
    // A connection that cannot be had within 5 s fails the request (503) instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    await pool.query("select 1");
    return postgresDatabase(pool, options.directUrl ?? options.databaseUrl);
  }
  // PGlite runs in a thread of its own (pglite-thread.ts), so that its statements never hold the
  // request thread.
  if (options.dataDir === "memory") return pgliteDatabase(await PgliteConnection.open(null));
  const dir = join(options.dataDir, "pg");
  mkdirSync(dir, { recursive: true });
  const release = lockDirectory(dir);
  try {
    return pgliteDatabase(await PgliteConnection.open(dir), release);
  } catch (error) {
    release();
    throw error;
  }
}
