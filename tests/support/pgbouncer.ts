/**
 * Debian's PgBouncer in transaction pooling mode in front of the test PostgreSQL server, for the test
 * that runs the API through a pooler (DATABASE_URL on PgBouncer, DATABASE_DIRECT_URL on the server).
 * Installed by .ci/run (apt-get install pgbouncer).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listening } from "./port-probe.ts";
import { freePort } from "./server-process.ts";

export interface Pooler {
  /** `serverUrl` with PgBouncer's address instead of the server's */
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export const pgbouncerInstalled = () => spawnSync("pgbouncer", ["--version"]).status === 0;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function startPgbouncer(serverUrl: string): Promise<Pooler> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "campus-pgbouncer-"));
  // writable by the postgres user PgBouncer runs as when started by root (its pid file, its socket)
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, "users.txt"), `"${server.username}" ""\n`);
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = trust",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 200",
      "default_pool_size = 10",
      `unix_socket_dir = ${dir}`,
      `pidfile = ${join(dir, "pgbouncer.pid")}`,
    ].join("\n"),
  );
  // PgBouncer refuses to run as root: as root, it runs as the postgres user.
  const asRoot = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = spawn("pgbouncer", [...asRoot, join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer ended: ${output}`);
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen: ${output}`);
    if (await listening(port)) break;
    await pause(50);
  }
  const url = new URL(serverUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
