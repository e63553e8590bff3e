/**
 * Debian's HAProxy running the shipped deploy/haproxy.cfg in front of API processes on loopback, for
 * the scale-out test and benchmark. Installed by .ci/run (apt-get install haproxy).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { freePort } from "./server-process.ts";

export interface Balancer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function haproxyInstalled(): boolean {
  return spawnSync("haproxy", ["-v"]).status === 0;
}

/** HAProxy with deploy/haproxy.cfg before `servers` (base URLs, at most three); up once each answers through it. */
export async function startHaproxy(servers: string[], config = "deploy/haproxy.cfg"): Promise<Balancer> {
  const port = await freePort();
  const env: Record<string, string> = { CAMPUS_BIND: `127.0.0.1:${port}` };
  servers.forEach((server, i) => {
    env[`CAMPUS_API${i + 1}`] = new URL(server).host;
  });
  const child = spawn("haproxy", ["-db", "-f", config], {
    env: { ...process.env, ...env },
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
  const url = `http://127.0.0.1:${port}`;
  const balancer = {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  await everyServerAnswering(balancer, servers.length);
  return balancer;
}

/** Resolves once `count` different processes have answered through the balancer (X-Served-By). */
export async function everyServerAnswering(balancer: Balancer, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (balancer.child.exitCode !== null) throw new Error(`haproxy ended: ${balancer.output()}`);
    if (Date.now() > deadline)
      throw new Error(`not every server came up behind haproxy: ${balancer.output()}`);
    const seen = new Set<string>();
    for (let i = 0; i < count * 3; i++) {
      const response = await fetch(`${balancer.url}/api/health`).catch(() => null);
      const server = response?.ok ? response.headers.get("x-served-by") : null;
      if (server) seen.add(server);
    }
    if (seen.size >= count) return;
    await pause(200);
  }
}
