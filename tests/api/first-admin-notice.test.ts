/**
 * npm start on an empty database without ADMIN_PASSWORD (issue 32, item 5): the generated first
 * admin's password is printed once, in a framed block of its own outside the JSON log lines, and it
 * signs in. The real server in a child process (main.ts), on PGlite in a fresh data folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const email = "first@umed.example";

describe("the generated first-admin password", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-first-admin-"));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: "",
      // info: the start's own JSON lines are written around the notice
      LOG_LEVEL: "info",
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is printed once, framed, outside the JSON lines, and signs in", async () => {
    const output = server.output();
    const password = /^\| {3}password: (\S+) +\|$/m.exec(output)?.[1];
    if (!password) throw new Error(`no password block in: ${output}`);
    expect(output.split(password).length - 1).toBe(1);
    expect(output).toMatch(new RegExp(`^\\| {3}e-mail: {3}${email.replace(".", "\\.")} +\\|$`, "m"));
    expect(output).toMatch(/^\+-+\+\n\| First admin created\. Its password is shown this once only: +\|$/m);
    // every other line is a JSON log line, none of which holds the password
    const lines = output.split("\n").filter((line) => line !== "");
    const logLines = lines.filter((line) => line.startsWith("{"));
    expect(logLines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.startsWith("{")).every((line) => /^[|+]/.test(line))).toBe(true);
    for (const line of logLines) expect(() => JSON.parse(line), line).not.toThrow();

    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
  });
});
