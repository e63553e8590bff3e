/**
 * The real server (npm start's src/server/main.ts) in a child process on a free loopback port, for the
 * tests and benchmarks that kill it (SIGKILL) or run several at once against one database. It is up
 * once /api/health answers; `kill9` ends it at once, as a crash would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** what it printed, for the failure messages */
  output(): string;
  /** resolves with the exit code or signal once it has ended */
  exited: Promise<number | string | null>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `cwd`: the project to run, this one unless a test made a copy (area-copy.ts); `port`: a given one
 * (a process restarted behind a load balancer), else a free one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { cwd = process.cwd(), port: given }: { cwd?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = given ?? (await freePort());
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd,
    env: {
      ...process.env,
      SEED_DEMO: "0",
      CHECK_ANSWERS: "true",
      LOG_LEVEL: "warn",
      // stopped at once unless a test measures the drain
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string | null>((done) =>
    child.once("exit", (code, signal) => done(signal ?? code)),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended) throw new Error(`server exited while starting: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await pause(50);
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async kill9() {
      if (!ended) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!ended) child.kill("SIGTERM");
      await exited;
    },
  };
}
