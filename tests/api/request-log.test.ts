/**
 * The request log (issue 32, item 5): each request's id, taken from a sane X-Request-Id or made new,
 * is echoed and in every line of that request; secrets in URLs and headers never reach a line; health
 * checks are logged at debug. The server's lines are read from the stream its logger writes to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseKinds,
  roleEmail,
  rolePassword,
  startTestServer,
  type TestServer,
} from "../support/test-server.ts";

interface Line {
  level: number;
  msg: string;
  requestId?: string;
  req?: { url: string };
  [field: string]: unknown;
}

const debug = 20;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds)("the request log on %s", (kind) => {
  let server: TestServer;
  const lines: Line[] = [];
  const linesOf = (id: string) => lines.filter((line) => line.requestId === id);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      logger: { level: "debug", stream: { write: (line) => void lines.push(JSON.parse(line)) } },
      // an SMTP server nobody answers at: the reset link is queued, its mail never leaves
      env: { SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "cms@test.example", DELIVERY_POLL_MS: "3600000" },
    });
  });
  afterAll(() => server?.close());

  it("gives each request a new UUID, echoed and in every line of that request", async () => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: roleEmail("moderator"), password: rolePassword },
    });
    expect(answer.statusCode).toBe(200);
    const id = String(answer.headers["x-request-id"]);
    expect(id).toMatch(uuid);
    // the request's own lines: its arrival, what the route said, its answer
    expect(linesOf(id).map((line) => line.msg)).toEqual([
      "incoming request",
      "signed in",
      "request completed",
    ]);
    expect(lines.filter((line) => line.msg === "signed in").at(-1)?.requestId).toBe(id);
    const another = await server.app.inject({ method: "GET", url: "/api/auth/oauth/config" });
    expect(another.headers["x-request-id"]).toMatch(uuid);
    expect(another.headers["x-request-id"]).not.toBe(id);
  });

  it.each([
    ["HAProxy's unique-id", "7F000001:8296_7F00001E:1F90_4F7B0A69_0003:790A"],
    ["a UUID", "0b6f8f38-4c59-4f4e-9d3a-0d1c2f6e3a11"],
    ["a trace id", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"],
  ])("keeps an incoming id (%s)", async (_what, given) => {
    const answer = await server.app.inject({
      method: "GET",
      url: "/api/nowhere",
      headers: { "x-request-id": given },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["x-request-id"]).toBe(given);
    expect(linesOf(given).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["spaces", "one two"],
    ["quotes", 'id"injected'],
    ["a line break", "id\\nforged"],
    ["over 128 characters", "x".repeat(129)],
    ["nothing", ""],
  ])("replaces an incoming id with %s by a new one", async (_what, given) => {
    const answer = await server.app.inject({
      method: "GET",
      url: "/api/auth/oauth/config",
      headers: { "x-request-id": given },
    });
    const id = String(answer.headers["x-request-id"]);
    expect(id).toMatch(uuid);
    expect(linesOf(id).length).toBe(2);
    expect(lines.some((line) => line.requestId === given)).toBe(false);
  });

  it.each([
    ["refused by a route's guard", "/api/auth/whoami", 401],
    ["refused by the router (an undecodable path)", "/api/article/%E0%A4%A", 400],
  ])("echoes the id on answers %s", async (_what, url, status) => {
    const answer = await server.app.inject({ method: "GET", url, headers: { "x-request-id": "refused-1" } });
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["x-request-id"]).toBe("refused-1");
  });

  it("never writes a reset link's token, a single sign-on's code and state, or credentials", async () => {
    const forgot = await server.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: roleEmail("moderator") },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await server.db.query<{ body: string }>(
      "SELECT body FROM delivery WHERE channel = 'email' AND sensitive ORDER BY id DESC LIMIT 1",
    );
    const token = /reset_password\?token=([\w-]+)/.exec(mail?.body ?? "")?.[1];
    if (!token) throw new Error(`no reset link in ${mail?.body}`);
    // the link opened in the console, then the new password set with its token
    await server.app.inject({ method: "GET", url: `/reset_password?token=${token}` });
    const reset = await server.app.inject({
      method: "POST",
      url: "/api/auth/password/reset",
      payload: { token, password: "Nowe-Haslo-Sowa-42", password_confirmation: "Nowe-Haslo-Sowa-42" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // the provider's return to the console, then its code and state sent to the API
    const code = "SplxlOBeZQQYbYS6WxSbIA";
    const state = "af0ifjsldkj-state-5551";
    await server.app.inject({
      method: "GET",
      url: `/oauth2?code=${code}&state=${state}&iss=https%3A%2F%2Fsso.test`,
    });
    await server.app.inject({ method: "POST", url: "/api/auth/oauth/code", payload: { code, state } });
    // credentials in headers, and secrets of other names in a query
    const bearer = await server.token("admin");
    await server.app.inject({
      method: "GET",
      url: "/api/auth/whoami?api_key=key-0451&signature=sig-0452&client_secret=secret-0453",
      headers: { authorization: `Bearer ${bearer}`, cookie: "session=cookie-0454" },
    });

    const written = lines.map((line) => JSON.stringify(line)).join("\n");
    for (const secret of [
      token,
      code,
      state,
      bearer,
      "Nowe-Haslo-Sowa-42",
      rolePassword,
      "key-0451",
      "sig-0452",
      "secret-0453",
      "cookie-0454",
    ])
      expect(written).not.toContain(secret);
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toContain("/reset_password?token=[redacted]");
    expect(urls).toContain("/oauth2?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fsso.test");
  });

  it("logs health checks at debug", async () => {
    const answer = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(answer.statusCode).toBe(200);
    const own = linesOf(String(answer.headers["x-request-id"]));
    expect(own.map((line) => [line.level, line.msg])).toEqual([
      [debug, "incoming request"],
      [debug, "request completed"],
    ]);
  });
});
