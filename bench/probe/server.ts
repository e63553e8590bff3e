/**
 * The API as it runs in production, for the probe to attack: `node src/server/main.ts` in a child
 * process on a port of 9400–9499, on PGlite in a temp DATA_DIR or on a fresh PostgreSQL database of
 * its own. A database and not a schema: the connection-kill probe terminates every backend of the
 * current database, which must hold this server's connections only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export type DatabaseKind = "pglite" | "postgres";

/** the database a probe run is on: PGlite, or a PostgreSQL server given by its URL */
export interface Target {
  kind: DatabaseKind;
  /** the PostgreSQL server's URL (any database on it: fresh ones are created beside it) */
  postgresUrl?: string;
}

export interface ProbeServer {
  port: number;
  /** the server's database URL on PostgreSQL, for the probe's own connection to it */
  databaseUrl: string | undefined;
  admin: { email: string; password: string };
  /** whether the process is still running */
  alive(): boolean;
  /** resolves with the exit code once the process has exited */
  exited: Promise<number | null>;
  /** what the process wrote on stdout and stderr */
  output(): string;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM (SIGKILL after 15 s), then the database and DATA_DIR removed */
  stop(): Promise<void>;
}

const portRange = { first: 9400, last: 9499 };
let nextPort = portRange.first;

const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once("error", () => done(false))
      .listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });

/** A free port of the range, never the same twice in a run (a port just closed may still linger). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries <= portRange.last - portRange.first; tries++) {
    const port = nextPort;
    nextPort = port === portRange.last ? portRange.first : port + 1;
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${portRange.first}–${portRange.last}`);
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `probe_${randomBytes(6).toString("hex")}`;
  await runSql(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runSql(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await pause(200);
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}

/** Starts a server with `env` beside the probe's own settings; `seed` seeds the demo campus. */
export async function startServer(
  target: Target,
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<ProbeServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "campus-probe-"));
  const database = target.postgresUrl ? await freshDatabase(target.postgresUrl) : null;
  const admin = {
    email: "probe-admin@probe.example",
    password: `Pr0be-${randomBytes(12).toString("base64url")}`,
  };
  const child = spawn(process.execPath, [join(import.meta.dirname, "../../src/server/main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      SEED_DEMO: options.seed ? "1" : "0",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    // the tail is what tells why a process died
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const cleanUp = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    await cleanUp();
    throw error;
  }
  return {
    port,
    databaseUrl: database?.url,
    admin,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    output: () => output,
    signal: (name) => child.kill(name),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      await cleanUp();
    },
  };
}
