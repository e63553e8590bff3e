/**
 * SIGTERM with kept-alive connections open (issue 7, item 10), on a server of its own: sign-ins in
 * flight (headers read, half the body sent) must be answered; requests arriving on connections still
 * open must get 503 in the envelope with `Connection: close`; idle kept-alive connections must be
 * closed, not reset; new connections are refused once the listener is closed; the process exits 0.
 */
import { connect } from "node:net";
import { codesOf } from "./http.ts";
import { RawConnection, type RawResponse } from "./raw-connection.ts";
import type { Row } from "./report.ts";
import { pause, startServer, type Target } from "./server.ts";

const each = 10;
const range = () => Array.from({ length: each }, (_, i) => i);

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const attempt = connect(port, "127.0.0.1");
    attempt.once("connect", () => {
      attempt.destroy();
      done(false);
    });
    attempt.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"));
  });

/** resolves with the connection's end (null: closed cleanly), or "still open" after `ms` */
const closedWithin = (connection: RawConnection, ms: number) =>
  Promise.race([connection.closed, pause(ms).then(() => "still open")]);

const said = (answer: RawResponse | undefined) =>
  answer ? `${answer.status} ${answer.body.slice(0, 200)}` : "no answer";

export async function probeShutdown(target: Target): Promise<Row> {
  const server = await startServer(target);
  const { port } = server;
  const credentials = JSON.stringify(server.admin);
  // each line ended by CRLF: an empty last line ends the head, without it the request is unfinished
  const head = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
  try {
    const idle = await Promise.all(
      range().map(async () => {
        const connection = await RawConnection.open(port);
        await connection.write(head(["GET /api/health HTTP/1.1", "Host: probe", ""]));
        await connection.responses(1);
        return connection;
      }),
    );
    const inFlight = await Promise.all(
      range().map(async () => {
        const connection = await RawConnection.open(port);
        await connection.write(
          head([
            "POST /api/auth/login HTTP/1.1",
            "Host: probe",
            "Content-Type: application/json",
            `Content-Length: ${Buffer.byteLength(credentials)}`,
            "Expect: 100-continue",
            "Accept-Language: en",
            "",
          ]),
        );
        await connection.responses(1); // 100 Continue: the server has the request
        await connection.write(credentials.slice(0, 10));
        return connection;
      }),
    );
    // Connections with a request begun (its last line not yet sent) are not idle: they stay open.
    const late = await Promise.all(
      range().map(async () => {
        const connection = await RawConnection.open(port);
        await connection.write(head(["GET /api/health HTTP/1.1", "Host: probe", "Accept-Language: en"]));
        return connection;
      }),
    );

    // Until the server has read them, begun requests are bytes in the kernel: to the server such a
    // connection is idle, and closing it is right (a client racing a close must retry anyway).
    await pause(300);
    const signalled = performance.now();
    server.signal("SIGTERM");
    while (!(await refused(port))) await pause(20);
    const newRefused = (await Promise.all(range().map(() => refused(port)))).filter(Boolean).length;

    await Promise.all(late.map((connection) => connection.write("\r\n")));
    const lateAnswers = await Promise.all(late.map(async (connection) => (await connection.responses(1))[0]));
    const lateHeld = lateAnswers.filter(
      (answer) =>
        answer?.status === 503 &&
        answer.headers.connection === "close" &&
        codesOf(answer.body).includes(9011),
    ).length;

    await Promise.all(inFlight.map((connection) => connection.write(credentials.slice(10))));
    const flightAnswers = await Promise.all(
      inFlight.map(async (connection) => (await connection.responses(2))[1]),
    );
    const flightHeld = flightAnswers.filter(
      (answer) =>
        answer?.status === 200 && answer.headers.connection === "close" && answer.body.includes('"token"'),
    ).length;

    const ends = await Promise.all(
      [...idle, ...inFlight, ...late].map((connection) => closedWithin(connection, 15_000)),
    );
    const idleClosed = ends.slice(0, each).filter((end) => end === null).length;
    const resets = ends.filter((end) => end !== null && end !== "still open").length;
    const stillOpen = ends.filter((end) => end === "still open").length;
    const exitCode = await Promise.race([server.exited, pause(15_000).then(() => "not exited")]);
    const exitMs = Math.round(performance.now() - signalled);
    return {
      probe: "shutdown",
      sent: `SIGTERM to \`node src/server/main.ts\` with ${each} sign-ins in flight (half the body sent), ${each} connections with a request begun, ${each} idle kept-alive connections; then the requests completed and ${each} new connections tried`,
      expected:
        "in flight: 200; begun: 503 in the envelope (9011) with Connection: close; idle: closed; nothing reset; exit 0",
      figure: `in flight: ${flightHeld} of ${each} answered 200 with Connection: close; begun: ${lateHeld} of ${each} got 503 (9011) with Connection: close; idle: ${idleClosed} of ${each} closed cleanly; ${resets} reset, ${stillOpen} left open; new connections: ${newRefused} of ${each} refused; exit code ${exitCode} ${exitMs} ms after SIGTERM`,
      held:
        flightHeld === each &&
        lateHeld === each &&
        idleClosed === each &&
        resets === 0 &&
        stillOpen === 0 &&
        exitCode === 0,
      defects: [
        ...flightAnswers.filter((a) => a?.status !== 200).map((a) => `in flight: ${said(a)}`),
        ...lateAnswers.filter((a) => a?.status !== 503).map((a) => `begun: ${said(a)}`),
      ],
    };
  } finally {
    await server.stop();
  }
}
