/**
 * How the real server (npm start) stops: `npm start` hands SIGTERM to the server itself, so no
 * orphan keeps the port or the embedded database's lock; and on SIGTERM the server drains first
 * (SHUTDOWN_DRAIN_SECONDS: health 503 with 9011 while every other request is served), then exits 0.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.ts";
import { listening } from "../support/port-probe.ts";
import { freePort, startServerProcess } from "../support/server-process.ts";

const admin = { ADMIN_EMAIL: "boss@umed.example", ADMIN_PASSWORD: "Biurko7-Lampa-Sowa" };
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "campus-signals-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("stopping the server", () => {
  it("npm start passes SIGTERM to the server: the port and the database are free once npm has exited", async () => {
    const port = await freePort();
    const dataDir = freshDir();
    // npm start builds the console first when it is missing or stale (the browser tests need it too).
    const npm = spawn("npm", ["start", "--silent"], {
      env: {
        ...process.env,
        ...admin,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
        SHUTDOWN_DRAIN_SECONDS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    npm.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((done) => npm.once("exit", (code) => done(code)));
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm start ended: ${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    npm.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    expect(await listening(port)).toBe(false);
    // The embedded database's directory lock is free: no server is left holding it.
    const db = await openDatabase({ dataDir });
    await db.close();
  }, 240_000);

  it("drains on SIGTERM: health 503 (9011) while other requests are served, then exits 0", async () => {
    const server = await startServerProcess({
      ...admin,
      DATA_DIR: freshDir(),
      DATABASE_URL: "",
      SHUTDOWN_DRAIN_SECONDS: "2",
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    let health: Response;
    for (;;) {
      health = await fetch(`${server.url}/api/health`, { headers: { "accept-language": "en" } });
      if (health.status !== 200) break;
    }
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "error", errors: { general: [9011] } });
    // Everything else is still served while the load balancer takes the process out of rotation.
    const read = await fetch(`${server.url}/api/app/v1/articles`);
    expect(read.status).toBe(200);
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
  }, 60_000);
});
