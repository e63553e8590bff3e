/**
 * SIGTERM on the real server (npm start's main.ts in a child process): the request in flight on a
 * kept-alive connection is answered, a request arriving during the shutdown gets 503 in the
 * envelope with `Connection: close` (or, once the listener is closed, a refused connection), no
 * connection is reset mid-answer, and the process exits 0 without waiting out the keep-alive timeout.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const admin = { email: "boss@umed.example", password: "Biurko7-Lampa-Sowa" };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  reusedSocket: boolean;
}

/**
 * Sends a request; `answer` rejects on a failure (refused, reset) with its code. With a body, the
 * request asks for 100-continue and `sent` resolves once the server has read its headers (it is in
 * flight) and the first part of the body is out; the rest follows when `body.rest` resolves.
 */
function send(options: http.RequestOptions, body?: { first: string; rest: Promise<string> }) {
  const request = http.request(options);
  const answer = new Promise<Answer>((answered, failed) => {
    request.on("error", failed);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("error", failed);
      response.on("end", () =>
        answered({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
  });
  const sent = new Promise<void>((done) => {
    if (!body) return void request.end(done);
    request.on("continue", () => {
      request.write(body.first, () => done());
      void body.rest.then((rest) => request.end(rest));
    });
  });
  return { answer, sent };
}

/** Resolves once the server no longer accepts connections: its listener is closed, the shutdown begun. */
async function listenerClosed(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((done) => {
      const probe = connect(port, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        done(false);
      });
      probe.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"));
    });
    if (refused) return;
    await pause(20);
  }
}

describe("SIGTERM with kept-alive connections", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "campus-shutdown-"));
  let server: ChildProcess;
  let port = 0;
  let output = "";

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        SHUTDOWN_DRAIN_SECONDS: "0",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    let exited = false;
    server.once("exit", () => {
      exited = true;
    });
    for (;;) {
      if (exited) throw new Error(`server exited while starting: ${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await pause(200);
    }
  }, 120_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the request in flight, refuses new ones with 503 and exits 0", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const base = { host: "127.0.0.1", port, agent, headers: { "accept-language": "en" } };

    const warm = send({ ...base, path: "/api/health" });
    expect(await warm.answer).toMatchObject({ status: 200, connection: "keep-alive" });

    // A second connection that has begun a request: not idle, so it stays open into the shutdown.
    const late: Socket = connect(port, "127.0.0.1");
    let lateAnswer = "";
    late.setEncoding("utf8");
    late.on("data", (chunk) => {
      lateAnswer += chunk;
    });
    const lateClosed = new Promise<Error | null>((done) => {
      late.once("error", done);
      late.once("close", () => done(null));
    });
    late.write("GET /api/health HTTP/1.1\r\nHost: campus\r\nAccept-Language: en\r\n");

    // The slow request reuses the kept-alive connection and sends half its body before SIGTERM.
    const credentials = JSON.stringify(admin);
    let sendRest = (_rest: string) => {};
    const rest = new Promise<string>((done) => {
      sendRest = done;
    });
    const slow = send(
      {
        ...base,
        method: "POST",
        path: "/api/auth/login",
        headers: {
          ...base.headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(credentials),
          expect: "100-continue",
        },
      },
      { first: credentials.slice(0, 10), rest },
    );
    await slow.sent;
    // Queued behind the slow one on the agent's single connection.
    const queued = send({ ...base, path: "/api/health" });
    queued.answer.catch(() => {});

    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    const signalled = Date.now();
    server.kill("SIGTERM");
    await listenerClosed(port);

    late.write("\r\n");
    expect(await lateClosed).toBeNull();
    const [head = "", lateBody = ""] = lateAnswer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(lateBody)).toEqual({
      status: "error",
      data: null,
      message: "The server is shutting down; try again shortly",
      errors: { general: [9011] },
    });

    sendRest(credentials.slice(10));
    const answered = await slow.answer;
    expect(answered).toMatchObject({ status: 200, connection: "close", reusedSocket: true });
    expect(JSON.parse(answered.body).data.token).toEqual(expect.any(String));

    // Its connection closed with the answer, so the queued request needs a new one: refused by the
    // closed listener, or 503 if it still found an open connection.
    const queuedOutcome = await queued.answer.then(
      (answer) => `${answer.status} ${answer.connection}`,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(["ECONNREFUSED", "503 close"]).toContain(queuedOutcome);

    expect(await exited).toBe(0);
    // Far below the 72 s keep-alive timeout a kept-alive connection would otherwise be held for.
    expect(Date.now() - signalled).toBeLessThan(15_000);
    agent.destroy();
  }, 60_000);
});
